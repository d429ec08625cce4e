import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contains, containsCased, containsPattern, escapeLike, pageWindow } from "./sql";

const dialect = new PgDialect();
const text = sql.raw("t.v");

describe("escapeLike and containsPattern", () => {
  it("escapes %, _ and the escape character itself, and leaves other text alone", () => {
    expect(escapeLike("100%_할인\\")).toBe("100\\%\\_할인\\\\");
    expect(escapeLike("홍길동 abc-1")).toBe("홍길동 abc-1");
    expect(containsPattern("a%b")).toBe("%a\\%b%");
    expect(containsPattern("")).toBe("%%");
  });
});

describe("contains and containsCased", () => {
  it("uses LIKE for a value without cased letters and ILIKE otherwise; containsCased always LIKE", () => {
    expect(dialect.sqlToQuery(contains(text, "홍길_")).sql).toBe("t.v like $1");
    expect(dialect.sqlToQuery(contains(text, "Johap")).sql).toBe("t.v ilike $1");
    expect(dialect.sqlToQuery(containsCased(text, "Johap")).sql).toBe("t.v like $1");
    expect(dialect.sqlToQuery(contains(text, "5%")).params).toEqual(["%5\\%%"]);
  });

  describe("on PostgreSQL", () => {
    let pg: PGlite;
    beforeAll(async () => {
      pg = await PGlite.create();
    });
    afterAll(() => pg.close());

    const VALUES = ["100%_할인", "100원 할인", "a_b", "axb", "A\\B", "JOHAP건설"];
    const matching = async (condition: SQL) => {
      const query = dialect.sqlToQuery(
        sql`select t.v from jsonb_array_elements_text(${JSON.stringify(VALUES)}::jsonb) with ordinality as t(v, n)
          where ${condition} order by t.n`,
      );
      return (await pg.query<{ v: string }>(query.sql, query.params)).rows.map((r) => r.v);
    };

    it("matches % and _ typed in a filter only as themselves", async () => {
      expect(await matching(contains(text, "%"))).toEqual(["100%_할인"]);
      expect(await matching(contains(text, "_"))).toEqual(["100%_할인", "a_b"]);
      expect(await matching(contains(text, "0%_"))).toEqual(["100%_할인"]);
      expect(await matching(containsCased(text, "a_b"))).toEqual(["a_b"]);
      expect(await matching(contains(text, "\\"))).toEqual(["A\\B"]);
    });

    it("ignores case in contains and minds it in containsCased", async () => {
      expect(await matching(contains(text, "johap"))).toEqual(["JOHAP건설"]);
      expect(await matching(contains(text, "a\\b"))).toEqual(["A\\B"]);
      expect(await matching(containsCased(text, "johap"))).toEqual([]);
      expect(await matching(contains(text, "할인"))).toEqual(["100%_할인", "100원 할인"]);
    });
  });
});

describe("pageWindow", () => {
  it("turns a 0-based page into limit and offset", () => {
    expect(pageWindow({ page: 0, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 25 })).toEqual({ limit: 25, offset: 75 });
  });

  it("reads a missing page as 0 and a missing page size as 10", () => {
    expect(pageWindow({})).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ page: 2 })).toEqual({ limit: 10, offset: 20 });
    expect(pageWindow({ pageSize: 50 })).toEqual({ limit: 50, offset: 0 });
  });
});
