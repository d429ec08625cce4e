import { types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openPglite, PGLITE_START_PARAMS } from "./client";
import { openPgliteThread, type PgliteClient } from "./pglite-thread";

describe("PGlite on a thread of its own", () => {
  let client: PgliteClient;

  beforeAll(async () => {
    client = await openPgliteThread(undefined, PGLITE_START_PARAMS);
    await client.exec("CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, at timestamptz)");
  });
  afterAll(() => client.close());

  it("answers statements with their parameters, rows and PostgreSQL's types", async () => {
    await client.query("INSERT INTO items VALUES ($1, $2, $3)", [1, "하나", new Date("2026-01-02T03:04:05Z")]);
    const result = await client.query<{ id: number; name: string; at: Date }>("SELECT * FROM items WHERE id = $1", [1]);
    expect(result.rows).toEqual([{ id: 1, name: "하나", at: new Date("2026-01-02T03:04:05Z") }]);
    const asText = await client.query<unknown[]>("SELECT at FROM items", [], {
      rowMode: "array",
      parsers: { [types.TIMESTAMPTZ]: (value) => value },
    });
    expect(typeof asText.rows[0]?.[0]).toBe("string");
  });

  it("refuses a parser that is not identity (functions cannot cross threads)", async () => {
    await expect(client.query("SELECT 1", [], { parsers: { [types.INT4]: (v) => Number(v) * 2 } })).rejects.toThrow(
      /not identity/,
    );
  });

  it("gives PostgreSQL's error fields (code, constraint) and goes on after an error", async () => {
    const error = await client.query("INSERT INTO items (id, name) VALUES (1, 'again')").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", constraint: "items_pkey" });
    expect((await client.query("SELECT count(*)::int AS n FROM items")).rows).toEqual([{ n: 1 }]);
  });

  it("commits a transaction, rolls one back on an error, and holds other statements while one is open", async () => {
    await client.transaction(async (tx) => {
      await tx.query("INSERT INTO items (id, name) VALUES (2, 'two')");
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query("INSERT INTO items (id, name) VALUES (3, 'three')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const tx = client.transaction(async (t) => {
      await t.query("INSERT INTO items (id, name) VALUES (4, 'four')");
      await held;
      order.push("tx done");
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = client.query("SELECT count(*)::int AS n FROM items").then((r) => {
      order.push("outside");
      return r.rows;
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    expect(await outside).toEqual([{ n: 3 }]);
    expect(order).toEqual(["tx done", "outside"]);
    const ids = await client.query<{ id: number }>("SELECT id FROM items ORDER BY id");
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2, 4]);
  });

  it("hears a notification before the answer of the statement that sent it", async () => {
    const heard: string[] = [];
    const stop = await client.listen("thread_test", (payload) => heard.push(payload));
    await client.query("SELECT pg_notify('thread_test', 'hello')");
    expect(heard).toEqual(["hello"]);
    await stop();
    await client.query("SELECT pg_notify('thread_test', 'again')");
    expect(heard).toEqual(["hello"]);
    // Listening again hears each notification once.
    const stopAgain = await client.listen("thread_test", (payload) => heard.push(payload));
    await client.query("SELECT pg_notify('thread_test', 'once')");
    expect(heard).toEqual(["hello", "once"]);
    await stopAgain();
  });

  it("refuses a parameter that cannot cross to the thread, and goes on", async () => {
    await expect(client.query("SELECT $1::text", [() => "x"])).rejects.toThrow(/cannot be sent/);
    expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  });
});

describe("the server's PGlite handle on its thread", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openPglite(undefined, { thread: true });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it("migrates and runs Drizzle's queries and transactions", async () => {
    const rows = await handle.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const n = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    expect(n).toBeGreaterThan(20);
    const value = await handle.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`SELECT now() AS at`)) as unknown as { rows: { at: string }[] };
      return result.rows[0]?.at;
    });
    expect(typeof value).toBe("string");
    expect((await handle.executeSql("SELECT 1 AS one; SELECT 2 AS two", [])).rows).toEqual([{ two: 2 }]);
  });
});
