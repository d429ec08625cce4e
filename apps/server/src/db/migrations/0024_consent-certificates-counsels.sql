CREATE TABLE "electronic_consent_certificates" (
	"certificate_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"consent_seq" integer NOT NULL,
	"recipient_seq" integer NOT NULL,
	"status" text NOT NULL,
	"file_seq" integer,
	"sha256" text,
	"chain_index" integer,
	"chain_head_hash" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	"discarded_at" timestamp with time zone,
	"fail_reason" text
);
--> statement-breakpoint
CREATE TABLE "electronic_consent_storage_extensions" (
	"extension_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"consent_seq" integer NOT NULL,
	"phone_no" text NOT NULL,
	"years" integer NOT NULL,
	"cost" integer NOT NULL,
	"status" text NOT NULL,
	"extended_from" timestamp with time zone,
	"extended_until" timestamp with time zone,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "counsels" (
	"counsel_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"union_register_seq" integer NOT NULL,
	"counselor_member_seq" integer NOT NULL,
	"method" text NOT NULL,
	"counsel_at" timestamp with time zone NOT NULL,
	"topics" text[] NOT NULL,
	"memo" text NOT NULL,
	"tendency" text NOT NULL,
	"voting_written_type" text NOT NULL,
	"meet_attend_type" text NOT NULL,
	"service_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "electronic_consent_certificates" ADD CONSTRAINT "electronic_consent_certificates_consent_seq_electronic_consents_consent_seq_fk" FOREIGN KEY ("consent_seq") REFERENCES "public"."electronic_consents"("consent_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consent_certificates" ADD CONSTRAINT "electronic_consent_certificates_recipient_seq_electronic_consent_recipients_recipient_seq_fk" FOREIGN KEY ("recipient_seq") REFERENCES "public"."electronic_consent_recipients"("recipient_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consent_certificates" ADD CONSTRAINT "electronic_consent_certificates_file_seq_files_file_seq_fk" FOREIGN KEY ("file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consent_storage_extensions" ADD CONSTRAINT "electronic_consent_storage_extensions_consent_seq_electronic_consents_consent_seq_fk" FOREIGN KEY ("consent_seq") REFERENCES "public"."electronic_consents"("consent_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsels" ADD CONSTRAINT "counsels_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsels" ADD CONSTRAINT "counsels_counselor_member_seq_members_member_seq_fk" FOREIGN KEY ("counselor_member_seq") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_consent_certificates_live_uq" ON "electronic_consent_certificates" USING btree ("recipient_seq") WHERE "electronic_consent_certificates"."discarded_at" is null;--> statement-breakpoint
CREATE INDEX "electronic_consent_certificates_consent_idx" ON "electronic_consent_certificates" USING btree ("consent_seq","status");--> statement-breakpoint
CREATE INDEX "electronic_consent_certificates_sha_idx" ON "electronic_consent_certificates" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "electronic_consent_storage_extensions_consent_idx" ON "electronic_consent_storage_extensions" USING btree ("consent_seq");--> statement-breakpoint
CREATE INDEX "counsels_union_at_idx" ON "counsels" USING btree ("union_seq","counsel_at" DESC NULLS LAST,"counsel_seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "counsels_register_idx" ON "counsels" USING btree ("union_register_seq","counsel_at" DESC NULLS LAST);