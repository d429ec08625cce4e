import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkTallyEntry,
  finalCountProblem,
  resultFormProblem,
  sortTallyCandidates,
  type TallyAgenda,
  type TallyEntryInput,
  tallyDigits,
  tallyNumber,
  tallyRowSum,
  tallyTotalBounds,
  voteRate,
} from "./meet-tally.rules";

const against1: TallyAgenda = {
  agendaSeq: 11,
  order: 1,
  voteForm: "AGAINST",
  voteType: "MONO",
  selectCount: 1,
  candidates: [{ candidateSeq: 101, no: 1 }],
};
const against2: TallyAgenda = {
  agendaSeq: 12,
  order: 2,
  voteForm: "AGAINST",
  voteType: "MULTI",
  selectCount: 1,
  candidates: [
    { candidateSeq: 201, no: 1 },
    { candidateSeq: 202, no: 2 },
  ],
};
const selectOne: TallyAgenda = {
  agendaSeq: 13,
  order: 3,
  voteForm: "SELECT",
  voteType: "MONO",
  selectCount: 1,
  candidates: [
    { candidateSeq: 301, no: 1 },
    { candidateSeq: 302, no: 2 },
    { candidateSeq: 303, no: 3 },
  ],
};
const selectTwo: TallyAgenda = {
  agendaSeq: 14,
  order: 4,
  voteForm: "SELECT",
  voteType: "MULTI",
  selectCount: 2,
  candidates: [
    { candidateSeq: 401, no: 1 },
    { candidateSeq: 402, no: 2 },
    { candidateSeq: 403, no: 3 },
  ],
};

const entry = (over: Partial<TallyEntryInput>): TallyEntryInput => ({
  type: "WRITTEN",
  registeredCount: 100,
  finalCount: "10",
  agendas: [against1],
  rows: {},
  ...over,
});

describe("tally fields: digits only, missing is 0 (spec 03 §5)", () => {
  it("keeps digits of what is typed and reads empty or missing as 0", () => {
    expect(tallyDigits("1,2a3 ")).toBe("123");
    expect(tallyDigits("123456789")).toBe("1234567");
    expect(tallyNumber("")).toBe(0);
    expect(tallyNumber(null)).toBe(0);
    expect(tallyNumber(undefined)).toBe(0);
    expect(tallyNumber("-5")).toBe(5);
    expect(tallyNumber("007")).toBe(7);
    expect(tallyNumber(12)).toBe(12);
    expect(tallyNumber(-3)).toBe(0);
    expect(tallyNumber(1.5)).toBe(0);
  });
});

describe("final count (spec 03 §5)", () => {
  it("refuses a final count above the registered count with 최종 {type} 수는 ... N 보다 클수 없습니다.", () => {
    expect(finalCountProblem("WRITTEN", 121, 120)).toBe(
      "최종 서면결의서 수는 총회관리 시스템에 등록된 서면결의서 수인 120 보다 클수 없습니다.",
    );
    expect(finalCountProblem("ONSITE", 51, 50)).toBe(
      "최종 현장 투표자 수는 총회관리 시스템에 등록된 현장 투표자 수인 50 보다 클수 없습니다.",
    );
    expect(finalCountProblem("WRITTEN", 120, 120)).toBeNull();
  });
  it("blocks submit while the final count is over the registered one", () => {
    const check = checkTallyEntry(
      entry({ registeredCount: 9, rows: { 11: { 101: { YES: "5", NO: "3", ABSTAIN: "2" } } } }),
    );
    expect(check.problems.map((p) => p.code)).toEqual(["FINAL_COUNT_OVER_REGISTERED"]);
    expect(check.canSubmit).toBe(false);
  });
});

describe("rows and totals (spec 03 §5)", () => {
  it("accepts an against-type row that sums to the final count", () => {
    const check = checkTallyEntry(entry({ rows: { 11: { 101: { YES: "6", NO: "3", ABSTAIN: "1" } } } }));
    expect(check.problems).toEqual([]);
    expect(check.totals).toEqual([
      { agendaSeq: 11, order: 1, total: 10, min: 10, max: 10, isInRange: true, message: null },
    ]);
    expect(check.canSubmit).toBe(true);
    expect(check.rows).toEqual({ 11: { 101: { YES: 6, NO: 3, ABSTAIN: 1 } } });
  });
  it("refuses a row above the final count with 투표 입력값은 최종 {type} 수보다 클 수 없습니다.", () => {
    const check = checkTallyEntry(entry({ type: "ONSITE", rows: { 11: { 101: { YES: "8", NO: "3", ABSTAIN: "" } } } }));
    expect(check.problems).toEqual([
      {
        code: "ROW_OVER_FINAL",
        agendaSeq: 11,
        candidateSeq: 101,
        message: "투표 입력값은 최종 현장 투표자 수보다 클 수 없습니다.",
      },
    ]);
    expect(check.canSubmit).toBe(false);
  });
  it("keeps submit disabled while an against-type total is short of count × candidates", () => {
    const check = checkTallyEntry(
      entry({ agendas: [against2], rows: { 12: { 201: { YES: 10 }, 202: { YES: 4, NO: 5 } } } }),
    );
    expect(check.problems).toEqual([]);
    expect(check.totals[0]).toMatchObject({ total: 19, min: 20, max: 20, isInRange: false });
    expect(check.totals[0]?.message).toBe("제 2호 안건의 입력 합계는 20이어야 합니다.");
    expect(check.canSubmit).toBe(false);
  });
  it("bounds a select-one agenda's selections by the final count", () => {
    const ok = checkTallyEntry(entry({ agendas: [selectOne], rows: { 13: { 301: undefined, 302: { SELECTED: 7 } } } }));
    expect(ok.canSubmit).toBe(true);
    expect(ok.totals[0]).toMatchObject({ total: 7, min: 0, max: 10 });
    const over = checkTallyEntry(
      entry({ agendas: [selectOne], rows: { 13: { 301: { SELECTED: 6 }, 302: { SELECTED: 5 } } } }),
    );
    expect(over.problems.map((p) => [p.code, p.message])).toEqual([
      ["SELECT_SUM_OVER", "제 3호 안건의 선택 합계는 최종 서면결의서 수의 1배인 10 보다 클 수 없습니다."],
    ]);
    expect(over.canSubmit).toBe(false);
  });
  it("bounds a select-many agenda by final count × selectCount, each candidate by the final count", () => {
    const ok = checkTallyEntry(
      entry({
        agendas: [selectTwo],
        rows: { 14: { 401: { SELECTED: 10 }, 402: { SELECTED: 9 }, 403: { SELECTED: 1 } } },
      }),
    );
    expect(ok.canSubmit).toBe(true);
    expect(ok.totals[0]).toMatchObject({ total: 20, max: 20 });
    const row = checkTallyEntry(entry({ agendas: [selectTwo], rows: { 14: { 401: { SELECTED: 11 } } } }));
    expect(row.problems.map((p) => p.code)).toEqual(["ROW_OVER_FINAL"]);
    const sum = checkTallyEntry(
      entry({
        agendas: [selectTwo],
        rows: { 14: { 401: { SELECTED: 10 }, 402: { SELECTED: 10 }, 403: { SELECTED: 1 } } },
      }),
    );
    expect(sum.problems.map((p) => p.code)).toEqual(["SELECT_SUM_OVER"]);
  });
  it("drops choices that are not of the agenda's form and fills every candidate", () => {
    const check = checkTallyEntry(entry({ agendas: [against2, selectOne], rows: { 12: { 201: { SELECTED: 3 } } } }));
    expect(check.rows).toEqual({
      12: { 201: { YES: 0, NO: 0, ABSTAIN: 0 }, 202: { YES: 0, NO: 0, ABSTAIN: 0 } },
      13: { 301: { SELECTED: 0 }, 302: { SELECTED: 0 }, 303: { SELECTED: 0 } },
    });
  });
  it("computes the totals' range per form: against exact, select 0..count (× selectCount)", () => {
    expect(tallyTotalBounds(against2, 7)).toEqual({ min: 14, max: 14 });
    expect(tallyTotalBounds(selectOne, 7)).toEqual({ min: 0, max: 7 });
    expect(tallyTotalBounds(selectTwo, 7)).toEqual({ min: 0, max: 14 });
  });
  it("a final count of 0 accepts only empty rows", () => {
    expect(checkTallyEntry(entry({ finalCount: "", agendas: [against1, selectTwo] })).canSubmit).toBe(true);
    expect(checkTallyEntry(entry({ finalCount: "", rows: { 11: { 101: { NO: 1 } } } })).canSubmit).toBe(false);
  });
});

describe("result form (spec 03 §5)", () => {
  it("names the first agenda with an undecided candidate: 제 N호 안건 결과 미입력", () => {
    expect(
      resultFormProblem([
        { order: 3, candidates: [{ isPassed: null }] },
        { order: 1, candidates: [{ isPassed: true }, { isPassed: false }] },
        { order: 2, candidates: [{ isPassed: true }, { isPassed: undefined }] },
      ]),
    ).toBe("제 2호 안건 결과 미입력");
    expect(resultFormProblem([{ order: 1, candidates: [{ isPassed: false }] }])).toBeNull();
  });
});

describe("vote rate and sort (spec 03 §4, §9)", () => {
  it("rates yes over voted with 2 decimals, 0 when nobody voted", () => {
    expect(voteRate(2, 3)).toBe(66.67);
    expect(voteRate(0, 0)).toBe(0);
  });
  it("sorts by number, or by rate with ties by number", () => {
    const rows = [
      { no: 2, rate: 40 },
      { no: 1, rate: 40 },
      { no: 3, rate: 60 },
    ];
    expect(sortTallyCandidates(rows, "NUMBER").map((r) => r.no)).toEqual([1, 2, 3]);
    expect(sortTallyCandidates(rows, "RATE").map((r) => r.no)).toEqual([3, 1, 2]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties: generated agendas and entries, checked against what the bounds promise.
// ---------------------------------------------------------------------------------------------------------

const agendaArb: fc.Arbitrary<TallyAgenda> = fc
  .record({
    voteForm: fc.constantFrom("AGAINST" as const, "SELECT" as const),
    candidateCount: fc.integer({ min: 1, max: 5 }),
    multi: fc.boolean(),
    selectCount: fc.integer({ min: 2, max: 4 }),
    // a MONO agenda stored with a stray selectCount still selects one
    stray: fc.boolean(),
  })
  .map(({ voteForm, candidateCount, multi, selectCount, stray }) => {
    const count = voteForm === "SELECT" ? Math.max(candidateCount, multi ? selectCount + 1 : 2) : candidateCount;
    return {
      voteForm,
      voteType: voteForm === "SELECT" ? (multi ? "MULTI" : "MONO") : count > 1 ? "MULTI" : "MONO",
      selectCount: (voteForm === "SELECT" && multi) || stray ? selectCount : 1,
      candidates: Array.from({ length: count }, (_, i) => ({ candidateSeq: i + 1, no: i + 1 })),
    } as const;
  })
  .map((a) => ({ ...a, agendaSeq: 0, order: 0 }));

const entryArb = fc
  .record({
    agendas: fc.array(agendaArb, { minLength: 1, maxLength: 4 }),
    registeredCount: fc.integer({ min: 0, max: 60 }),
    finalCount: fc.integer({ min: 0, max: 70 }),
    type: fc.constantFrom("WRITTEN" as const, "ONSITE" as const),
    seed: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 80, maxLength: 80 }),
    typedAs: fc.constantFrom("text", "number", "missing"),
  })
  .map(({ agendas, registeredCount, finalCount, type, seed, typedAs }) => {
    const numbered = agendas.map((a, i) => ({
      ...a,
      agendaSeq: i + 1,
      order: i + 1,
      candidates: a.candidates.map((c) => ({ ...c, candidateSeq: (i + 1) * 100 + c.no })),
    }));
    let k = 0;
    const next = () => seed[k++ % seed.length] ?? 0;
    const rows: TallyEntryInput["rows"] = {};
    for (const agenda of numbered) {
      rows[agenda.agendaSeq] = Object.fromEntries(
        agenda.candidates.map((c) => {
          const choices = agenda.voteForm === "AGAINST" ? (["YES", "NO", "ABSTAIN"] as const) : (["SELECTED"] as const);
          const row = Object.fromEntries(
            choices.map((choice) => {
              const n = next();
              if (typedAs === "missing" && n % 5 === 0) return [choice, undefined];
              return [choice, typedAs === "number" ? n : String(n)];
            }),
          );
          return [c.candidateSeq, row];
        }),
      );
    }
    return { type, registeredCount, finalCount: String(finalCount), agendas: numbered, rows } satisfies TallyEntryInput;
  });

describe("tally bounds (properties)", () => {
  it("an accepted entry never has a row above the final count, nor a final count above the registered one", () => {
    fc.assert(
      fc.property(entryArb, (input) => {
        const check = checkTallyEntry(input);
        if (!check.canSubmit) return;
        expect(check.finalCount).toBeLessThanOrEqual(input.registeredCount);
        for (const agenda of input.agendas) {
          const rows = Object.values(check.rows[agenda.agendaSeq] ?? {});
          expect(rows).toHaveLength(agenda.candidates.length);
          for (const row of rows) expect(tallyRowSum(row)).toBeLessThanOrEqual(check.finalCount);
          const total = rows.reduce((s, r) => s + tallyRowSum(r), 0);
          if (agenda.voteForm === "AGAINST") expect(total).toBe(check.finalCount * agenda.candidates.length);
          else {
            const k = agenda.voteType === "MULTI" ? agenda.selectCount : 1;
            expect(total).toBeLessThanOrEqual(check.finalCount * k);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it("min ≤ max, and canSubmit is exactly: no problem and every total within [min, max]", () => {
    fc.assert(
      fc.property(entryArb, (input) => {
        const check = checkTallyEntry(input);
        for (const t of check.totals) {
          expect(t.min).toBeGreaterThanOrEqual(0);
          expect(t.min).toBeLessThanOrEqual(t.max);
          expect(t.isInRange).toBe(t.total >= t.min && t.total <= t.max);
          expect(t.message === null).toBe(t.isInRange);
        }
        expect(check.canSubmit).toBe(check.problems.length === 0 && check.totals.every((t) => t.isInRange));
      }),
      { numRuns: 400 },
    );
  });

  it("a problem is reported exactly when a bound is broken (an independent count of the broken bounds)", () => {
    fc.assert(
      fc.property(entryArb, (input) => {
        const final = Number(input.finalCount);
        let expected = final > input.registeredCount ? 1 : 0;
        for (const agenda of input.agendas) {
          let total = 0;
          for (const c of agenda.candidates) {
            const typed = input.rows[agenda.agendaSeq]?.[c.candidateSeq] ?? {};
            const sum = Object.values(typed).reduce<number>(
              (s, v) => s + (v === undefined || v === null ? 0 : Number(v)),
              0,
            );
            total += sum;
            if (sum > final) expected += 1;
          }
          const k = agenda.voteType === "MULTI" ? agenda.selectCount : 1;
          if (agenda.voteForm === "SELECT" && total > final * k) expected += 1;
        }
        expect(checkTallyEntry(input).problems).toHaveLength(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("an entry built to fit (rows summing to the final count) is accepted", () => {
    const fitting = fc
      .record({ agendas: fc.array(agendaArb, { minLength: 1, maxLength: 4 }), final: fc.integer({ min: 0, max: 50 }) })
      .chain(({ agendas, final }) =>
        fc
          .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 40, maxLength: 40 })
          .map((cuts) => ({ agendas, final, cuts })),
      );
    fc.assert(
      fc.property(fitting, ({ agendas, final, cuts }) => {
        let k = 0;
        const cut = () => cuts[k++ % cuts.length] ?? 0;
        const numbered = agendas.map((a, i) => ({ ...a, agendaSeq: i + 1, order: i + 1 }));
        const rows: TallyEntryInput["rows"] = {};
        for (const agenda of numbered) {
          const agendaRows: Record<number, Record<string, number>> = {};
          if (agenda.voteForm === "AGAINST") {
            for (const c of agenda.candidates) {
              const yes = Math.floor(final * cut());
              const no = Math.floor((final - yes) * cut());
              agendaRows[c.candidateSeq] = { YES: yes, NO: no, ABSTAIN: final - yes - no };
            }
          } else {
            // each ballot selects up to selectCount distinct candidates: a candidate gets at most `final`
            const k2 = agenda.voteType === "MULTI" ? agenda.selectCount : 1;
            let left = final * k2;
            for (const c of agenda.candidates) {
              const n = Math.min(final, Math.floor(left * cut()));
              agendaRows[c.candidateSeq] = { SELECTED: n };
              left -= n;
            }
          }
          rows[agenda.agendaSeq] = agendaRows;
        }
        const check = checkTallyEntry({
          type: "ONSITE",
          registeredCount: final,
          finalCount: final,
          agendas: numbered,
          rows,
        });
        expect(check.problems).toEqual([]);
        expect(check.canSubmit).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
