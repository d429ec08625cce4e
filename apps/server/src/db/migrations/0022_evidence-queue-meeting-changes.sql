-- Evidence queue (platform/evidence/evidence-queue.ts): acts that come in bursts write their event here in their
-- own transaction; a job appends the queue to the union's chain in batches.
CREATE TABLE "audit_event_queue" (
	"queue_seq" bigserial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "audit_event_queue" ADD CONSTRAINT "audit_event_queue_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The meeting facts a ballot is checked against are cached per process (meetings/meet-ballot-cache.ts): a write
-- to a meeting, its e-vote or on-site part, its agendas or candidates forgets them (notify johap_changes; 0014).
CREATE TRIGGER meets_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meets
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER meet_electronic_votes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meet_electronic_votes
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER meet_onsite_votes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meet_onsite_votes
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER meet_agendas_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meet_agendas
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER meet_candidates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meet_candidates
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
-- Likewise the consent an owner's link names (consents/consent-link-cache.ts).
CREATE TRIGGER electronic_consents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON electronic_consents
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER electronic_consent_templates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON electronic_consent_templates
  FOR EACH STATEMENT EXECUTE FUNCTION johap_notify_table_change();
