CREATE TABLE "union_applications" (
	"union_application_id" serial PRIMARY KEY NOT NULL,
	"service_member_id" integer NOT NULL,
	"union_seq" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "union_manager_invitations" (
	"union_manager_invitation_id" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"service_member_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"invitation_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "union_applications" ADD CONSTRAINT "union_applications_service_member_id_service_members_service_member_id_fk" FOREIGN KEY ("service_member_id") REFERENCES "public"."service_members"("service_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_manager_invitations" ADD CONSTRAINT "union_manager_invitations_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_manager_invitations" ADD CONSTRAINT "union_manager_invitations_service_member_id_service_members_service_member_id_fk" FOREIGN KEY ("service_member_id") REFERENCES "public"."service_members"("service_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "union_applications_pending_uq" ON "union_applications" USING btree ("service_member_id","union_seq") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "union_applications_status_idx" ON "union_applications" USING btree ("status","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "union_manager_invitations_pending_uq" ON "union_manager_invitations" USING btree ("union_seq","service_member_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "union_manager_invitations_member_idx" ON "union_manager_invitations" USING btree ("service_member_id");