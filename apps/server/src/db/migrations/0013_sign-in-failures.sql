CREATE TABLE "sign_in_failures" (
	"sign_in_failure_seq" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"address" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_login_idx" ON "sign_in_failures" USING btree ("login_id","failed_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_address_idx" ON "sign_in_failures" USING btree ("address","failed_at");