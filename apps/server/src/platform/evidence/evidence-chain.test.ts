import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { auditEvents } from "./evidence.table";
import { appendEvidence, GENESIS_HASH, sha256, verifyEvidenceChain } from "./evidence-chain";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submission = (unionSeq: number, n: number) => ({
  unionSeq,
  kind: "CONSENT_SUBMITTED",
  subject: `consent:1/recipient:${n}`,
  payload: { documentHash: sha256(`document ${n}`), consentTextHash: sha256("text"), signatureHash: null },
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (Linux; Android 14)",
});

/** Changes stored events as only someone bypassing the database's refusal could (a superuser). */
async function tamper(work: () => Promise<unknown>) {
  await t.handle.db.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
  try {
    await work();
  } finally {
    await t.handle.db.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
  }
}

const at = (unionSeq: number, chainIndex: number) =>
  and(eq(auditEvents.unionSeq, unionSeq), eq(auditEvents.chainIndex, chainIndex));

describe("the evidence chain", () => {
  it("links each union's events in order, from the genesis hash", async () => {
    const first = await appendEvidence(t.handle.db, submission(UNION_1, 1));
    const second = await appendEvidence(t.handle.db, submission(UNION_1, 2));
    const other = await appendEvidence(t.handle.db, submission(UNION_2, 1));
    expect(first).toMatchObject({ chainIndex: 1, previousHash: GENESIS_HASH });
    expect(second).toMatchObject({ chainIndex: 2, previousHash: first.hash });
    expect(other).toMatchObject({ chainIndex: 1, previousHash: GENESIS_HASH });
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyEvidenceChain(t.handle.db, UNION_2)).toEqual({ ok: true, length: 1, lastHash: other.hash });
  });

  it("keeps one chain when appends of a union run at once", async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => appendEvidence(t.handle.db, submission(UNION_1, 100 + i))));
    const check = await verifyEvidenceChain(t.handle.db, UNION_1);
    expect(check).toMatchObject({ ok: true, length: 22 });
  });

  it("is refused any update, delete or truncate by the database", async () => {
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await t.handle.db.execute(statement).then(
        () => null,
        (e: Error) => e,
      );
      expect(String(error?.cause ?? error)).toContain("append-only");
    };
    await refused(sql`update audit_events set kind = 'X' where union_seq = ${UNION_1}`);
    await refused(sql`delete from audit_events where union_seq = ${UNION_1}`);
    await refused(sql`truncate audit_events`);
    expect(await verifyEvidenceChain(t.handle.db, UNION_1)).toMatchObject({ ok: true, length: 22 });
  });

  it("finds a changed payload, a changed fact, a removed event and a reordering", async () => {
    const union = UNION_2;
    for (let n = 2; n <= 6; n++) await appendEvidence(t.handle.db, submission(union, n));
    expect(await verifyEvidenceChain(t.handle.db, union)).toMatchObject({ ok: true, length: 6 });
    const [third] = await t.handle.db.select().from(auditEvents).where(at(union, 3));

    await tamper(() =>
      t.handle.db
        .update(auditEvents)
        .set({ payload: { ...third!.payload, documentHash: sha256("forged") } })
        .where(at(union, 3)),
    );
    expect(await verifyEvidenceChain(t.handle.db, union)).toEqual({
      ok: false,
      length: 2,
      chainIndex: 3,
      reason: "payload",
    });
    await tamper(() => t.handle.db.update(auditEvents).set({ payload: third!.payload }).where(at(union, 3)));
    expect(await verifyEvidenceChain(t.handle.db, union)).toMatchObject({ ok: true });

    await tamper(() =>
      t.handle.db
        .update(auditEvents)
        .set({ occurredAt: new Date(third!.occurredAt.getTime() - 60_000) })
        .where(at(union, 3)),
    );
    expect(await verifyEvidenceChain(t.handle.db, union)).toMatchObject({ ok: false, chainIndex: 3, reason: "hash" });
    await tamper(() => t.handle.db.update(auditEvents).set({ occurredAt: third!.occurredAt }).where(at(union, 3)));

    // Two events swap places (their indexes exchanged): the links no longer follow.
    await tamper(async () => {
      await t.handle.db.update(auditEvents).set({ chainIndex: 1000 }).where(at(union, 4));
      await t.handle.db.update(auditEvents).set({ chainIndex: 4 }).where(at(union, 5));
      await t.handle.db.update(auditEvents).set({ chainIndex: 5 }).where(at(union, 1000));
    });
    expect(await verifyEvidenceChain(t.handle.db, union)).toMatchObject({ ok: false, chainIndex: 4, reason: "link" });
    await tamper(async () => {
      await t.handle.db.update(auditEvents).set({ chainIndex: 1000 }).where(at(union, 4));
      await t.handle.db.update(auditEvents).set({ chainIndex: 4 }).where(at(union, 5));
      await t.handle.db.update(auditEvents).set({ chainIndex: 5 }).where(at(union, 1000));
    });
    expect(await verifyEvidenceChain(t.handle.db, union)).toMatchObject({ ok: true, length: 6 });

    await tamper(() => t.handle.db.delete(auditEvents).where(at(union, 5)));
    expect(await verifyEvidenceChain(t.handle.db, union)).toEqual({
      ok: false,
      length: 4,
      chainIndex: 6,
      reason: "index",
    });
    // A removed last event leaves a chain that checks: the last hash, kept elsewhere (a certificate,
    // the owner's receipt), is what shows the end was cut.
    await tamper(() => t.handle.db.delete(auditEvents).where(at(union, 6)));
    const cut = await verifyEvidenceChain(t.handle.db, union);
    expect(cut).toMatchObject({ ok: true, length: 4 });
  });
});

describe("GET /ops/evidence/{unionSeq}/verify", () => {
  it("answers the check to the operator's token only", async () => {
    const url = `/ops/evidence/${UNION_1}/verify`;
    const refused = await t.app.inject({ method: "GET", url, headers: { "x-ops-token": "wrong" } });
    expect(refused.statusCode).toBe(403);
    const response = await t.app.inject({ method: "GET", url, headers: { "x-ops-token": t.secrets.opsToken } });
    expect(response.statusCode).toBe(200);
    await appendEvidence(t.handle.db, submission(UNION_1, 500));
    const again = await t.app.inject({ method: "GET", url, headers: { "x-ops-token": t.secrets.opsToken } });
    expect(again.json().data).toEqual(await verifyEvidenceChain(t.handle.db, UNION_1));
    expect(again.json().data).toMatchObject({ ok: true, length: response.json().data.length + 1 });
  });

  it("counts the events of one subject prefix, with LIKE's wildcards taken literally", async () => {
    const url = (subject: string) => `/ops/evidence/${UNION_2}/verify?subject=${encodeURIComponent(subject)}`;
    const headers = { "x-ops-token": t.secrets.opsToken };
    const before = (await t.app.inject({ method: "GET", url: url("consent:77/"), headers })).json().data;
    await appendEvidence(t.handle.db, { ...submission(UNION_2, 1), subject: "consent:77/recipient:1" });
    await appendEvidence(t.handle.db, { ...submission(UNION_2, 2), subject: "consent:77/recipient:2" });
    await appendEvidence(t.handle.db, { ...submission(UNION_2, 3), subject: "consent:771/recipient:3" });
    const after = (await t.app.inject({ method: "GET", url: url("consent:77/"), headers })).json().data;
    expect(after.subjectCount - before.subjectCount).toBe(2);
    const wildcard = (await t.app.inject({ method: "GET", url: url("consent:7_/"), headers })).json().data;
    expect(wildcard.subjectCount).toBe(0);
  });
});
