import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decideResolution,
  evaluateQuorum,
  forecastQuorum,
  participationOf,
  type QuorumVoter,
  requiredCount,
} from "./meet-quorum";
import {
  AGENDA_KINDS,
  type AgendaKind,
  type QuorumThreshold,
  type UnionQuorumOverrides,
} from "./meet-quorum.rules-data";

// ---------------------------------------------------------------------------------------------------------
// The model: the law as a lawyer would read it to a counting clerk, member by member, with fractions compared
// by cross-multiplication. It shares nothing with the engine but the input types.
// ---------------------------------------------------------------------------------------------------------

type Fraction = { n: number; d: number; atLeast: boolean };
const HALF: Fraction = { n: 1, d: 2, atLeast: false };
const TENTH: Fraction = { n: 1, d: 10, atLeast: true };
const FIFTH: Fraction = { n: 1, d: 5, atLeast: true };
const TWO_THIRDS: Fraction = { n: 2, d: 3, atLeast: true };
/** count reaches fraction of base: count ≥ base·n/d (이상) or count > base·n/d (과반수). */
const reaches = (count: number, base: number, f: Fraction) =>
  f.atLeast ? count * f.d >= base * f.n : count * f.d > base * f.n;
const asFraction = (t: QuorumThreshold): Fraction => ({ n: t.numerator, d: t.denominator, atLeast: t.atLeast });

const ELECTRONIC_FROM = Date.UTC(2025, 5, 3, 15); // 2025-06-04 00:00 in Seoul

type ModelResult = {
  members: number;
  present: number;
  inPerson: number;
  presenceMet: boolean;
  inPersonMet: boolean;
  passes: (yes: number) => boolean;
};

function model(
  voters: QuorumVoter[],
  kind: AgendaKind,
  meetAt: Date,
  disaster: boolean,
  overrides: UnionQuorumOverrides,
): ModelResult {
  // 제39조제1항제1호: one member per co-owner group, through the one representative
  const groups = new Map<string, QuorumVoter[]>();
  const members: (QuorumVoter | null)[] = [];
  for (const v of voters) {
    if (v.coOwnerGroup == null) members.push(v);
    else groups.set(v.coOwnerGroup, [...(groups.get(v.coOwnerGroup) ?? []), v]);
  }
  for (const list of groups.values()) {
    const reps = list.filter((v) => v.isRepresentative);
    members.push(list.length === 1 ? list[0]! : reps.length === 1 ? reps[0]! : null);
  }
  const electronicInPerson = meetAt.getTime() >= ELECTRONIC_FROM || disaster;
  const contractor = kind === "CONTRACTOR";
  let present = 0;
  let inPerson = 0;
  for (const m of members) {
    if (!m) continue;
    const written = m.written === "SUBMITTED";
    const attends = m.attendance !== "NONE";
    if (attends || m.electronicVoted || written) present += 1;
    const isInPerson = contractor
      ? !m.electronicVoted &&
        !written &&
        (m.attendance === "ONSITE" || (m.attendance === "ONLINE" && electronicInPerson))
      : m.attendance === "ONSITE" || (electronicInPerson && (m.attendance === "ONLINE" || m.electronicVoted));
    if (isInPerson) inPerson += 1;
  }
  const n = members.length;
  const unions = [overrides.all, overrides.byKind?.[kind]].filter((u) => u !== undefined);
  const inPersonLaw: Fraction = contractor
    ? HALF
    : [
          "FOUNDING",
          "PROJECT_PLAN",
          "PROJECT_PLAN_COST_UP",
          "DISPOSAL_PLAN",
          "DISPOSAL_PLAN_COST_UP",
          "PROJECT_COST",
        ].includes(kind)
      ? FIFTH
      : TENTH;
  const presenceMet =
    reaches(present, n, HALF) &&
    unions.every((u) => !u.presence || reaches(present, n, asFraction(u.presence.threshold)));
  const inPersonMet =
    reaches(inPerson, n, inPersonLaw) &&
    unions.every((u) => !u.inPerson || reaches(inPerson, n, asFraction(u.inPerson.threshold)));
  const lawResolution = (yes: number) => {
    switch (kind) {
      case "PROJECT_PLAN":
      case "DISPOSAL_PLAN":
      case "ARTICLES":
        return reaches(yes, n, HALF);
      case "PROJECT_PLAN_COST_UP":
      case "DISPOSAL_PLAN_COST_UP":
      case "ARTICLES_MAJOR":
        return reaches(yes, n, TWO_THIRDS);
      default:
        return reaches(yes, present, HALF);
    }
  };
  const passes = (yes: number) =>
    presenceMet &&
    inPersonMet &&
    lawResolution(yes) &&
    unions.every(
      (u) =>
        !u.resolution ||
        reaches(yes, u.resolution.base === "PRESENT" ? present : n, asFraction(u.resolution.threshold)),
    );
  return { members: n, present, inPerson, presenceMet, inPersonMet, passes };
}

// ---------------------------------------------------------------------------------------------------------
// Generated meetings
// ---------------------------------------------------------------------------------------------------------

const voterArb: fc.Arbitrary<QuorumVoter> = fc.record({
  attendance: fc.constantFrom("ONSITE" as const, "ONLINE" as const, "NONE" as const, "NONE" as const),
  electronicVoted: fc.boolean(),
  written: fc.constantFrom("NONE" as const, "SUBMITTED" as const, "WITHDRAWN" as const),
  attendExpected: fc.constantFrom("EXPECTED" as const, "REFUSAL" as const, "UNDEFINED" as const, "NONE" as const),
  coOwnerGroup: fc.option(fc.constantFrom("1", "2", "3", "4", "5", "6"), { freq: 3 }),
  isRepresentative: fc.boolean(),
});
const thresholdArb: fc.Arbitrary<QuorumThreshold> = fc
  .record({ d: fc.integer({ min: 2, max: 100 }), n: fc.nat(), atLeast: fc.boolean() })
  .map(({ d, n, atLeast }) => ({ numerator: n % d, denominator: d, atLeast }));
const unionRuleArb = fc.option(
  thresholdArb.map((threshold) => ({ threshold, article: "정관 제20조" })),
  { nil: undefined },
);
const kindOverrideArb = fc.record(
  {
    presence: unionRuleArb,
    inPerson: unionRuleArb,
    resolution: fc.option(
      fc.record({
        base: fc.constantFrom("PRESENT" as const, "MEMBERS" as const),
        threshold: thresholdArb,
        article: fc.constant("정관 제21조"),
      }),
      { nil: undefined },
    ),
  },
  { requiredKeys: [] },
);
const overridesArb: fc.Arbitrary<UnionQuorumOverrides> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        all: kindOverrideArb,
        byKind: fc.dictionary(fc.constantFrom(...AGENDA_KINDS), kindOverrideArb, { maxKeys: 3 }),
      },
      { requiredKeys: [] },
    ),
  },
);
const meetAtArb = fc.oneof(
  fc.constantFrom(
    new Date("2025-06-03T23:59:59+09:00"),
    new Date("2025-06-04T00:00:00+09:00"),
    new Date("2025-12-04T10:00:00+09:00"),
  ),
  fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true }),
);
const meetingArb = fc.record({
  voters: fc.array(voterArb, { maxLength: 120 }),
  kind: fc.constantFrom(...AGENDA_KINDS),
  meetAt: meetAtArb,
  disaster: fc.boolean(),
  overrides: overridesArb,
  yesShare: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe("quorum engine against an independent model (properties)", () => {
  it("agrees on members, present, in person, each requirement and the decision", () => {
    fc.assert(
      fc.property(meetingArb, ({ voters, kind, meetAt, disaster, overrides, yesShare }) => {
        const m = model(voters, kind, meetAt, disaster, overrides);
        const q = evaluateQuorum({
          kind,
          meetAt,
          participation: participationOf(voters),
          overrides,
          disasterElectronic: disaster,
        });
        expect([q.memberCount, q.presentCount, q.inPersonCount]).toEqual([m.members, m.present, m.inPerson]);
        expect(q.checks.map((c) => c.isMet)).toEqual([m.presenceMet, m.inPersonMet]);
        expect(q.isMet).toBe(m.presenceMet && m.inPersonMet);
        const yes = Math.floor(m.present * yesShare);
        expect(decideResolution(q, yes).isPassed).toBe(m.passes(yes));
        // the decision's boundary: the required yes count passes, one fewer does not (when the quorum is met)
        if (q.isMet && q.resolution.required <= m.present) {
          expect(m.passes(q.resolution.required)).toBe(true);
          if (q.resolution.required > 0) expect(m.passes(q.resolution.required - 1)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("a required count is the least count that reaches its threshold", () => {
    fc.assert(
      fc.property(fc.nat({ max: 20_000 }), thresholdArb, (base, t) => {
        const required = requiredCount(base, t);
        const f = asFraction(t);
        expect(reaches(required, base, f)).toBe(true);
        if (required > 0) expect(reaches(required - 1, base, f)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("a union's articles never lower a required count", () => {
    fc.assert(
      fc.property(meetingArb, ({ voters, kind, meetAt, overrides }) => {
        const participation = participationOf(voters);
        const law = evaluateQuorum({ kind, meetAt, participation });
        const union = evaluateQuorum({ kind, meetAt, participation, overrides });
        union.checks.forEach((c, i) => {
          expect(c.required).toBeGreaterThanOrEqual(law.checks[i]!.required);
        });
        expect(union.resolution.required).toBeGreaterThanOrEqual(law.resolution.required);
      }),
      { numRuns: 500 },
    );
  });

  it("one more member on site adds one present and one in person; a withdrawal without attendance never adds", () => {
    fc.assert(
      fc.property(meetingArb, ({ voters, kind, meetAt, overrides }) => {
        const run = (vs: QuorumVoter[]) =>
          evaluateQuorum({ kind, meetAt, participation: participationOf(vs), overrides });
        const before = run(voters);
        const plusOnsite = run([...voters, { attendance: "ONSITE", electronicVoted: false, written: "NONE" }]);
        // an extra member raises the bar too; but the counts grow by exactly one each
        expect(plusOnsite.presentCount).toBe(before.presentCount + 1);
        expect(plusOnsite.inPersonCount).toBe(before.inPersonCount + 1);
        const withdrawn = voters.map((v) =>
          v.written === "SUBMITTED" && v.attendance === "NONE" ? { ...v, written: "WITHDRAWN" as const } : v,
        );
        const after = run(withdrawn);
        expect(after.presentCount).toBeLessThanOrEqual(before.presentCount);
        expect(after.inPersonCount).toBe(before.inPersonCount);
      }),
      { numRuns: 500 },
    );
  });

  it("the forecast counts at least today's members, and says MET only when every agenda's quorum is met now", () => {
    fc.assert(
      fc.property(
        meetingArb,
        fc.array(fc.constantFrom(...AGENDA_KINDS), { maxLength: 4 }),
        ({ voters, meetAt, overrides }, kinds) => {
          const participation = participationOf(voters);
          const f = forecastQuorum({ kinds, meetAt, participation, overrides });
          for (const k of f.kinds) {
            expect(k.expected.presentCount).toBeGreaterThanOrEqual(k.current.presentCount);
            expect(k.expected.inPersonCount).toBeGreaterThanOrEqual(k.current.inPersonCount);
          }
          const allNow = f.kinds.every((k) => k.current.isMet);
          const allExpected = f.kinds.every((k) => k.expected.isMet);
          expect(f.status).toBe(allNow ? "MET" : allExpected ? "EXPECTED" : "SHORT");
          if (f.status !== "SHORT") expect(Object.values(f.shortfall).every((s) => s === 0)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("the forecast's extra present members are exactly the absent members expected to attend", () => {
    fc.assert(
      fc.property(meetingArb, ({ voters, meetAt }) => {
        const withoutGroups = voters.map((v) => ({ ...v, coOwnerGroup: null }));
        const f = forecastQuorum({ kinds: ["GENERAL"], meetAt, participation: participationOf(withoutGroups) });
        const expectedAbsent = withoutGroups.filter(
          (v) =>
            v.attendExpected === "EXPECTED" &&
            v.attendance === "NONE" &&
            !v.electronicVoted &&
            v.written !== "SUBMITTED",
        ).length;
        const k = f.kinds[0]!;
        expect(k.expected.presentCount - k.current.presentCount).toBe(expectedAbsent);
      }),
      { numRuns: 500 },
    );
  });

  it("folds 10,000 voters and evaluates 5 agendas well within a second", () => {
    const voters = fc.sample(voterArb, { numRuns: 10_000, seed: 7 });
    const started = performance.now();
    const participation = participationOf(voters);
    for (const kind of ["GENERAL", "FOUNDING", "PROJECT_PLAN", "CONTRACTOR", "ARTICLES_MAJOR"] as const) {
      evaluateQuorum({ kind, meetAt: new Date("2026-03-14T14:00:00+09:00"), participation });
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
