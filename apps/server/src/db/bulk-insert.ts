import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const recordsetType = (column: PgColumn) => {
  const type = column.getSQLType();
  if (type === "serial") return "integer";
  if (type === "bigserial") return "bigint";
  return type;
};
/**
 * Inserts many rows in one statement with one parameter: the rows travel as a JSON array and
 * `jsonb_to_recordset` turns them back into typed columns. Much cheaper to build and to parse than
 * a multi-row VALUES list with a parameter per cell, for PGlite and PostgreSQL alike. Columns no row
 * gives keep their defaults. Returns the `returning` column of each row, in the order given.
 */
export async function bulkInsert<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
  returning: K,
): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const payload = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      const value = (row as Record<string, unknown>)[key];
      record[columns[key]!.name] =
        value === undefined || value === null ? null : value instanceof Date ? value.toISOString() : value;
    }
    return record;
  });
  const names = keys.map((key) => quote(columns[key]!.name));
  const definitions = keys.map((key) => `${quote(columns[key]!.name)} ${recordsetType(columns[key]!)}`);
  const target = quote(columns[returning]!.name);
  const query: SQL = sql`insert into ${table} (${sql.raw(names.join(", "))}) select ${sql.raw(names.join(", "))} from rows from (jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as (${sql.raw(definitions.join(", "))})) with ordinality as x(${sql.raw([...names, '"__ordinal"'].join(", "))}) order by "__ordinal" returning ${sql.raw(target)}`;
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => r[columns[returning]!.name]);
}
