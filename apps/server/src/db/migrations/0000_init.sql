CREATE TABLE "auth_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"member_seq" integer NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "authorization_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"member_seq" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirect_uris" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"member_seq" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"birth" text DEFAULT '' NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_members" (
	"service_member_id" serial PRIMARY KEY NOT NULL,
	"member_seq" integer NOT NULL,
	"service_type" text DEFAULT 'OMS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer,
	"uploaded_by" integer NOT NULL,
	"division_code" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_system_maintenance" (
	"type" text PRIMARY KEY NOT NULL,
	"is_under_maintenance" boolean DEFAULT false NOT NULL,
	"message" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_group_menus" (
	"manager_group_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "manager_group_menus_manager_group_id_menu_id_pk" PRIMARY KEY("manager_group_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "manager_groups" (
	"manager_group_id" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"service_type" text DEFAULT 'OMS' NOT NULL,
	"name" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"is_auto_generated" boolean DEFAULT false NOT NULL,
	"can_manage_members" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "union_managers" (
	"service_manager_id" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"service_member_id" integer NOT NULL,
	"label" text DEFAULT 'USER' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"manager_group_id" integer,
	"acceptance_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unions" (
	"union_seq" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"homepage_url" text,
	"assembly_url" text,
	"service_division_code" text DEFAULT 'BASIC' NOT NULL,
	"service_start_at" timestamp with time zone,
	"service_end_at" timestamp with time zone,
	"target_service_id" integer NOT NULL,
	"is_activated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"transaction_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"credit_type" text NOT NULL,
	"kind" text NOT NULL,
	"service_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_members" ADD CONSTRAINT "service_members_member_seq_members_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."members"("member_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_group_menus" ADD CONSTRAINT "manager_group_menus_manager_group_id_manager_groups_manager_group_id_fk" FOREIGN KEY ("manager_group_id") REFERENCES "public"."manager_groups"("manager_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_groups" ADD CONSTRAINT "manager_groups_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_managers" ADD CONSTRAINT "union_managers_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_managers" ADD CONSTRAINT "union_managers_service_member_id_service_members_service_member_id_fk" FOREIGN KEY ("service_member_id") REFERENCES "public"."service_members"("service_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_member_idx" ON "auth_sessions" USING btree ("member_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "members_login_id_uq" ON "members" USING btree ("login_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_members_member_uq" ON "service_members" USING btree ("member_seq","service_type");--> statement-breakpoint
CREATE INDEX "files_union_idx" ON "files" USING btree ("union_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "union_managers_union_member_uq" ON "union_managers" USING btree ("union_seq","service_member_id");--> statement-breakpoint
CREATE INDEX "union_managers_member_idx" ON "union_managers" USING btree ("service_member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_union_idx" ON "ledger_entries" USING btree ("union_seq","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idem_uq" ON "ledger_entries" USING btree ("union_seq","idempotency_key");