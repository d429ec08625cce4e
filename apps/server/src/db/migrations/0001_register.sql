CREATE TABLE "activity_mappings" (
	"union_seq" integer NOT NULL,
	"attribute_code" text NOT NULL,
	"display_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_mappings_union_seq_attribute_code_pk" PRIMARY KEY("union_seq","attribute_code")
);
--> statement-breakpoint
CREATE TABLE "register_agents" (
	"union_register_agent_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"union_register_seq" integer NOT NULL,
	"relation_type" text NOT NULL,
	"relation_description" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"name_class" text DEFAULT '' NOT NULL,
	"birth" text NOT NULL,
	"gender" text NOT NULL,
	"phone_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_audit_events" (
	"audit_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"union_register_seq" integer,
	"type" text NOT NULL,
	"actor_member_seq" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_file_status" (
	"union_seq" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'NONE' NOT NULL,
	"file_seq" integer,
	"file_name" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_local_addresses" (
	"local_address_seq" serial PRIMARY KEY NOT NULL,
	"union_register_seq" integer NOT NULL,
	"union_seq" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"city" text NOT NULL,
	"gu" text DEFAULT '' NOT NULL,
	"dong" text NOT NULL,
	"jibun" text NOT NULL,
	"zone_road" text DEFAULT '' NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"apartment_dong" text DEFAULT '' NOT NULL,
	"apartment_floor" text DEFAULT '' NOT NULL,
	"apartment_hosu" text DEFAULT '' NOT NULL,
	"check_status" text DEFAULT 'N' NOT NULL,
	"registration_type" text DEFAULT 'LAND' NOT NULL,
	"land_ownership" jsonb,
	"building_ownership" jsonb
);
--> statement-breakpoint
CREATE TABLE "registration_addresses" (
	"registration_address_seq" serial PRIMARY KEY NOT NULL,
	"local_address_seq" integer NOT NULL,
	"union_seq" integer NOT NULL,
	"registration_address" text NOT NULL,
	"registration_no" text DEFAULT '' NOT NULL,
	"registration_type" text DEFAULT 'LAND' NOT NULL,
	"registration_state" text DEFAULT '현행' NOT NULL,
	"is_changed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "union_registers" (
	"union_register_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"union_register_no_main" integer NOT NULL,
	"union_register_no_sub" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"name_class" text DEFAULT '' NOT NULL,
	"owner_type" text DEFAULT 'NONE' NOT NULL,
	"share_type" text DEFAULT 'SINGLE' NOT NULL,
	"is_representative" boolean DEFAULT false NOT NULL,
	"position" text DEFAULT 'NONE' NOT NULL,
	"position_description" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'NONE' NOT NULL,
	"birth" text DEFAULT '' NOT NULL,
	"company_no" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"has_voting_right" boolean DEFAULT true NOT NULL,
	"has_sales_right" boolean DEFAULT false NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"main_phone" jsonb NOT NULL,
	"main_phone_no" text DEFAULT '' NOT NULL,
	"sub_phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"real_address" jsonb NOT NULL,
	"real_address_text" text DEFAULT '' NOT NULL,
	"post_address" jsonb NOT NULL,
	"etc_address" text DEFAULT '' NOT NULL,
	"attribute" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "register_agents" ADD CONSTRAINT "register_agents_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_file_status" ADD CONSTRAINT "register_file_status_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_local_addresses" ADD CONSTRAINT "register_local_addresses_union_register_seq_union_registers_union_register_seq_fk" FOREIGN KEY ("union_register_seq") REFERENCES "public"."union_registers"("union_register_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_addresses" ADD CONSTRAINT "registration_addresses_local_address_seq_register_local_addresses_local_address_seq_fk" FOREIGN KEY ("local_address_seq") REFERENCES "public"."register_local_addresses"("local_address_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_registers" ADD CONSTRAINT "union_registers_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "register_agents_owner_uq" ON "register_agents" USING btree ("union_register_seq");--> statement-breakpoint
CREATE INDEX "register_audit_events_union_idx" ON "register_audit_events" USING btree ("union_seq","created_at");--> statement-breakpoint
CREATE INDEX "register_local_addresses_owner_idx" ON "register_local_addresses" USING btree ("union_register_seq");--> statement-breakpoint
CREATE INDEX "register_local_addresses_union_idx" ON "register_local_addresses" USING btree ("union_seq");--> statement-breakpoint
CREATE INDEX "registration_addresses_local_idx" ON "registration_addresses" USING btree ("local_address_seq");--> statement-breakpoint
CREATE INDEX "registration_addresses_no_idx" ON "registration_addresses" USING btree ("union_seq","registration_no");--> statement-breakpoint
CREATE UNIQUE INDEX "union_registers_serial_uq" ON "union_registers" USING btree ("union_seq","union_register_no_main","union_register_no_sub");--> statement-breakpoint
CREATE INDEX "union_registers_name_idx" ON "union_registers" USING btree ("union_seq","name");