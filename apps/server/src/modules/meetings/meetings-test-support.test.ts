import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, UNION_1 } from "../../test/test-app";
import { addConsentOwners } from "../consents/consents-test-support";
import { meetCandidates, meetParticipants } from "./meetings.table";
import { insertMeet } from "./meetings-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("insertMeet (the fixture later meeting tests build on)", () => {
  it("copies register owners as voters with their located properties and agents, and stores agendas", async () => {
    const seqs = await addConsentOwners(t.handle.db, UNION_1, [
      { name: "홍길동", birth: "19600101", apartmentDong: "101" },
      { name: "김영희", birth: "19700202", agent: { name: "김대리", birth: "19900303" } },
    ]);
    const { meet, participants } = await insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: seqs });
    expect(participants.map((p) => p.name)).toEqual(["홍길동", "김영희"]);
    expect(participants[0]!.localAddresses[0]!.apartmentDong).toBe("101");
    expect(participants[1]!.agent?.name).toBe("김대리");
    expect(new Set(participants.map((p) => p.participantId)).size).toBe(2);
    const candidates = await t.handle.db.select().from(meetCandidates).where(eq(meetCandidates.meetSeq, meet.meetSeq));
    expect(candidates).toHaveLength(4);
    const stored = await t.handle.db.select().from(meetParticipants).where(eq(meetParticipants.meetSeq, meet.meetSeq));
    expect(stored.every((p) => p.evoteProgressStatus === "NONE" && p.voteCategory === "NOT_VOTED")).toBe(true);
  });
});
