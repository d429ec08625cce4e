import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_TEXTS_JOB } from "../../../platform/system-texts/system-texts-outbox";
import { createTestApp, type TestApp, UNION_1 } from "../../../test/test-app";
import { waitFor } from "../../../test/wait-for";
import { addConsentOwners } from "../../consents/consents-test-support";
import { meetEvoteSends, meetParticipants } from "../meetings.table";
import { insertMeet } from "../meetings-test-support";
import { EVOTE_OUTBOX_JOB } from "./evote.jobs";
import { EVOTE_TEXT_REASON } from "./evote-simulator";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_BASE_URL: "https://vote.example.kr",
    EVOTE_FAIL_ONE_IN: "0",
    EVOTE_RECEIVE_SECONDS: "1",
    EVOTE_LATE_ONE_IN: "0",
  });
});
afterAll(() => t.close());

describe("e-vote outbox job", () => {
  it("sends the first links when the e-vote has started and follows them to the phone through the SMS port", async () => {
    const db = t.handle.db;
    const seqs = await addConsentOwners(db, UNION_1, [
      { name: "가", birth: "19600101" },
      { name: "나", birth: "19600102" },
      { name: "다", birth: "19600103" },
    ]);
    const { participants } = await insertMeet(db, { unionSeq: UNION_1, unionRegisterSeqs: seqs });
    const phones = ["01061610001", "01061610000", ""];
    for (const [i, p] of participants.entries()) {
      await db
        .update(meetParticipants)
        .set({ phoneNo: phones[i]! })
        .where(eq(meetParticipants.meetParticipantSeq, p.meetParticipantSeq));
    }
    const voterSeqs = participants.map((p) => p.meetParticipantSeq);
    await t.jobs.send(EVOTE_OUTBOX_JOB, {});
    await t.jobs.send(SYSTEM_TEXTS_JOB, {});
    const statuses = await waitFor(
      async () => {
        const rows = await db
          .select()
          .from(meetParticipants)
          .where(inArray(meetParticipants.meetParticipantSeq, voterSeqs))
          .orderBy(meetParticipants.meetParticipantSeq);
        const s = rows.map((r) => r.evoteProgressStatus);
        return s[0] === "RECEIVED" && s[1] === "FAILED" ? s : null;
      },
      { what: "the first voter RECEIVED and the second FAILED", timeoutMs: 45_000 },
    );
    expect(statuses).toEqual(["RECEIVED", "FAILED", "NONE"]);
    const [send] = await db.select().from(meetEvoteSends).where(eq(meetEvoteSends.meetParticipantSeq, voterSeqs[0]!));
    const ops = await t.app.inject({
      url: `/ops/system-texts?phoneNo=01061610001&reason=${EVOTE_TEXT_REASON}`,
      headers: { "x-ops-token": t.secrets.opsToken },
    });
    expect(ops.statusCode).toBe(200);
    expect(ops.json().data[0].text).toContain(`https://vote.example.kr/m/v/${send!.linkToken}`);
  }, 60_000);
});
