CREATE TABLE "union_register_group_members" (
	"union_register_group_seq" integer NOT NULL,
	"union_register_seq" integer NOT NULL,
	"union_seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "union_register_group_members_pk" PRIMARY KEY("union_register_group_seq","union_register_seq")
);
--> statement-breakpoint
CREATE TABLE "union_register_groups" (
	"union_register_group_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"name" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"auto_generated" boolean DEFAULT false NOT NULL,
	"auto_key" text,
	"created_by_member_seq" integer,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_response_histories" (
	"agreement_response_history_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"union_register_seq" integer NOT NULL,
	"consent_status" text NOT NULL,
	"response_at" date,
	"member_seq" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_responses" (
	"union_register_seq" integer PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"consent_status" text NOT NULL,
	"response_at" date,
	"modified_by_member_seq" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_files" (
	"archive_seq" integer NOT NULL,
	"file_seq" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_files_archive_seq_file_seq_pk" PRIMARY KEY("archive_seq","file_seq")
);
--> statement-breakpoint
CREATE TABLE "archive_histories" (
	"archive_history_seq" serial PRIMARY KEY NOT NULL,
	"archive_seq" integer NOT NULL,
	"action" text NOT NULL,
	"file_seq" integer,
	"file_name" text NOT NULL,
	"member_seq" integer NOT NULL,
	"nickname" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archives" (
	"archive_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_issuance_documents" (
	"document_seq" serial PRIMARY KEY NOT NULL,
	"document_issuance_seq" integer NOT NULL,
	"union_seq" integer NOT NULL,
	"union_register_seq" integer,
	"registration_address_seq" integer,
	"union_register_no" text NOT NULL,
	"name" text NOT NULL,
	"registration_address" text NOT NULL,
	"registration_no" text DEFAULT '' NOT NULL,
	"registration_type" text NOT NULL,
	"document_code" text NOT NULL,
	"unit_cost" integer NOT NULL,
	"issuance_status" text DEFAULT 'W' NOT NULL,
	"registry_order_no" text,
	"ready_at" timestamp with time zone,
	"fail_reason" text,
	"file_seq" integer,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_issuances" (
	"document_issuance_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"requested_by" integer,
	"request_document_codes" text[] NOT NULL,
	"options" jsonb NOT NULL,
	"total_request_count" integer NOT NULL,
	"address_count" integer NOT NULL,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"total_cost" integer NOT NULL,
	"refunded_cost" integer DEFAULT 0 NOT NULL,
	"request_status" text DEFAULT 'REQUEST' NOT NULL,
	"idempotency_key" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "edoc_sim_documents" (
	"edoc_document_id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"union_seq" integer NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"phone_no" text NOT NULL,
	"file_seqs" jsonb NOT NULL,
	"send_method" text NOT NULL,
	"status" text NOT NULL,
	"access_code" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"planned_open_at" timestamp with time zone,
	"planned_complete_at" timestamp with time zone,
	"fail_reason" text
);
--> statement-breakpoint
CREATE TABLE "electronic_document_recipients" (
	"electronic_document_recipient_seq" serial PRIMARY KEY NOT NULL,
	"electronic_document_seq" integer NOT NULL,
	"union_register_seq" integer,
	"name" text NOT NULL,
	"phone_no" text NOT NULL,
	"birth" text DEFAULT '' NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'WAIT' NOT NULL,
	"provider_document_id" text,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"fail_reason" text,
	"refunded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "electronic_documents" (
	"electronic_document_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"document_status" text NOT NULL,
	"file_seqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_method" text DEFAULT 'KAKAO_PAY' NOT NULL,
	"signature_expire_in" integer DEFAULT 168 NOT NULL,
	"is_scheduled" boolean DEFAULT false NOT NULL,
	"scheduled_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"unit_cost" integer DEFAULT 0 NOT NULL,
	"total_cost" integer DEFAULT 0 NOT NULL,
	"refunded_cost" integer DEFAULT 0 NOT NULL,
	"send_idempotency_key" text,
	"send_requested_at" timestamp with time zone,
	"send_requested_by" integer,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_carrier_items" (
	"tracking_no" text PRIMARY KEY NOT NULL,
	"reference" integer NOT NULL,
	"zip_no" text NOT NULL,
	"address" text NOT NULL,
	"stage" text NOT NULL,
	"outcome" text NOT NULL,
	"outcome_reason" text,
	"events" jsonb NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_step_at" timestamp with time zone,
	"reported_stage" text
);
--> statement-breakpoint
CREATE TABLE "post_forms" (
	"post_form_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"file_seq" integer NOT NULL,
	"form_name" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_recipients" (
	"post_recipient_seq" serial PRIMARY KEY NOT NULL,
	"post_seq" integer NOT NULL,
	"union_register_seq" integer,
	"register_no" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"detail_address" text DEFAULT '' NOT NULL,
	"zip_no" text NOT NULL,
	"delivery_status" text NOT NULL,
	"tracking_no" text,
	"fail_reason" text,
	"refunded_cost" integer DEFAULT 0 NOT NULL,
	"status_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"resent_in_post_seq" integer
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"post_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"sender_name" text NOT NULL,
	"sender_phone_no" text NOT NULL,
	"sender_address" text NOT NULL,
	"sender_detail_address" text DEFAULT '' NOT NULL,
	"sender_zip_no" text NOT NULL,
	"post_type" text NOT NULL,
	"color_type" text NOT NULL,
	"flex_type" text NOT NULL,
	"documents" jsonb NOT NULL,
	"page_count" integer NOT NULL,
	"sheet_count" integer NOT NULL,
	"post_status" text NOT NULL,
	"request_count" integer NOT NULL,
	"send_quantity" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"returned_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"production_cost" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"total_cost" integer NOT NULL,
	"refunded_cost" integer DEFAULT 0 NOT NULL,
	"letters_status" text DEFAULT 'WAIT' NOT NULL,
	"letters_file_seq" integer,
	"letters_made_at" timestamp with time zone,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"resend_of" integer,
	"idempotency_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_connection_histories" (
	"connection_history_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"promotion_user_seq" integer NOT NULL,
	"action_type" text NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"actioned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_execution_histories" (
	"execution_history_seq" serial PRIMARY KEY NOT NULL,
	"meet_seq" integer NOT NULL,
	"promotion_user_seq" integer NOT NULL,
	"menu" text NOT NULL,
	"message" text NOT NULL,
	"actioned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"promotion_user_seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_users" (
	"promotion_user_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"meet_seq" integer NOT NULL,
	"login_id" text NOT NULL,
	"name" text NOT NULL,
	"phone_no" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"user_status" text DEFAULT 'USE' NOT NULL,
	"position" text NOT NULL,
	"head_promotion_user_seq" integer,
	"password_hash" text,
	"account_sent_at" timestamp with time zone,
	"account_send_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "union_register_group_members" ADD CONSTRAINT "union_register_group_members_union_register_group_seq_union_register_groups_union_register_group_seq_fk" FOREIGN KEY ("union_register_group_seq") REFERENCES "public"."union_register_groups"("union_register_group_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_register_group_members" ADD CONSTRAINT "union_register_group_members_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_register_groups" ADD CONSTRAINT "union_register_groups_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_register_groups" ADD CONSTRAINT "union_register_groups_created_by_member_seq_members_member_seq_fk" FOREIGN KEY ("created_by_member_seq") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_response_histories" ADD CONSTRAINT "agreement_response_histories_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_response_histories" ADD CONSTRAINT "agreement_response_histories_member_seq_members_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_responses" ADD CONSTRAINT "agreement_responses_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_responses" ADD CONSTRAINT "agreement_responses_modified_by_member_seq_members_member_seq_fk" FOREIGN KEY ("modified_by_member_seq") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_files" ADD CONSTRAINT "archive_files_archive_seq_archives_archive_seq_fk" FOREIGN KEY ("archive_seq") REFERENCES "public"."archives"("archive_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_files" ADD CONSTRAINT "archive_files_file_seq_files_file_seq_fk" FOREIGN KEY ("file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_histories" ADD CONSTRAINT "archive_histories_archive_seq_archives_archive_seq_fk" FOREIGN KEY ("archive_seq") REFERENCES "public"."archives"("archive_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_histories" ADD CONSTRAINT "archive_histories_member_seq_members_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_created_by_members_member_seq_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_issuance_documents" ADD CONSTRAINT "document_issuance_documents_document_issuance_seq_document_issuances_document_issuance_seq_fk" FOREIGN KEY ("document_issuance_seq") REFERENCES "public"."document_issuances"("document_issuance_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_issuance_documents" ADD CONSTRAINT "document_issuance_documents_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_issuance_documents" ADD CONSTRAINT "document_issuance_documents_file_seq_files_file_seq_fk" FOREIGN KEY ("file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_issuances" ADD CONSTRAINT "document_issuances_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_issuances" ADD CONSTRAINT "document_issuances_requested_by_members_member_seq_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_document_recipients" ADD CONSTRAINT "electronic_document_recipients_electronic_document_seq_electronic_documents_electronic_document_seq_fk" FOREIGN KEY ("electronic_document_seq") REFERENCES "public"."electronic_documents"("electronic_document_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_document_recipients" ADD CONSTRAINT "electronic_document_recipients_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_send_requested_by_members_member_seq_fk" FOREIGN KEY ("send_requested_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_created_by_members_member_seq_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_forms" ADD CONSTRAINT "post_forms_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_forms" ADD CONSTRAINT "post_forms_file_seq_files_file_seq_fk" FOREIGN KEY ("file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_recipients" ADD CONSTRAINT "post_recipients_post_seq_posts_post_seq_fk" FOREIGN KEY ("post_seq") REFERENCES "public"."posts"("post_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_letters_file_seq_files_file_seq_fk" FOREIGN KEY ("letters_file_seq") REFERENCES "public"."files"("file_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_connection_histories" ADD CONSTRAINT "promotion_connection_histories_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_connection_histories" ADD CONSTRAINT "promotion_connection_histories_promotion_user_seq_promotion_users_promotion_user_seq_fk" FOREIGN KEY ("promotion_user_seq") REFERENCES "public"."promotion_users"("promotion_user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_execution_histories" ADD CONSTRAINT "promotion_execution_histories_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_execution_histories" ADD CONSTRAINT "promotion_execution_histories_promotion_user_seq_promotion_users_promotion_user_seq_fk" FOREIGN KEY ("promotion_user_seq") REFERENCES "public"."promotion_users"("promotion_user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_sessions" ADD CONSTRAINT "promotion_sessions_promotion_user_seq_promotion_users_promotion_user_seq_fk" FOREIGN KEY ("promotion_user_seq") REFERENCES "public"."promotion_users"("promotion_user_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_users" ADD CONSTRAINT "promotion_users_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_users" ADD CONSTRAINT "promotion_users_meet_seq_meets_meet_seq_fk" FOREIGN KEY ("meet_seq") REFERENCES "public"."meets"("meet_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_users" ADD CONSTRAINT "promotion_users_created_by_members_member_seq_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "union_register_group_members_register_idx" ON "union_register_group_members" USING btree ("union_register_seq");--> statement-breakpoint
CREATE INDEX "union_register_groups_union_idx" ON "union_register_groups" USING btree ("union_seq","auto_generated","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "union_register_groups_auto_key_uq" ON "union_register_groups" USING btree ("union_seq","auto_key") WHERE "union_register_groups"."auto_key" is not null;--> statement-breakpoint
CREATE INDEX "agreement_response_histories_register_idx" ON "agreement_response_histories" USING btree ("union_register_seq","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agreement_responses_union_status_idx" ON "agreement_responses" USING btree ("union_seq","consent_status");--> statement-breakpoint
CREATE INDEX "agreement_responses_union_at_idx" ON "agreement_responses" USING btree ("union_seq","response_at");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_files_file_uq" ON "archive_files" USING btree ("file_seq");--> statement-breakpoint
CREATE INDEX "archive_histories_archive_idx" ON "archive_histories" USING btree ("archive_seq","occurred_at" DESC NULLS LAST,"archive_history_seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "archives_union_created_idx" ON "archives" USING btree ("union_seq","created_at" DESC NULLS LAST,"archive_seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_issuance_documents_order_idx" ON "document_issuance_documents" USING btree ("document_issuance_seq","document_code","document_seq");--> statement-breakpoint
CREATE INDEX "document_issuance_documents_waiting_idx" ON "document_issuance_documents" USING btree ("issuance_status","ready_at");--> statement-breakpoint
CREATE INDEX "document_issuances_union_idx" ON "document_issuances" USING btree ("union_seq","requested_at" DESC NULLS LAST,"document_issuance_seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "document_issuances_idem_uq" ON "document_issuances" USING btree ("union_seq","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "edoc_sim_documents_external_uq" ON "edoc_sim_documents" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edoc_sim_documents_access_uq" ON "edoc_sim_documents" USING btree ("access_code");--> statement-breakpoint
CREATE INDEX "electronic_document_recipients_doc_idx" ON "electronic_document_recipients" USING btree ("electronic_document_seq","electronic_document_recipient_seq");--> statement-breakpoint
CREATE INDEX "electronic_document_recipients_open_idx" ON "electronic_document_recipients" USING btree ("status") WHERE "electronic_document_recipients"."status" in ('SENT', 'RECEIVED', 'OPENED');--> statement-breakpoint
CREATE INDEX "electronic_documents_union_idx" ON "electronic_documents" USING btree ("union_seq","electronic_document_seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "electronic_documents_status_idx" ON "electronic_documents" USING btree ("document_status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_documents_send_key_uq" ON "electronic_documents" USING btree ("union_seq","send_idempotency_key") WHERE "electronic_documents"."send_idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "post_carrier_items_next_idx" ON "post_carrier_items" USING btree ("next_step_at") WHERE "post_carrier_items"."next_step_at" is not null;--> statement-breakpoint
CREATE INDEX "post_carrier_items_unreported_idx" ON "post_carrier_items" USING btree ("reference") WHERE "post_carrier_items"."reported_stage" is distinct from "post_carrier_items"."stage";--> statement-breakpoint
CREATE INDEX "post_forms_union_idx" ON "post_forms" USING btree ("union_seq","post_form_seq");--> statement-breakpoint
CREATE INDEX "post_recipients_post_idx" ON "post_recipients" USING btree ("post_seq","post_recipient_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "post_recipients_tracking_uq" ON "post_recipients" USING btree ("tracking_no") WHERE "post_recipients"."tracking_no" is not null;--> statement-breakpoint
CREATE INDEX "posts_union_idx" ON "posts" USING btree ("union_seq","post_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_idempotency_uq" ON "posts" USING btree ("union_seq","idempotency_key");--> statement-breakpoint
CREATE INDEX "posts_letters_idx" ON "posts" USING btree ("letters_status") WHERE "posts"."letters_status" <> 'DONE';--> statement-breakpoint
CREATE INDEX "promotion_connection_histories_meet_idx" ON "promotion_connection_histories" USING btree ("meet_seq","actioned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promotion_connection_histories_user_idx" ON "promotion_connection_histories" USING btree ("promotion_user_seq","actioned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promotion_execution_histories_meet_idx" ON "promotion_execution_histories" USING btree ("meet_seq","actioned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promotion_execution_histories_user_idx" ON "promotion_execution_histories" USING btree ("promotion_user_seq","actioned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promotion_sessions_user_idx" ON "promotion_sessions" USING btree ("promotion_user_seq") WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_users_login_id_uq" ON "promotion_users" USING btree ("login_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_users_meet_phone_uq" ON "promotion_users" USING btree ("meet_seq","phone_no");--> statement-breakpoint
CREATE INDEX "promotion_users_meet_position_idx" ON "promotion_users" USING btree ("meet_seq","position","promotion_user_seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promotion_users_union_idx" ON "promotion_users" USING btree ("union_seq","meet_seq");