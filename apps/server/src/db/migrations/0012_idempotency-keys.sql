CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"member_seq" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"lease_id" text NOT NULL,
	"locked_until" timestamp with time zone,
	"answer_status" integer,
	"answer_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_uq" ON "idempotency_keys" USING btree ("union_seq","member_seq","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");