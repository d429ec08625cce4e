import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unionManagers, unions } from "../modules/union-users/union-users.table";
import { ledgerEntries } from "../platform/ledger.table";
import { createTestApp, type TestApp, UNION_1, UNION_2 } from "../test/test-app";
import { type Change, parseChange } from "./change-feed";
import { openPostgres } from "./client";
import { inTransaction } from "./transaction";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Records what the feed hears, in order with the test's own steps. */
function recorder(tables: string[]) {
  const heard: string[] = [];
  const stop = t.handle.changes.subscribe((change: Change) => {
    if (tables.includes(change.table)) heard.push(change.key == null ? change.table : `${change.table}:${change.key}`);
  });
  return { heard, stop };
}

const entry = (unionSeq: number) => ({
  unionSeq,
  creditType: "POINT" as const,
  kind: "CHARGE" as const,
  serviceType: "TEST",
  amount: 1,
});

describe("the change feed", () => {
  it("reads a payload as a table and, when it names one, a union", () => {
    expect(parseChange("unions")).toEqual({ table: "unions", key: null });
    expect(parseChange("ledger_entries:12")).toEqual({ table: "ledger_entries", key: "12" });
  });

  it("is live, and hears a committed change before the writing statement resolves", async () => {
    await expect.poll(() => t.handle.changes.live).toBe(true);
    const { heard, stop } = recorder(["unions"]);
    await t.handle.db
      .update(unions)
      .set({ homepageUrl: "https://example.org/changed" })
      .where(eq(unions.unionSeq, UNION_1));
    heard.push("update resolved");
    stop();
    // On PostgreSQL the connection kept for listening hears it too, before or after: a cache forgets twice.
    expect(heard[0]).toBe("unions");
    expect(heard.filter((h) => h !== "unions")).toEqual(["update resolved"]);
  });

  it("names each union of a ledger insert once, and says nothing of a rolled-back write or an unwatched table", async () => {
    const { heard, stop } = recorder(["ledger_entries", "union_managers", "sign_in_failures"]);
    await t.handle.db.insert(ledgerEntries).values([entry(UNION_1), entry(UNION_1), entry(UNION_2)]);
    heard.push("insert resolved");
    await inTransaction(t.handle.db, async (tx) => {
      await tx.update(unionManagers).set({ status: "REVOKED" });
      throw new Error("roll back");
    }).catch(() => undefined);
    await t.handle.db.execute(sql`delete from sign_in_failures`);
    // Time for a notification from the connection kept for listening (PostgreSQL) to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    // Both unions are heard before the insert resolves (the listening connection may repeat them).
    const beforeResolved = heard.slice(0, heard.indexOf("insert resolved"));
    expect(new Set(beforeResolved)).toEqual(new Set([`ledger_entries:${UNION_1}`, `ledger_entries:${UNION_2}`]));
    // The listening connection may repeat the ledger's; nothing else is heard.
    expect(new Set(heard)).toEqual(
      new Set([`ledger_entries:${UNION_1}`, `ledger_entries:${UNION_2}`, "insert resolved"]),
    );
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("on PostgreSQL, hears a change another process commits", async () => {
    const url = t.handle.connectionString;
    if (!url) throw new Error("a PostgreSQL test app has a connection string");
    const other = openPostgres(url, 1);
    try {
      const { heard, stop } = recorder(["unions"]);
      await other.db
        .update(unions)
        .set({ homepageUrl: "https://example.org/from another process" })
        .where(eq(unions.unionSeq, UNION_2));
      await expect.poll(() => heard, { timeout: 5000 }).toContain("unions");
      stop();
    } finally {
      await other.close();
    }
  });
});
