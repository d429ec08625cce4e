import { participationOf, type QuorumVoter } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { expectedCountOf, meetQuorumOf } from "./meet-quorum.service";

const voter = (over: Partial<QuorumVoter> = {}): QuorumVoter => ({
  attendance: "NONE",
  electronicVoted: false,
  written: "NONE",
  ...over,
});
const many = (n: number, over: Partial<QuorumVoter> = {}) => Array.from({ length: n }, () => voter(over));
const meetAt = new Date("2026-03-20T14:00:00+09:00");

describe("meetQuorumOf (the dashboard's forecast)", () => {
  it("groups the agendas by kind with their numbers, and counts the expected members not yet present", () => {
    const participation = participationOf([
      ...many(50, { electronicVoted: true }),
      ...many(8, { attendExpected: "EXPECTED" }),
      // Expected but already on site: not added again.
      ...many(2, { attendance: "ONSITE", attendExpected: "EXPECTED" }),
      ...many(40),
    ]);
    expect(expectedCountOf(participation)).toBe(8);
    const q = meetQuorumOf({
      agendas: [
        { order: 1, kind: "GENERAL" },
        { order: 2, kind: "DISPOSAL_PLAN" },
        { order: 3, kind: "GENERAL" },
      ],
      meetAt,
      participation,
    });
    expect(q.kinds.map((k) => [k.kind, k.kindLabel, k.agendaOrders])).toEqual([
      ["GENERAL", "일반 안건", [1, 3]],
      ["DISPOSAL_PLAN", "관리처분계획 수립·변경", [2]],
    ]);
    expect(q).toMatchObject({
      memberCount: 100,
      expectedCount: 8,
      status: "MET",
      label: "정족수 충족",
      meetAt: meetAt.toISOString(),
      hasUnionArticles: false,
      issues: [],
    });
  });

  it("is EXPECTED when the members who said they will come reach it, SHORT with the shortfall otherwise", () => {
    const expected = participationOf([
      ...many(45, { electronicVoted: true }),
      ...many(10, { attendExpected: "EXPECTED" }),
      ...many(45),
    ]);
    expect(meetQuorumOf({ agendas: [{ order: 1, kind: "GENERAL" }], meetAt, participation: expected })).toMatchObject({
      status: "EXPECTED",
      label: "정족수 충족 예상",
      shortfall: { PRESENCE: 0, IN_PERSON: 0 },
    });
    const short = participationOf([
      ...many(40, { written: "SUBMITTED" }),
      ...many(5, { attendExpected: "EXPECTED" }),
      ...many(55),
    ]);
    expect(meetQuorumOf({ agendas: [{ order: 1, kind: "GENERAL" }], meetAt, participation: short })).toMatchObject({
      status: "SHORT",
      label: "정족수 미달 예상",
      shortfall: { PRESENCE: 6, IN_PERSON: 5 },
    });
  });

  it("says the union's articles apply when they are on file", () => {
    const participation = participationOf(many(10, { attendance: "ONSITE" }));
    const q = meetQuorumOf({ agendas: [], meetAt, participation, overrides: {} });
    expect(q.hasUnionArticles).toBe(true);
    expect(q.kinds.map((k) => [k.kind, k.agendaOrders])).toEqual([["GENERAL", []]]);
  });
});
