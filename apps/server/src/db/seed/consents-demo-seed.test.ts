import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  electronicConsentRecipientHistories,
  electronicConsentRecipients,
  electronicConsents,
} from "../../modules/consents/consents.table";
import { consoleHeaders } from "../../modules/consents/consents-test-support";
import { registerAgents, unionRegisters } from "../../modules/register/register.table";
import { auditEvents } from "../../platform/evidence/evidence.table";
import { verifyEvidenceChain } from "../../platform/evidence/evidence-chain";
import { createTestApp, type Session, signInSupervisor, type TestApp, UNION_2 } from "../../test/test-app";
import { seedDemoConsents } from "./consents-demo-seed";
import { DEMO_LOGIN } from "./demo-seed";
import { seedDemoRegister } from "./register-demo-seed";

const OWNERS = 600;
const DAY = 24 * 3600 * 1000;
let t: TestApp;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  await seedDemoRegister(t.handle.db, UNION_2, OWNERS);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ url, headers: consoleHeaders(supervisor, UNION_2) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const recipientsOf = (consentSeq: number) =>
  t.handle.db.select().from(electronicConsentRecipients).where(eq(electronicConsentRecipients.consentSeq, consentSeq));
const historiesOf = (consentSeq: number) =>
  t.handle.db
    .select()
    .from(electronicConsentRecipientHistories)
    .where(eq(electronicConsentRecipientHistories.consentSeq, consentSeq));

describe("consents demo seed", () => {
  let seededIn = 0;
  beforeAll(async () => {
    const started = Date.now();
    expect(await seedDemoConsents(t.handle.db, UNION_2, DEMO_LOGIN.loginId)).toBe(true);
    seededIn = Date.now() - started;
  });

  it("gives every owner who may be a recipient (public, or a name and birth date of their own or their agent's) to a COMPLETED, an IN_PROGRESS and a BEFORE consent, quickly", async () => {
    expect(seededIn).toBeLessThan(10_000);
    const consents = (await get("/v2/electronic-consents?pageSize=10")).data;
    expect(consents.map((c: { progressStatus: string }) => c.progressStatus)).toEqual([
      "BEFORE",
      "IN_PROGRESS",
      "COMPLETED",
    ]);
    const [eligible] = await t.handle.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(unionRegisters)
      .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
      .where(
        and(
          eq(unionRegisters.unionSeq, UNION_2),
          sql`(${unionRegisters.ownerType} = 'PUBLIC' or ${unionRegisters.birth} <> '' or ${registerAgents.birth} <> '')`,
        ),
      );
    expect(eligible!.n).toBeGreaterThan(OWNERS * 0.9);
    expect(eligible!.n).toBeLessThan(OWNERS);
    for (const c of consents) expect(c.recipientCount.total).toBe(eligible!.n);
    const [before, open, completed] = consents;
    // A consent not yet started has no submission, public owners' automatic ones included.
    expect(before.recipientCount.submitted).toBe(0);
    const waiting = await recipientsOf(before.consentSeq);
    expect(new Set(waiting.map((r) => r.status))).toEqual(new Set(["NOT_SUBMITTED"]));
    expect(waiting.every((r) => r.submittedAt === null && r.submitType === null)).toBe(true);
    expect(await historiesOf(before.consentSeq)).toHaveLength(0);
    const share = (c: { recipientCount: { submitted: number; total: number } }) =>
      c.recipientCount.submitted / c.recipientCount.total;
    expect(share(open)).toBeGreaterThan(0.33);
    expect(share(open)).toBeLessThan(0.47);
    expect(share(completed)).toBeGreaterThan(0.6);
    expect(share(completed)).toBeLessThan(0.8);
    expect(new Set(consents.map((c: { linkCode?: string; consentSeq: number }) => c.consentSeq)).size).toBe(3);
  });

  it("spreads the in-progress consent's submissions over its days: mostly online, some in writing, some withdrawn, public owners automatic from the start", async () => {
    const [open] = await t.handle.db
      .select()
      .from(electronicConsents)
      .where(and(eq(electronicConsents.unionSeq, UNION_2), eq(electronicConsents.progressStatus, "IN_PROGRESS")));
    const recipients = await recipientsOf(open!.consentSeq);
    const count = (status: string) => recipients.filter((r) => r.status === status).length;
    expect(count("ELECTRONIC_SUBMITTED")).toBeGreaterThan(2 * count("WRITTEN_SUBMITTED"));
    expect(count("WRITTEN_SUBMITTED")).toBeGreaterThan(10);
    expect(count("WITHDRAWAL")).toBeGreaterThan(3);
    expect(count("AUTO_SUBMITTED")).toBeGreaterThan(0);
    const start = open!.startedAt.getTime();
    const now = Date.now();
    for (const r of recipients) {
      if (r.status === "NOT_SUBMITTED") {
        expect([r.submitType, r.submittedAt, r.withdrawnAt]).toEqual([null, null, null]);
        continue;
      }
      if (r.status === "AUTO_SUBMITTED") {
        expect([r.submitType, r.submittedAt?.getTime()]).toEqual(["AUTO", start]);
        continue;
      }
      const at = r.submittedAt!.getTime();
      expect(at).toBeGreaterThanOrEqual(start);
      expect(at).toBeLessThanOrEqual(now);
      expect(r.activeWithdrawnAt!.getTime()).toBe(at + 14 * DAY);
      if (r.status === "WITHDRAWAL") {
        expect(r.withdrawnAt!.getTime()).toBeGreaterThanOrEqual(at);
        expect(r.withdrawnAt!.getTime()).toBeLessThanOrEqual(Math.min(now, at + 5 * DAY));
      } else expect(r.withdrawnAt).toBeNull();
    }
    const days = new Set(
      recipients.flatMap((r) => (r.submittedAt ? [Math.floor((r.submittedAt.getTime() - start) / DAY)] : [])),
    );
    expect(days.size).toBeGreaterThanOrEqual(8);
    const dongs: { dong: string; percent: number; totalCount: number }[] = (
      await get(`/v2/electronic-consents/${open!.consentSeq}/statistics/dong`)
    ).data;
    expect(dongs.length).toBeGreaterThanOrEqual(3);
    const percents = dongs.map((d) => d.percent);
    expect(Math.max(...percents) - Math.min(...percents)).toBeGreaterThan(20);
    const area = (await get(`/v2/electronic-consents/${open!.consentSeq}/statistics/area`)).data;
    expect(area.percent).toBeGreaterThan(25);
    expect(area.percent).toBeLessThan(60);
  });

  it("writes a history for each submission and withdrawal, and the same acts as evidence on an intact chain", async () => {
    const consents = await t.handle.db
      .select()
      .from(electronicConsents)
      .where(eq(electronicConsents.unionSeq, UNION_2));
    const owners = await t.handle.db.select().from(unionRegisters).where(eq(unionRegisters.unionSeq, UNION_2));
    const names = new Map(owners.map((o) => [o.unionRegisterSeq, o.name]));
    let acts = 0;
    for (const consent of consents.filter((c) => c.progressStatus !== "BEFORE")) {
      const recipients = await recipientsOf(consent.consentSeq);
      const histories = await historiesOf(consent.consentSeq);
      const byRecipient = new Map(recipients.map((r) => [r.recipientSeq, r]));
      const submitted = recipients.filter((r) => r.submitType === "ELECTRONIC" || r.submitType === "WRITTEN");
      expect(histories.filter((h) => h.action === "SUBMITTED")).toHaveLength(submitted.length);
      expect(histories.filter((h) => h.action === "WITHDRAWN")).toHaveLength(
        recipients.filter((r) => r.status === "WITHDRAWAL").length,
      );
      for (const h of histories) {
        const r = byRecipient.get(h.recipientSeq)!;
        if (h.action === "WITHDRAWN") {
          expect([h.status, h.managerName, h.occurredAt.getTime()]).toEqual([
            "WITHDRAWAL",
            "김조합",
            r.withdrawnAt!.getTime(),
          ]);
        } else if (r.submitType === "WRITTEN") {
          expect([h.status, h.managerName, h.managerMemberSeq]).toEqual([
            "WRITTEN_SUBMITTED",
            "김조합",
            expect.any(Number),
          ]);
        } else {
          expect([h.status, h.managerName, h.managerMemberSeq]).toEqual([
            "ELECTRONIC_SUBMITTED",
            names.get(r.unionRegisterSeq),
            null,
          ]);
        }
      }
      acts += histories.length;
      const opened = await get(
        `/v2/electronic-consents/${consent.consentSeq}/recipients/${submitted[0]!.recipientSeq}/histories`,
      );
      expect(opened.data.length).toBeGreaterThan(0);
    }
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.unionSeq, UNION_2), like(auditEvents.subject, "consent:%")));
    expect(events).toHaveLength(acts);
    expect(events.filter((e) => e.kind.endsWith("WITHDRAWN")).length).toBeGreaterThan(0);
    const chain = await verifyEvidenceChain(t.handle.db, UNION_2);
    expect(chain).toMatchObject({ ok: true });
  });

  it("runs once per union", async () => {
    expect(await seedDemoConsents(t.handle.db, UNION_2, DEMO_LOGIN.loginId)).toBe(false);
  });
});
