CREATE TABLE "registration_changes" (
	"change_history_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"union_register_seq" integer NOT NULL,
	"registration_address_seq" integer NOT NULL,
	"registration_no" text NOT NULL,
	"registration_purpose" text NOT NULL,
	"received_at" text NOT NULL,
	"receipt_step" text NOT NULL,
	"registration_address" text NOT NULL,
	"kind" text DEFAULT 'AUTO' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_trace" (
	"union_seq" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'DEACTIVATED' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registration_changes_union_idx" ON "registration_changes" USING btree ("union_seq","modified_at");--> statement-breakpoint
CREATE INDEX "registration_changes_owner_idx" ON "registration_changes" USING btree ("union_register_seq");