CREATE TABLE "electronic_consent_documents" (
	"document_seq" serial PRIMARY KEY NOT NULL,
	"recipient_seq" integer NOT NULL,
	"consent_seq" integer NOT NULL,
	"union_seq" integer NOT NULL,
	"document_type" text NOT NULL,
	"file_seq" integer,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "owner_verifications" (
	"verification_seq" serial PRIMARY KEY NOT NULL,
	"verification_id" text NOT NULL,
	"union_seq" integer NOT NULL,
	"scope_type" text NOT NULL,
	"scope_seq" integer NOT NULL,
	"union_register_seq" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "electronic_consent_documents" ADD CONSTRAINT "electronic_consent_documents_recipient_seq_electronic_consent_recipients_recipient_seq_fk" FOREIGN KEY ("recipient_seq") REFERENCES "public"."electronic_consent_recipients"("recipient_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_consent_documents" ADD CONSTRAINT "electronic_consent_documents_file_seq_files_file_seq_fk" FOREIGN KEY ("file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_verifications" ADD CONSTRAINT "owner_verifications_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_consent_documents_current_uq" ON "electronic_consent_documents" USING btree ("recipient_seq","document_type") WHERE superseded_at is null;--> statement-breakpoint
CREATE INDEX "electronic_consent_documents_consent_idx" ON "electronic_consent_documents" USING btree ("consent_seq","document_type");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_verifications_id_uq" ON "owner_verifications" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "owner_verifications_owner_idx" ON "owner_verifications" USING btree ("scope_type","scope_seq","union_register_seq","created_at");