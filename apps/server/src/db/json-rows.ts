import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * A row the database built as JSON (`row_to_json`, `json_agg`), keyed by column names, turned into the
 * row Drizzle would have returned: property keys, `Date` for timestamps, numbers for bigints.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    const value = json[column.name];
    const type = column.getSQLType();
    row[key] =
      value == null
        ? null
        : type.startsWith("timestamp")
          ? new Date(value as string)
          : type === "bigint"
            ? Number(value)
            : value;
  }
  return row as T["$inferSelect"];
}
