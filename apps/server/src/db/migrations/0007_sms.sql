CREATE TABLE "sms_callers" (
	"sms_caller_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"outgoing_phone_no" text NOT NULL,
	"name" text NOT NULL,
	"emergency_phone_no" text NOT NULL,
	"status" text DEFAULT 'W' NOT NULL,
	"files" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"sms_id" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"outgoing_phone_no" text NOT NULL,
	"sms_type" text NOT NULL,
	"send_type" text NOT NULL,
	"send_status" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"file_seqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"recipient_count" integer NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"unit_cost" integer NOT NULL,
	"total_cost" integer NOT NULL,
	"refunded_cost" integer DEFAULT 0 NOT NULL,
	"requested_by" integer NOT NULL,
	"resend_of" integer,
	"idempotency_key" text NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_prices" (
	"sms_type" text PRIMARY KEY NOT NULL,
	"unit_price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_recipients" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"sms_id" integer NOT NULL,
	"union_register_seq" integer,
	"name" text DEFAULT '' NOT NULL,
	"phone_no" text NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"send_status" text NOT NULL,
	"send_result" text,
	"fail_reason" text,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_callers" ADD CONSTRAINT "sms_callers_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_sms_id_sms_messages_sms_id_fk" FOREIGN KEY ("sms_id") REFERENCES "public"."sms_messages"("sms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_callers_number_uq" ON "sms_callers" USING btree ("union_seq","outgoing_phone_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sms_messages_union_idx" ON "sms_messages" USING btree ("union_seq","sms_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_idempotency_uq" ON "sms_messages" USING btree ("union_seq","idempotency_key");--> statement-breakpoint
CREATE INDEX "sms_recipients_sms_idx" ON "sms_recipients" USING btree ("sms_id","message_id");