CREATE TABLE "online_general_meetings" (
	"online_general_meeting_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"union_seq" integer NOT NULL,
	"service_status" text DEFAULT 'APPLYING' NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cost" integer DEFAULT 0 NOT NULL,
	"access_code" text,
	"channel_id" text,
	"play_url" text,
	"encoder_url" text,
	"stream_key" text,
	"stream_key_expires_at" timestamp with time zone,
	"stage_arn" text,
	"admin_id" text,
	"admin_password" text,
	"streaming_status" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"vote_status" text DEFAULT 'PENDING' NOT NULL,
	"vote_started_at" timestamp with time zone,
	"vote_ended_at" timestamp with time zone,
	"certificate_status" text DEFAULT 'UNAVAILABLE' NOT NULL,
	"certificate_file_seq" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_meeting_link_sends" (
	"link_send_seq" serial PRIMARY KEY NOT NULL,
	"online_general_meeting_seq" integer NOT NULL,
	"meet_participant_seq" integer NOT NULL,
	"sms_message_seq" integer,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_meeting_notices" (
	"notice_seq" serial PRIMARY KEY NOT NULL,
	"online_general_meeting_seq" integer NOT NULL,
	"message" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_meeting_opinions" (
	"opinion_seq" serial PRIMARY KEY NOT NULL,
	"online_general_meeting_seq" integer NOT NULL,
	"viewer_seq" integer NOT NULL,
	"comment" text NOT NULL,
	"comment_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer
);
--> statement-breakpoint
CREATE TABLE "online_meeting_speeches" (
	"speech_seq" serial PRIMARY KEY NOT NULL,
	"online_general_meeting_seq" integer NOT NULL,
	"viewer_seq" integer NOT NULL,
	"speech_category" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "online_meeting_viewers" (
	"viewer_seq" serial PRIMARY KEY NOT NULL,
	"online_general_meeting_seq" integer NOT NULL,
	"meet_participant_seq" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_agent" integer DEFAULT 0 NOT NULL,
	"attendance_status" text DEFAULT 'ATTEND' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "streaming_channels" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ingest_url" text NOT NULL,
	"stream_key" text NOT NULL,
	"stream_key_expires_at" timestamp with time zone NOT NULL,
	"playback_path" text NOT NULL,
	"stage_arn" text NOT NULL,
	"state" text DEFAULT 'IDLE' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_general_meetings" ADD CONSTRAINT "online_general_meetings_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_general_meetings" ADD CONSTRAINT "online_general_meetings_applied_by_members_member_seq_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_general_meetings" ADD CONSTRAINT "online_general_meetings_certificate_file_seq_files_file_seq_fk" FOREIGN KEY ("certificate_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_link_sends" ADD CONSTRAINT "online_meeting_link_sends_online_general_meeting_seq_online_general_meetings_online_general_meeting_seq_fk" FOREIGN KEY ("online_general_meeting_seq") REFERENCES "public"."online_general_meetings"("online_general_meeting_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_link_sends" ADD CONSTRAINT "online_meeting_link_sends_meet_participant_seq_meet_participants_meet_participant_seq_fk" FOREIGN KEY ("meet_participant_seq") REFERENCES "public"."meet_participants"("meet_participant_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_link_sends" ADD CONSTRAINT "online_meeting_link_sends_sent_by_members_member_seq_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_notices" ADD CONSTRAINT "online_meeting_notices_online_general_meeting_seq_online_general_meetings_online_general_meeting_seq_fk" FOREIGN KEY ("online_general_meeting_seq") REFERENCES "public"."online_general_meetings"("online_general_meeting_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_notices" ADD CONSTRAINT "online_meeting_notices_created_by_members_member_seq_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_opinions" ADD CONSTRAINT "online_meeting_opinions_online_general_meeting_seq_online_general_meetings_online_general_meeting_seq_fk" FOREIGN KEY ("online_general_meeting_seq") REFERENCES "public"."online_general_meetings"("online_general_meeting_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_opinions" ADD CONSTRAINT "online_meeting_opinions_viewer_seq_online_meeting_viewers_viewer_seq_fk" FOREIGN KEY ("viewer_seq") REFERENCES "public"."online_meeting_viewers"("viewer_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_opinions" ADD CONSTRAINT "online_meeting_opinions_answered_by_members_member_seq_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_speeches" ADD CONSTRAINT "online_meeting_speeches_online_general_meeting_seq_online_general_meetings_online_general_meeting_seq_fk" FOREIGN KEY ("online_general_meeting_seq") REFERENCES "public"."online_general_meetings"("online_general_meeting_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_speeches" ADD CONSTRAINT "online_meeting_speeches_viewer_seq_online_meeting_viewers_viewer_seq_fk" FOREIGN KEY ("viewer_seq") REFERENCES "public"."online_meeting_viewers"("viewer_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_speeches" ADD CONSTRAINT "online_meeting_speeches_updated_by_members_member_seq_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_viewers" ADD CONSTRAINT "online_meeting_viewers_online_general_meeting_seq_online_general_meetings_online_general_meeting_seq_fk" FOREIGN KEY ("online_general_meeting_seq") REFERENCES "public"."online_general_meetings"("online_general_meeting_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_meeting_viewers" ADD CONSTRAINT "online_meeting_viewers_meet_participant_seq_meet_participants_meet_participant_seq_fk" FOREIGN KEY ("meet_participant_seq") REFERENCES "public"."meet_participants"("meet_participant_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_general_meetings_live_uq" ON "online_general_meetings" USING btree ("meet_seq") WHERE canceled_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "online_general_meetings_access_uq" ON "online_general_meetings" USING btree ("access_code");--> statement-breakpoint
CREATE INDEX "online_general_meetings_status_idx" ON "online_general_meetings" USING btree ("service_status");--> statement-breakpoint
CREATE INDEX "online_meeting_link_sends_meeting_idx" ON "online_meeting_link_sends" USING btree ("online_general_meeting_seq","meet_participant_seq");--> statement-breakpoint
CREATE INDEX "online_meeting_notices_meeting_idx" ON "online_meeting_notices" USING btree ("online_general_meeting_seq","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "online_meeting_opinions_meeting_idx" ON "online_meeting_opinions" USING btree ("online_general_meeting_seq","comment_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "online_meeting_speeches_meeting_idx" ON "online_meeting_speeches" USING btree ("online_general_meeting_seq","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_meeting_speeches_open_uq" ON "online_meeting_speeches" USING btree ("online_general_meeting_seq","viewer_seq") WHERE status in ('REQUESTED', 'PENDING', 'SPEAKING');--> statement-breakpoint
CREATE UNIQUE INDEX "online_meeting_viewers_participant_uq" ON "online_meeting_viewers" USING btree ("online_general_meeting_seq","meet_participant_seq");--> statement-breakpoint
CREATE INDEX "online_meeting_viewers_seen_idx" ON "online_meeting_viewers" USING btree ("online_general_meeting_seq","last_seen_at");--> statement-breakpoint
CREATE INDEX "streaming_channels_state_idx" ON "streaming_channels" USING btree ("state");