CREATE TABLE "electronic_consent_recipient_histories" (
	"recipient_history_seq" serial PRIMARY KEY NOT NULL,
	"recipient_seq" integer NOT NULL,
	"consent_seq" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"manager_member_seq" integer,
	"manager_name" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "electronic_consent_recipients" (
	"recipient_seq" serial PRIMARY KEY NOT NULL,
	"consent_seq" integer NOT NULL,
	"union_seq" integer NOT NULL,
	"union_register_seq" integer NOT NULL,
	"recipient_id" text NOT NULL,
	"status" text DEFAULT 'NOT_SUBMITTED' NOT NULL,
	"submit_type" text,
	"submitted_at" timestamp with time zone,
	"certified_no" text,
	"active_withdrawn_days" integer NOT NULL,
	"active_withdrawn_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "electronic_consent_templates" (
	"template_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer,
	"template_type" text NOT NULL,
	"name" text NOT NULL,
	"signature_usage" text NOT NULL,
	"origin_file_name" text,
	"file_seq" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "electronic_consents" (
	"consent_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"template_seq" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"guide_file_title" text DEFAULT '' NOT NULL,
	"guide_file_content" text DEFAULT '' NOT NULL,
	"guide_file_seq" integer,
	"progress_status" text DEFAULT 'BEFORE' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"is_end_date_unknown" boolean DEFAULT false NOT NULL,
	"is_sms_required" boolean DEFAULT true NOT NULL,
	"is_signature_required" boolean DEFAULT true NOT NULL,
	"is_identity_required" boolean DEFAULT true NOT NULL,
	"is_withdraw_required" boolean DEFAULT true NOT NULL,
	"active_withdrawn_days" integer DEFAULT 1 NOT NULL,
	"is_active_condition" boolean DEFAULT true NOT NULL,
	"consent_condition" numeric(6, 3) DEFAULT 100 NOT NULL,
	"is_external_document_required" boolean DEFAULT true NOT NULL,
	"link_code" text NOT NULL,
	"completed_at" timestamp with time zone,
	"document_storage_end_at" timestamp with time zone,
	"document_storage_status" text DEFAULT 'STORING' NOT NULL,
	"document_storage_extension_status" text DEFAULT 'NONE' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "electronic_consent_recipient_histories" ADD CONSTRAINT "electronic_consent_recipient_histories_recipient_seq_electronic_consent_recipients_recipient_seq_fk" FOREIGN KEY ("recipient_seq") REFERENCES "public"."electronic_consent_recipients"("recipient_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consent_recipients" ADD CONSTRAINT "electronic_consent_recipients_consent_seq_electronic_consents_consent_seq_fk" FOREIGN KEY ("consent_seq") REFERENCES "public"."electronic_consents"("consent_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consent_recipients" ADD CONSTRAINT "electronic_consent_recipients_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consent_templates" ADD CONSTRAINT "electronic_consent_templates_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consent_templates" ADD CONSTRAINT "electronic_consent_templates_file_seq_files_file_seq_fk" FOREIGN KEY ("file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consents" ADD CONSTRAINT "electronic_consents_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consents" ADD CONSTRAINT "electronic_consents_template_seq_electronic_consent_templates_template_seq_fk" FOREIGN KEY ("template_seq") REFERENCES "public"."electronic_consent_templates"("template_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consents" ADD CONSTRAINT "electronic_consents_guide_file_seq_files_file_seq_fk" FOREIGN KEY ("guide_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "electronic_consent_recipient_histories_recipient_idx" ON "electronic_consent_recipient_histories" USING btree ("recipient_seq","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_consent_recipients_owner_uq" ON "electronic_consent_recipients" USING btree ("consent_seq","union_register_seq") WHERE removed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_consent_recipients_id_uq" ON "electronic_consent_recipients" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "electronic_consent_recipients_consent_idx" ON "electronic_consent_recipients" USING btree ("consent_seq","status");--> statement-breakpoint
CREATE INDEX "electronic_consent_recipients_owner_idx" ON "electronic_consent_recipients" USING btree ("union_register_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_consents_link_code_uq" ON "electronic_consents" USING btree ("link_code");--> statement-breakpoint
CREATE INDEX "electronic_consents_union_idx" ON "electronic_consents" USING btree ("union_seq","consent_seq");--> statement-breakpoint
CREATE INDEX "electronic_consents_open_idx" ON "electronic_consents" USING btree ("progress_status") WHERE progress_status <> 'COMPLETED';--> statement-breakpoint
INSERT INTO "electronic_consent_templates" ("template_type", "name", "signature_usage") VALUES ('NORMAL', '일반 동의서', 'OPTIONAL'), ('CERTIFIED', '인감 동의서', 'REQUIRED');
