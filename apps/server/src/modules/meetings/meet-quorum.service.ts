import {
  type AgendaKind,
  forecastQuorum,
  type MeetQuorum,
  participationOf,
  type QuorumParticipation,
  type UnionQuorumOverrides,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { meetOf } from "./meet-lookup";
import { agendaKindsOf } from "./meet-quorum.repository";
import { quorumFacts, quorumOverridesOf } from "./meet-results.repository";
import { quorumVotersOf } from "./meet-results.rules";

/** Members expected to attend (참석 예정) and not present in any way yet: what the forecast adds on site. */
export const expectedCountOf = (participation: QuorumParticipation) =>
  participation.cells.reduce((n, cell) => (cell.expected && cell.attendance === "NONE" ? n + cell.count : n), 0);

/**
 * The forecast as the dashboard reads it (pure): `forecastQuorum` over the meeting's agenda kinds, each kind with
 * the numbers of its agendas (제 N호), the co-owner issues once, and whether the union's articles were applied.
 */
export function meetQuorumOf(args: {
  agendas: { order: number; kind: AgendaKind }[];
  meetAt: Date;
  participation: QuorumParticipation;
  overrides?: UnionQuorumOverrides;
}): MeetQuorum {
  const forecast = forecastQuorum({
    kinds: args.agendas.map((a) => a.kind),
    meetAt: args.meetAt,
    participation: args.participation,
    overrides: args.overrides,
  });
  return {
    status: forecast.status,
    label: forecast.label,
    meetAt: args.meetAt.toISOString(),
    memberCount: args.participation.memberCount,
    expectedCount: expectedCountOf(args.participation),
    kinds: forecast.kinds.map((k) => ({
      kind: k.kind,
      kindLabel: k.current.kindLabel,
      agendaOrders: args.agendas.filter((a) => a.kind === k.kind).map((a) => a.order),
      current: k.current,
      expected: k.expected,
    })),
    shortfall: forecast.shortfall,
    issues: args.participation.issues,
    hasUnionArticles: args.overrides !== undefined,
  };
}

/**
 * 정족수 충족 예상 (issue 16): the meeting's live voters folded into members by the quorum engine (co-owners once
 * through their representative, withdrawn written resolutions, a mock's virtual voters absent), evaluated per
 * agenda kind against the law and the union's own articles (union_quorum_rules) now and with 참석 예정 on site.
 */
export async function meetQuorum(opts: { db: Db; unionSeq: number; meetSeq: number }): Promise<MeetQuorum> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const agendas = await agendaKindsOf(opts.db, meet.meetSeq);
  const facts = await quorumFacts(opts.db, meet.meetSeq);
  const overrides = await quorumOverridesOf(opts.db, meet.unionSeq);
  const participation = participationOf(quorumVotersOf(facts), meet.isMock ? meet.virtualParticipantCount : 0);
  return meetQuorumOf({ agendas, meetAt: meet.meetAt, participation, overrides });
}
