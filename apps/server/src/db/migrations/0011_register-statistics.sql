-- No planner statistics for the register's JSON columns: no plan uses them (filters on phones, custom
-- columns and addresses go through expressions or the *_text columns), and gathering them was most of
-- the time of ANALYZE after an Excel upload (0.8 of 0.9 s for 10,000 owners on PGlite, where every other
-- request waits for it). The other columns keep the default target, so plans stay as they were.
ALTER TABLE "union_registers" ALTER COLUMN "main_phone" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "union_registers" ALTER COLUMN "sub_phones" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "union_registers" ALTER COLUMN "real_address" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "union_registers" ALTER COLUMN "post_address" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "union_registers" ALTER COLUMN "attribute" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "register_local_addresses" ALTER COLUMN "land_ownership" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "register_local_addresses" ALTER COLUMN "building_ownership" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "register_owner_docs" ALTER COLUMN "doc" SET STATISTICS 0;
