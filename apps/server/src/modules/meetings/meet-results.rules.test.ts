import { evaluateQuorum, participationOf } from "@johap/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuorumFactsRow, ResultAgendaRow } from "./meet-results.repository";
import { assembleAgendas, quorumByAgenda, quorumVotersOf } from "./meet-results.rules";

const AGENDAS: ResultAgendaRow[] = [
  {
    agendaSeq: 1,
    order: 1,
    name: "정관 변경의 건",
    voteForm: "AGAINST",
    voteType: "MONO",
    selectCount: 1,
    agendaKind: "GENERAL",
    candidates: [{ candidateSeq: 11, no: 1, name: "정관 변경안", isPassed: null }],
  },
  {
    agendaSeq: 2,
    order: 2,
    name: "조합장 선출의 건",
    voteForm: "SELECT",
    voteType: "MONO",
    selectCount: 1,
    agendaKind: "GENERAL",
    candidates: [
      { candidateSeq: 21, no: 1, name: "김철수", isPassed: null },
      { candidateSeq: 22, no: 2, name: "이영희", isPassed: null },
    ],
  },
];

const fact = (over: Partial<QuorumFactsRow>): QuorumFactsRow => ({
  attendanceCategory: "NOT_ATTEND",
  ballotChannel: null,
  written: "NONE",
  attendExpectedType: "NONE",
  shareType: "SINGLE",
  unionRegisterNoMain: 0,
  isRepresentative: false,
  count: 1,
  ...over,
});

const quorumOf = (facts: QuorumFactsRow[]) =>
  quorumByAgenda({ agendas: AGENDAS, facts, virtualCount: 0, meetAt: new Date("2026-03-01T10:00:00+09:00") });

describe("assembleAgendas", () => {
  it("adds electronic, online and hand counts per candidate, with each channel's ballots as the base", () => {
    const facts = [
      fact({ ballotChannel: "ELECTRONIC", count: 3 }),
      fact({ written: "SUBMITTED", count: 2 }),
      fact({ count: 1 }),
    ];
    const agendas = assembleAgendas({
      agendas: AGENDAS,
      ballots: { ELECTRONIC: 3, ONLINE: 1 },
      choices: [
        { channel: "ELECTRONIC", candidateSeq: 11, choice: "YES", count: 2 },
        { channel: "ELECTRONIC", candidateSeq: 11, choice: "NO", count: 1 },
        { channel: "ONLINE", candidateSeq: 11, choice: "ABSTAIN", count: 1 },
        { channel: "ELECTRONIC", candidateSeq: 22, choice: "SELECTED", count: 3 },
        { channel: "ONLINE", candidateSeq: 21, choice: "SELECTED", count: 1 },
      ],
      entries: [{ entryType: "WRITTEN", finalCount: 2 }],
      tallyCounts: [
        { entryType: "WRITTEN", candidateSeq: 11, yesCount: 2, noCount: 0, abstentionCount: 0, selectedCount: 0 },
        { entryType: "WRITTEN", candidateSeq: 21, yesCount: 0, noCount: 0, abstentionCount: 0, selectedCount: 2 },
      ],
      quorum: quorumOf(facts),
    });
    const [first, second] = agendas;
    expect(first!.votedCounts).toEqual({ electronic: 3, online: 1, written: 2, onsite: 0, total: 6 });
    expect(first!.candidates[0]!.total).toEqual({
      yesCount: 4,
      noCount: 1,
      abstentionCount: 1,
      selectedCount: 0,
      totalCount: 6,
    });
    expect(first!.candidates[0]!.online.totalCount).toBe(1);
    expect(first!.candidates[0]!.rate).toBe(66.67);
    // 5 of 6 members present: 출석 과반수 is 3 (5 / 2 → 2, + 1); 4 yes pass.
    expect(first!.candidates[0]!.suggested).toMatchObject({ decision: "PASSED", yesCount: 4, required: 3 });
    expect(second!.candidates.map((c) => [c.total.selectedCount, c.rate])).toEqual([
      [3, 50],
      [3, 50],
    ]);
  });

  it("keeps each candidate's total the sum of its channels and the rate within 0-100 (property)", () => {
    const counts = fc.nat({ max: 500 });
    const channel = fc.tuple(counts, counts, counts);
    fc.assert(
      fc.property(channel, channel, channel, channel, (e, o, w, s) => {
        const agendas = assembleAgendas({
          agendas: AGENDAS,
          ballots: { ELECTRONIC: e[0] + e[1] + e[2], ONLINE: o[0] + o[1] + o[2] },
          choices: [
            { channel: "ELECTRONIC", candidateSeq: 11, choice: "YES", count: e[0] },
            { channel: "ELECTRONIC", candidateSeq: 11, choice: "NO", count: e[1] },
            { channel: "ELECTRONIC", candidateSeq: 11, choice: "ABSTAIN", count: e[2] },
            { channel: "ONLINE", candidateSeq: 11, choice: "YES", count: o[0] },
            { channel: "ONLINE", candidateSeq: 11, choice: "NO", count: o[1] },
            { channel: "ONLINE", candidateSeq: 11, choice: "ABSTAIN", count: o[2] },
          ],
          entries: [
            { entryType: "WRITTEN", finalCount: w[0] + w[1] + w[2] },
            { entryType: "ONSITE", finalCount: s[0] + s[1] + s[2] },
          ],
          tallyCounts: [
            {
              entryType: "WRITTEN",
              candidateSeq: 11,
              yesCount: w[0],
              noCount: w[1],
              abstentionCount: w[2],
              selectedCount: 0,
            },
            {
              entryType: "ONSITE",
              candidateSeq: 11,
              yesCount: s[0],
              noCount: s[1],
              abstentionCount: s[2],
              selectedCount: 0,
            },
          ],
          quorum: quorumOf([fact({ count: 10 })]),
        });
        const c = agendas[0]!.candidates[0]!;
        const sum = (k: "yesCount" | "noCount" | "abstentionCount") =>
          c.electronic[k] + c.online[k] + c.written[k] + c.onsite[k];
        expect(c.total.yesCount).toBe(sum("yesCount"));
        expect(c.total.noCount).toBe(sum("noCount"));
        expect(c.total.abstentionCount).toBe(sum("abstentionCount"));
        // Every against ballot marks the candidate once: the base is the yes + no + abstain of all channels.
        expect(c.total.totalCount).toBe(c.total.yesCount + c.total.noCount + c.total.abstentionCount);
        expect(c.rate).toBeGreaterThanOrEqual(0);
        expect(c.rate).toBeLessThanOrEqual(100);
        // Nobody present (10 absent members): the quorum fails whatever the votes.
        expect(c.suggested.decision).toBe("NO_QUORUM");
      }),
    );
  });
});

describe("quorumVotersOf", () => {
  it("expands groups and folds co-owners through their representative", () => {
    const facts = [
      fact({ ballotChannel: "ELECTRONIC", count: 2 }),
      fact({ shareType: "SHARE", unionRegisterNoMain: 7, isRepresentative: true, attendanceCategory: "ONSITE" }),
      fact({ shareType: "SHARE", unionRegisterNoMain: 7, written: "SUBMITTED" }),
      fact({ written: "WITHDRAWN" }),
    ];
    const voters = quorumVotersOf(facts);
    expect(voters).toHaveLength(5);
    const participation = participationOf(voters);
    expect(participation.memberCount).toBe(4);
    const evaluation = evaluateQuorum({
      kind: "GENERAL",
      meetAt: new Date("2026-03-01T10:00:00+09:00"),
      participation,
    });
    // Present: 2 electronic + the co-owners' representative on site; the withdrawn written counts for nothing.
    expect(evaluation.presentCount).toBe(3);
    expect(evaluation.breakdown).toEqual({ onsite: 1, online: 0, electronic: 2, written: 0 });
  });
});
