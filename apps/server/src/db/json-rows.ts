import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

type ColumnKind = "plain" | "timestamp" | "bigint";
type ColumnPlan = { key: string; name: string; kind: ColumnKind };

const plans = new WeakMap<PgTable, ColumnPlan[]>();

/** How each column of a table reads back from JSON; worked out once per table. */
function planOf(table: PgTable): ColumnPlan[] {
  let plan = plans.get(table);
  if (!plan) {
    plan = Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, column]) => {
      const type = column.getSQLType();
      const kind: ColumnKind = type.startsWith("timestamp") ? "timestamp" : type === "bigint" ? "bigint" : "plain";
      return { key, name: column.name, kind };
    });
    plans.set(table, plan);
  }
  return plan;
}

/**
 * A row the database built as JSON (`row_to_json`, `json_agg`), keyed by column names, turned into the
 * row Drizzle would have returned: property keys, `Date` for timestamps, numbers for bigints.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const { key, name, kind } of planOf(table)) {
    const value = json[name];
    row[key] =
      value == null
        ? null
        : kind === "timestamp"
          ? new Date(value as string)
          : kind === "bigint"
            ? Number(value)
            : value;
  }
  return row as T["$inferSelect"];
}
