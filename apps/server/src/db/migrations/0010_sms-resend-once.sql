-- A message's failures are resent once: later resends of the same message (possible before this index)
-- keep their charge and recipients but no longer point at it.
UPDATE "sms_messages" SET "resend_of" = NULL
WHERE "resend_of" IS NOT NULL
  AND "sms_id" <> (SELECT min(m."sms_id") FROM "sms_messages" m WHERE m."resend_of" = "sms_messages"."resend_of");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_resend_of_uq" ON "sms_messages" USING btree ("resend_of") WHERE "sms_messages"."resend_of" is not null;
