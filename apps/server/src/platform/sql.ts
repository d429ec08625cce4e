import { type Column, ilike, like, type SQL } from "drizzle-orm";

/**
 * The text with LIKE's wildcards (`%`, `_`) and its escape character (`\`, PostgreSQL's default) escaped,
 * so each of them matches only itself.
 */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern "contains `value`": every character typed, `%` and `_` too, matches itself. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;

/**
 * "Contains", ignoring case: every search filter that finds text. A value without cased letters (Hangul,
 * digits) matches the same under LIKE as under ILIKE, and LIKE is several times cheaper per row, so it is
 * used then.
 */
export const contains = (column: Column | SQL, value: string): SQL =>
  value.toLowerCase() === value.toUpperCase()
    ? like(column, containsPattern(value))
    : ilike(column, containsPattern(value));

/** "Contains", minding case (digits such as phone numbers, where case cannot matter). */
export const containsCased = (column: Column | SQL, value: string): SQL => like(column, containsPattern(value));

/** The page size of a list whose query gives none. */
export const DEFAULT_PAGE_SIZE = 10;

/** A list query's paging: `page` counts from 0. */
export type PageQuery = { page?: number | undefined; pageSize?: number | undefined };

/** The rows of one page: `limit` and `offset` of a 0-based `page` of `pageSize` rows (10 when not given). */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  const limit = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: (query.page ?? 0) * limit };
}
