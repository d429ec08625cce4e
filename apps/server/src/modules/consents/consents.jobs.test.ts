import type { CreateConsentBody } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Session, TestApp } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { electronicConsents } from "./consents.table";
import { CONSENT_SWEEP_JOB, scheduleLifecycle } from "./consents-lifecycle";
import { consoleCall, createConsent, DAY, HOUR, openConsentApp, CONSENTS_URL as URL } from "./consents-test-support";

let t: TestApp;
let member: Session;
let guide: number;
let owners: number[];

beforeAll(async () => {
  ({ t, member, owners, guide } = await openConsentApp([
    { name: "홍길동", birth: "19600101" },
    { name: "서울특별시", ownerType: "PUBLIC" },
  ]));
});
afterAll(() => t.close());

const get = (url: string) => consoleCall(t, { url, session: member });
const create = async (over: Partial<CreateConsentBody> = {}) =>
  (await createConsent(t, { session: member, guide, owners, over })) as { consentSeq: number; startedAt: string };
const detail = async (consentSeq: number) => (await get(`${URL}/${consentSeq}`)).json().data;
const statusBecomes = (consentSeq: number, status: string) =>
  waitFor(
    async () => {
      const data = await detail(consentSeq);
      return data.progressStatus === status ? data : null;
    },
    { what: `consent ${consentSeq} ${status}` },
  );
const row = async (consentSeq: number) =>
  (await t.handle.db.select().from(electronicConsents).where(eq(electronicConsents.consentSeq, consentSeq)))[0]!;

describe("consent lifecycle jobs", () => {
  it("starts a consent at its start time by the job queued at create, public owners consenting from then (none before)", async () => {
    const startedAt = new Date(Date.now() + 2500).toISOString();
    const consent = await create({ startedAt, endedAt: new Date(Date.parse(startedAt) + DAY).toISOString() });
    const statuses = async () =>
      (await get(`${URL}/${consent.consentSeq}/recipients`))
        .json()
        .data.map((r: { status: string; submitType: string | null; submittedAt: string | null }) => [
          r.status,
          r.submitType,
          r.submittedAt,
        ]);
    const before = await detail(consent.consentSeq);
    expect(before).toMatchObject({ progressStatus: "BEFORE", recipientCount: { submitted: 0, total: 2 } });
    expect(await statuses()).toEqual([
      ["NOT_SUBMITTED", null, null],
      ["NOT_SUBMITTED", null, null],
    ]);
    const started = await statusBecomes(consent.consentSeq, "IN_PROGRESS");
    expect(started.recipientCount).toEqual({ submitted: 1, total: 2 });
    expect(await statuses()).toEqual([
      ["NOT_SUBMITTED", null, null],
      ["AUTO_SUBMITTED", "AUTO", startedAt],
    ]);
  });

  it("follows edited dates: the job queued for the new start starts it", async () => {
    const consent = await create();
    const startedAt = new Date(Date.now() + 1500).toISOString();
    const edited = await consoleCall(t, {
      method: "PUT",
      url: `${URL}/${consent.consentSeq}`,
      payload: { startedAt, endedAt: new Date(Date.now() + 2 * DAY).toISOString() },
      session: member,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const started = await statusBecomes(consent.consentSeq, "IN_PROGRESS");
    expect(started.startedAt).toBe(startedAt);
  });

  it("completes a consent at its end time, keeping its documents five years from then", async () => {
    const consent = await create({ startedAt: new Date(Date.now() + 1000).toISOString() });
    await statusBecomes(consent.consentSeq, "IN_PROGRESS");
    const endedAt = new Date(Date.now() + 1000);
    await t.handle.db
      .update(electronicConsents)
      .set({ endedAt })
      .where(eq(electronicConsents.consentSeq, consent.consentSeq));
    await scheduleLifecycle(t.jobs, await row(consent.consentSeq));
    const completed = await statusBecomes(consent.consentSeq, "COMPLETED");
    expect(completed.completedAt).toBe(endedAt.toISOString());
    expect(new Date(completed.documentStorageEndAt).getFullYear()).toBe(endedAt.getFullYear() + 5);
  });

  it("the sweep advances every consent whose time passed without its job", async () => {
    const late = await create({ isEndDateUnknown: true, endedAt: null });
    const overdue = await create();
    // Times moved behind the jobs' backs: no job is queued for them.
    await t.handle.db
      .update(electronicConsents)
      .set({ startedAt: new Date(Date.now() - HOUR) })
      .where(eq(electronicConsents.consentSeq, late.consentSeq));
    await t.handle.db
      .update(electronicConsents)
      .set({ startedAt: new Date(Date.now() - 2 * DAY), endedAt: new Date(Date.now() - HOUR) })
      .where(eq(electronicConsents.consentSeq, overdue.consentSeq));
    await t.jobs.send(CONSENT_SWEEP_JOB, {});
    await statusBecomes(late.consentSeq, "IN_PROGRESS");
    await statusBecomes(overdue.consentSeq, "COMPLETED");
  });
});
