CREATE TABLE "system_texts" (
	"system_text_seq" serial PRIMARY KEY NOT NULL,
	"phone_no" text NOT NULL,
	"text" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"fail_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "system_texts_phone_idx" ON "system_texts" USING btree ("phone_no","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("union_seq","reference");