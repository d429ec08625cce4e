import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, UNION_1, UNION_2 } from "../../../test/test-app";
import { addConsentOwners } from "../../consents/consents-test-support";
import { meetEvoteSends, meetParticipants } from "../meetings.table";
import { insertMeet } from "../meetings-test-support";
import { requestEvoteSends } from "./evote-sends";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.handle.db;
const sendsOf = (meetParticipantSeq: number) =>
  db()
    .select()
    .from(meetEvoteSends)
    .where(eq(meetEvoteSends.meetParticipantSeq, meetParticipantSeq))
    .orderBy(meetEvoteSends.sendSeq);
const voter = async (meetParticipantSeq: number) =>
  (await db().select().from(meetParticipants).where(eq(meetParticipants.meetParticipantSeq, meetParticipantSeq)))[0]!;

async function meetWithVoters(names: string[], unionSeq = UNION_1) {
  const seqs = await addConsentOwners(
    db(),
    unionSeq,
    names.map((name) => ({
      name,
      birth: "19600101",
      agent: name.endsWith("대리") ? { name: "대리인", birth: "19900101" } : undefined,
    })),
    8000 + Math.floor(Math.random() * 50_000),
  );
  const { meet, participants } = await insertMeet(db(), { unionSeq, unionRegisterSeqs: seqs });
  for (const [i, p] of participants.entries()) {
    await db()
      .update(meetParticipants)
      .set({ phoneNo: `010-5555-${String(1000 + i).padStart(4, "0")}` })
      .where(eq(meetParticipants.meetParticipantSeq, p.meetParticipantSeq));
  }
  return { meet, participants };
}

describe("requestEvoteSends", () => {
  it("inserts one WAIT row per voter with a fresh link token and the voter's number, and sets the voters WAIT", async () => {
    const { meet, participants } = await meetWithVoters(["가", "나"]);
    const seqs = participants.map((p) => p.meetParticipantSeq);
    const result = await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: [...seqs, seqs[0]!],
      kind: "SEND",
    });
    expect(result).toEqual({ requested: 2 });
    const rows = [...(await sendsOf(seqs[0]!)), ...(await sendsOf(seqs[1]!))];
    expect(rows.map((r) => [r.status, r.kind, r.phoneNo, r.meetSeq])).toEqual([
      ["WAIT", "SEND", "01055551000", meet.meetSeq],
      ["WAIT", "SEND", "01055551001", meet.meetSeq],
    ]);
    expect(rows.every((r) => /^[A-Za-z0-9_-]{24}$/.test(r.linkToken))).toBe(true);
    expect(rows[0]!.linkToken).not.toBe(rows[1]!.linkToken);
    for (const seq of seqs)
      expect(await voter(seq)).toMatchObject({ evoteProgressStatus: "WAIT", resendCount: 0, isResent: false });
  });

  it("cancels a voter's earlier open links on a resend, counts the resend, and keeps failed links as they were", async () => {
    const { meet, participants } = await meetWithVoters(["다", "라"]);
    const [a, b] = participants.map((p) => p.meetParticipantSeq) as [number, number];
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: [a, b],
      kind: "SEND",
    });
    const sentAt = new Date(Date.now() - 60_000);
    await db()
      .update(meetEvoteSends)
      .set({ status: "RECEIVED", sentAt, receivedAt: sentAt })
      .where(eq(meetEvoteSends.meetParticipantSeq, a));
    await db()
      .update(meetEvoteSends)
      .set({ status: "FAILED", failReason: "잘못된 수신번호" })
      .where(eq(meetEvoteSends.meetParticipantSeq, b));
    await db()
      .update(meetParticipants)
      .set({ evoteProgressStatus: "RECEIVED", sentAt, receivedAt: sentAt })
      .where(eq(meetParticipants.meetParticipantSeq, a));
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: [a, b],
      kind: "RESEND",
    });
    const first = await sendsOf(a);
    expect(first.map((r) => [r.kind, r.status])).toEqual([
      ["SEND", "CANCELLED"],
      ["RESEND", "WAIT"],
    ]);
    expect(first[0]!.cancelledAt).toBeInstanceOf(Date);
    expect((await sendsOf(b)).map((r) => r.status)).toEqual(["FAILED", "WAIT"]);
    expect(await voter(a)).toMatchObject({
      evoteProgressStatus: "WAIT",
      sentAt: null,
      receivedAt: null,
      resendCount: 1,
      isResent: true,
    });
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: [a],
      kind: "ENCOURAGE",
    });
    expect((await sendsOf(a)).map((r) => r.status)).toEqual(["CANCELLED", "CANCELLED", "WAIT"]);
    expect((await voter(a)).resendCount).toBe(2);
  });

  it("leaves a voter who voted (or withdrew) VOTED, while the link row is still written", async () => {
    const { meet, participants } = await meetWithVoters(["마", "바"]);
    const [a, b] = participants.map((p) => p.meetParticipantSeq) as [number, number];
    const votedAt = new Date();
    await db()
      .update(meetParticipants)
      .set({ evoteProgressStatus: "VOTED", votedAt })
      .where(eq(meetParticipants.meetParticipantSeq, a));
    await db()
      .update(meetParticipants)
      .set({ evoteProgressStatus: "WITH" })
      .where(eq(meetParticipants.meetParticipantSeq, b));
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: [a, b],
      kind: "ENCOURAGE",
    });
    expect(await voter(a)).toMatchObject({ evoteProgressStatus: "VOTED", votedAt, resendCount: 0 });
    expect((await voter(b)).evoteProgressStatus).toBe("WITH");
    expect((await sendsOf(a)).map((r) => r.status)).toEqual(["WAIT"]);
  });

  it("texts the agent's phone when the voter has an agent, and writes a row with no number for a voter without one", async () => {
    const { meet, participants } = await meetWithVoters(["사대리", "아"]);
    const [a, b] = participants.map((p) => p.meetParticipantSeq) as [number, number];
    await db()
      .update(meetParticipants)
      .set({ agent: { name: "대리인", nameClass: "", birth: "19900101", gender: "M", phoneNo: "010-7777-1234" } })
      .where(eq(meetParticipants.meetParticipantSeq, a));
    await db().update(meetParticipants).set({ phoneNo: "" }).where(eq(meetParticipants.meetParticipantSeq, b));
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: [a, b],
      kind: "RESEND",
    });
    expect((await sendsOf(a))[0]!.phoneNo).toBe("01077771234");
    expect((await sendsOf(b))[0]!.phoneNo).toBe("");
  });

  it("ignores deleted voters, voters of another meeting and another union's meeting", async () => {
    const { meet, participants } = await meetWithVoters(["자", "차"]);
    const other = await meetWithVoters(["카"], UNION_2);
    const [a, b] = participants.map((p) => p.meetParticipantSeq) as [number, number];
    await db()
      .update(meetParticipants)
      .set({ deletedAt: new Date() })
      .where(eq(meetParticipants.meetParticipantSeq, b));
    const otherSeq = other.participants[0]!.meetParticipantSeq;
    expect(
      await requestEvoteSends(db(), {
        unionSeq: UNION_1,
        meetSeq: meet.meetSeq,
        meetParticipantSeqs: [a, b, otherSeq],
        kind: "SEND",
      }),
    ).toEqual({ requested: 1 });
    expect(
      await requestEvoteSends(db(), {
        unionSeq: UNION_1,
        meetSeq: other.meet.meetSeq,
        meetParticipantSeqs: [otherSeq],
        kind: "SEND",
      }),
    ).toEqual({ requested: 0 });
    const rows = await db()
      .select()
      .from(meetEvoteSends)
      .where(and(eq(meetEvoteSends.meetSeq, other.meet.meetSeq)));
    expect(rows).toHaveLength(0);
    expect((await voter(b)).evoteProgressStatus).toBe("NONE");
    expect(
      await requestEvoteSends(db(), {
        unionSeq: UNION_1,
        meetSeq: meet.meetSeq,
        meetParticipantSeqs: [],
        kind: "SEND",
      }),
    ).toEqual({ requested: 0 });
  });

  it("works inside the caller's transaction and rolls back with it", async () => {
    const { meet, participants } = await meetWithVoters(["타"]);
    const seq = participants[0]!.meetParticipantSeq;
    await expect(
      db().transaction(async (tx) => {
        await requestEvoteSends(tx as never, {
          unionSeq: UNION_1,
          meetSeq: meet.meetSeq,
          meetParticipantSeqs: [seq],
          kind: "RESEND",
        });
        throw new Error("charge refused");
      }),
    ).rejects.toThrow("charge refused");
    expect(await sendsOf(seq)).toHaveLength(0);
    expect((await voter(seq)).evoteProgressStatus).toBe("NONE");
  });
});
