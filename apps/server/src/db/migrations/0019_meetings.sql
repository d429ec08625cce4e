CREATE TABLE "meet_agendas" (
	"agenda_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"agenda_order" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attach_file_seq" integer,
	"vote_form" text NOT NULL,
	"vote_type" text NOT NULL,
	"select_count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_ballot_choices" (
	"choice_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"agenda_seq" integer NOT NULL,
	"candidate_seq" integer,
	"choice" text NOT NULL,
	"channel" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_ballots" (
	"ballot_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"meet_participant_seq" integer NOT NULL,
	"channel" text NOT NULL,
	"receipt_hash" text NOT NULL,
	"cast_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_candidates" (
	"candidate_seq" serial PRIMARY KEY NOT NULL,
	"agenda_seq" integer NOT NULL,
	"meet_seq" integer NOT NULL,
	"no" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attach_file_seq" integer,
	"is_passed" boolean
);
--> statement-breakpoint
CREATE TABLE "meet_electronic_votes" (
	"meet_seq" integer PRIMARY KEY NOT NULL,
	"signature_type" text DEFAULT 'ELECTRONIC' NOT NULL,
	"sender_name" text NOT NULL,
	"contact_no" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vote_start_at" timestamp with time zone NOT NULL,
	"vote_end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_evote_sends" (
	"send_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"meet_participant_seq" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'WAIT' NOT NULL,
	"phone_no" text NOT NULL,
	"link_token" text NOT NULL,
	"sms_recipient_seq" integer,
	"fail_reason" text,
	"cost" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meet_onsite_votes" (
	"meet_seq" integer PRIMARY KEY NOT NULL,
	"meet_at" timestamp with time zone NOT NULL,
	"submission_start_at" timestamp with time zone NOT NULL,
	"submission_end_at" timestamp with time zone NOT NULL,
	"zip_no" text DEFAULT '' NOT NULL,
	"jibun_address" text DEFAULT '' NOT NULL,
	"road_address" text NOT NULL,
	"detail_address" text DEFAULT '' NOT NULL,
	"contact_no" text DEFAULT '' NOT NULL,
	"attendance_rate" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_participant_histories" (
	"meet_participant_history_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"meet_participant_seq" integer NOT NULL,
	"action_type" text NOT NULL,
	"participant" jsonb NOT NULL,
	"previous_participant" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"modified_by_member_seq" integer,
	"modified_by" text NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meet_participants" (
	"meet_participant_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"union_seq" integer NOT NULL,
	"union_register_seq" integer,
	"participant_id" text NOT NULL,
	"union_register_no_main" integer NOT NULL,
	"union_register_no_sub" integer DEFAULT 0 NOT NULL,
	"position" text DEFAULT 'NONE' NOT NULL,
	"name" text NOT NULL,
	"name_class" text DEFAULT '' NOT NULL,
	"owner_type" text DEFAULT 'NONE' NOT NULL,
	"company_no" text DEFAULT '' NOT NULL,
	"birth" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'NONE' NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"tendency" text DEFAULT 'NONE' NOT NULL,
	"share_type" text DEFAULT 'SINGLE' NOT NULL,
	"post_address" jsonb NOT NULL,
	"real_address" jsonb NOT NULL,
	"local_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent" jsonb,
	"promotion_user_seq" integer,
	"evote_progress_status" text DEFAULT 'NONE' NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"voted_at" timestamp with time zone,
	"resend_count" integer DEFAULT 0 NOT NULL,
	"is_resent" boolean DEFAULT false NOT NULL,
	"written_submission_type" text,
	"written_submission_status" text,
	"written_submission_at" timestamp with time zone,
	"written_withdrawal_at" timestamp with time zone,
	"attend_expected_type" text DEFAULT 'NONE' NOT NULL,
	"attendance_category" text DEFAULT 'NOT_ATTEND' NOT NULL,
	"attend_at" timestamp with time zone,
	"vote_category" text DEFAULT 'NOT_VOTED' NOT NULL,
	"deleted_at" timestamp with time zone,
	"delete_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meets" (
	"meet_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"name" text NOT NULL,
	"mover_name" text NOT NULL,
	"open_type" text NOT NULL,
	"meet_type" text NOT NULL,
	"meet_method" text NOT NULL,
	"meet_status" text DEFAULT 'BEFORE' NOT NULL,
	"meet_at" timestamp with time zone NOT NULL,
	"is_mock" boolean DEFAULT false NOT NULL,
	"virtual_participant_count" integer DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"notice_file_seq" integer,
	"written_resolution_file_seq" integer,
	"is_vote_additional_input_enabled" boolean DEFAULT false NOT NULL,
	"vote_additional_title" text DEFAULT '' NOT NULL,
	"vote_additional_content" text DEFAULT '' NOT NULL,
	"link_code" text NOT NULL,
	"open_cost" integer DEFAULT 0 NOT NULL,
	"live_stream_url" text,
	"vote_result_certificate_file_path" text,
	"document_storage_end_at" timestamp with time zone,
	"document_storage_status" text DEFAULT 'STORING' NOT NULL,
	"document_storage_extension_status" text DEFAULT 'NONE' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meet_agendas" ADD CONSTRAINT "meet_agendas_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_agendas" ADD CONSTRAINT "meet_agendas_attach_file_seq_files_file_seq_fk" FOREIGN KEY ("attach_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_ballot_choices" ADD CONSTRAINT "meet_ballot_choices_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_ballot_choices" ADD CONSTRAINT "meet_ballot_choices_agenda_seq_meet_agendas_agenda_seq_fk" FOREIGN KEY ("agenda_seq") REFERENCES "public"."meet_agendas"("agenda_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_ballot_choices" ADD CONSTRAINT "meet_ballot_choices_candidate_seq_meet_candidates_candidate_seq_fk" FOREIGN KEY ("candidate_seq") REFERENCES "public"."meet_candidates"("candidate_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_ballots" ADD CONSTRAINT "meet_ballots_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_ballots" ADD CONSTRAINT "meet_ballots_meet_participant_seq_meet_participants_meet_participant_seq_fk" FOREIGN KEY ("meet_participant_seq") REFERENCES "public"."meet_participants"("meet_participant_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_candidates" ADD CONSTRAINT "meet_candidates_agenda_seq_meet_agendas_agenda_seq_fk" FOREIGN KEY ("agenda_seq") REFERENCES "public"."meet_agendas"("agenda_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_candidates" ADD CONSTRAINT "meet_candidates_attach_file_seq_files_file_seq_fk" FOREIGN KEY ("attach_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_electronic_votes" ADD CONSTRAINT "meet_electronic_votes_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_evote_sends" ADD CONSTRAINT "meet_evote_sends_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_evote_sends" ADD CONSTRAINT "meet_evote_sends_meet_participant_seq_meet_participants_meet_participant_seq_fk" FOREIGN KEY ("meet_participant_seq") REFERENCES "public"."meet_participants"("meet_participant_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_onsite_votes" ADD CONSTRAINT "meet_onsite_votes_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_participant_histories" ADD CONSTRAINT "meet_participant_histories_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_participant_histories" ADD CONSTRAINT "meet_participant_histories_meet_participant_seq_meet_participants_meet_participant_seq_fk" FOREIGN KEY ("meet_participant_seq") REFERENCES "public"."meet_participants"("meet_participant_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_participants" ADD CONSTRAINT "meet_participants_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meet_participants" ADD CONSTRAINT "meet_participants_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_notice_file_seq_files_file_seq_fk" FOREIGN KEY ("notice_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meets" ADD CONSTRAINT "meets_written_resolution_file_seq_files_file_seq_fk" FOREIGN KEY ("written_resolution_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meet_agendas_order_uq" ON "meet_agendas" USING btree ("meet_seq","agenda_order");--> statement-breakpoint
CREATE INDEX "meet_ballot_choices_agenda_idx" ON "meet_ballot_choices" USING btree ("meet_seq","agenda_seq","candidate_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_ballots_participant_uq" ON "meet_ballots" USING btree ("meet_participant_seq");--> statement-breakpoint
CREATE INDEX "meet_ballots_meet_idx" ON "meet_ballots" USING btree ("meet_seq","cast_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_candidates_no_uq" ON "meet_candidates" USING btree ("agenda_seq","no");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_evote_sends_token_uq" ON "meet_evote_sends" USING btree ("link_token");--> statement-breakpoint
CREATE INDEX "meet_evote_sends_participant_idx" ON "meet_evote_sends" USING btree ("meet_participant_seq","requested_at");--> statement-breakpoint
CREATE INDEX "meet_evote_sends_open_idx" ON "meet_evote_sends" USING btree ("status") WHERE status in ('WAIT', 'SENT');--> statement-breakpoint
CREATE INDEX "meet_participant_histories_meet_idx" ON "meet_participant_histories" USING btree ("meet_seq","modified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_participants_id_uq" ON "meet_participants" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meet_participants_owner_uq" ON "meet_participants" USING btree ("meet_seq","union_register_seq") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "meet_participants_meet_idx" ON "meet_participants" USING btree ("meet_seq","union_register_no_main","union_register_no_sub");--> statement-breakpoint
CREATE INDEX "meet_participants_evote_idx" ON "meet_participants" USING btree ("meet_seq","evote_progress_status");--> statement-breakpoint
CREATE INDEX "meet_participants_owner_idx" ON "meet_participants" USING btree ("union_register_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "meets_link_code_uq" ON "meets" USING btree ("link_code");--> statement-breakpoint
CREATE INDEX "meets_union_idx" ON "meets" USING btree ("union_seq","meet_seq");--> statement-breakpoint
CREATE INDEX "meets_before_idx" ON "meets" USING btree ("meet_status") WHERE meet_status = 'BEFORE';