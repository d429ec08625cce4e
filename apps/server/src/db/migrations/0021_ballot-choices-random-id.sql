ALTER TABLE "meet_ballot_choices" DROP COLUMN "choice_seq";--> statement-breakpoint
ALTER TABLE "meet_ballot_choices" ADD COLUMN "choice_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;
