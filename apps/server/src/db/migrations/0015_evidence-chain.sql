CREATE TABLE "audit_events" (
	"audit_event_seq" bigserial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"chain_index" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"payload_hash" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_events_chain_index_positive" CHECK ("audit_events"."chain_index" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_uq" ON "audit_events" USING btree ("union_seq","chain_index");--> statement-breakpoint
-- The evidence chain is append-only: no UPDATE, DELETE or TRUNCATE reaches it, whoever asks.
CREATE OR REPLACE FUNCTION johap_refuse_evidence_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION johap_refuse_evidence_change();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION johap_refuse_evidence_change();
