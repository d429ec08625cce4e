CREATE TABLE "meet_certificates" (
	"certificate_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"meet_participant_seq" integer NOT NULL,
	"certificate_type" text NOT NULL,
	"status" text NOT NULL,
	"file_seq" integer,
	"cost" integer DEFAULT 0 NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	"fail_reason" text
);
--> statement-breakpoint
CREATE TABLE "meet_joint_books" (
	"meet_seq" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'BEFORE' NOT NULL,
	"public_file_seq" integer,
	"private_file_seq" integer,
	"is_notification_allowed" boolean DEFAULT false NOT NULL,
	"requested_by" integer,
	"name" text DEFAULT '' NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"fail_reason" text
);
--> statement-breakpoint
CREATE TABLE "meet_results" (
	"meet_seq" integer PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" integer,
	"chain_index" integer NOT NULL,
	"chain_head_hash" text NOT NULL,
	"summary" jsonb NOT NULL,
	"result_file_seq" integer
);
--> statement-breakpoint
CREATE TABLE "meet_storage_extensions" (
	"extension_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"phone_no" text NOT NULL,
	"cost" integer NOT NULL,
	"extended_from" timestamp with time zone,
	"extended_until" timestamp with time zone NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_tally_counts" (
	"tally_count_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"entry_type" text NOT NULL,
	"agenda_seq" integer NOT NULL,
	"candidate_seq" integer NOT NULL,
	"yes_count" integer DEFAULT 0 NOT NULL,
	"no_count" integer DEFAULT 0 NOT NULL,
	"abstention_count" integer DEFAULT 0 NOT NULL,
	"selected_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "meet_tally_counts_non_negative" CHECK ("meet_tally_counts"."yes_count" >= 0 and "meet_tally_counts"."no_count" >= 0 and "meet_tally_counts"."abstention_count" >= 0 and "meet_tally_counts"."selected_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meet_tally_entries" (
	"tally_entry_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"entry_type" text NOT NULL,
	"final_count" integer NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meet_tally_entries_final_count" CHECK ("meet_tally_entries"."final_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "union_quorum_rules" (
	"union_seq" integer PRIMARY KEY NOT NULL,
	"overrides" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meet_agendas" ADD COLUMN "agenda_kind" text DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "meet_certificates" ADD CONSTRAINT "meet_certificates_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_certificates" ADD CONSTRAINT "meet_certificates_meet_participant_seq_meet_participants_meet_participant_seq_fk" FOREIGN KEY ("meet_participant_seq") REFERENCES "public"."meet_participants"("meet_participant_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_certificates" ADD CONSTRAINT "meet_certificates_file_seq_files_file_seq_fk" FOREIGN KEY ("file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_joint_books" ADD CONSTRAINT "meet_joint_books_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_joint_books" ADD CONSTRAINT "meet_joint_books_public_file_seq_files_file_seq_fk" FOREIGN KEY ("public_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_joint_books" ADD CONSTRAINT "meet_joint_books_private_file_seq_files_file_seq_fk" FOREIGN KEY ("private_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_results" ADD CONSTRAINT "meet_results_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_results" ADD CONSTRAINT "meet_results_result_file_seq_files_file_seq_fk" FOREIGN KEY ("result_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_storage_extensions" ADD CONSTRAINT "meet_storage_extensions_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_tally_counts" ADD CONSTRAINT "meet_tally_counts_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_tally_counts" ADD CONSTRAINT "meet_tally_counts_agenda_seq_meet_agendas_agenda_seq_fk" FOREIGN KEY ("agenda_seq") REFERENCES "public"."meet_agendas"("agenda_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_tally_counts" ADD CONSTRAINT "meet_tally_counts_candidate_seq_meet_candidates_candidate_seq_fk" FOREIGN KEY ("candidate_seq") REFERENCES "public"."meet_candidates"("candidate_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_tally_entries" ADD CONSTRAINT "meet_tally_entries_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_quorum_rules" ADD CONSTRAINT "union_quorum_rules_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meet_certificates_voter_type_uq" ON "meet_certificates" USING btree ("meet_participant_seq","certificate_type");--> statement-breakpoint
CREATE INDEX "meet_certificates_meet_idx" ON "meet_certificates" USING btree ("meet_seq","certificate_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_tally_counts_candidate_uq" ON "meet_tally_counts" USING btree ("meet_seq","entry_type","candidate_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_tally_entries_type_uq" ON "meet_tally_entries" USING btree ("meet_seq","entry_type");