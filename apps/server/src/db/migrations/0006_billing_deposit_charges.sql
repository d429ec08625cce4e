CREATE TABLE "deposit_charges" (
	"seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"request_amount" bigint NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"depositor_name" text NOT NULL,
	"depositor_phone_no" text NOT NULL,
	"requester_member_seq" integer,
	"requester_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'REQUEST' NOT NULL,
	"tax_invoice_type" text DEFAULT 'APPLY' NOT NULL,
	"tax_invoice_status" text DEFAULT 'NONE' NOT NULL,
	"tax_invoice_email" text,
	"tax_invoice_manager_name" text,
	"tax_invoice_manager_phone_no" text,
	"tax_invoice_deposit_at" text,
	"tax_invoice_issue_request_at" text,
	"tax_invoice_request_at" timestamp with time zone,
	"transaction_seq" integer,
	"idempotency_key" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposit_charges" ADD CONSTRAINT "deposit_charges_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_charges_union_idx" ON "deposit_charges" USING btree ("union_seq","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_charges_idem_uq" ON "deposit_charges" USING btree ("union_seq","idempotency_key");