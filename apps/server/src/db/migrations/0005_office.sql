CREATE TABLE "office_managers" (
	"union_manager_seq" serial PRIMARY KEY NOT NULL,
	"union_seq" integer NOT NULL,
	"name" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"union_seq" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"zip_no" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"detail_address" text DEFAULT '' NOT NULL,
	"phone_no" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"fax_no" text DEFAULT '' NOT NULL,
	"manager_name" text DEFAULT '' NOT NULL,
	"manager_phone_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_managers" ADD CONSTRAINT "office_managers_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_union_seq_unions_union_seq_fk" FOREIGN KEY ("union_seq") REFERENCES "public"."unions"("union_seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_managers_union_idx" ON "office_managers" USING btree ("union_seq");