import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const files = pgTable(
  "files",
  {
    fileSeq: serial("file_seq").primaryKey(),
    unionSeq: integer("union_seq"),
    uploadedBy: integer("uploaded_by").notNull(),
    divisionCode: text("division_code").notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    status: text("status", { enum: ["PENDING", "STORED"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("files_union_idx").on(t.unionSeq)],
);
