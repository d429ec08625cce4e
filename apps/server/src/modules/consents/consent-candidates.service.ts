import {
  type ConsentCandidate,
  hasConsentIdentity,
  type ListConsentCandidatesQuery,
  type OwnerType,
  type ShareType,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { groupFilterOf } from "../address-groups/address-groups.service";
import { type CandidateRow, listCandidateRows } from "./consent-candidates.repository";
import { assertSameUnion } from "./consent-lookup";

function toCandidate(row: CandidateRow): ConsentCandidate {
  const agent = row.agentName === null ? null : { name: row.agentName, birth: row.agentBirth ?? "" };
  return {
    unionRegisterSeq: row.unionRegisterSeq,
    unionRegisterNo: row.unionRegisterNoSub
      ? `${row.unionRegisterNoMain}-${row.unionRegisterNoSub}`
      : `${row.unionRegisterNoMain}`,
    name: { name: row.name, nameClass: row.nameClass },
    ownerType: row.ownerType as OwnerType,
    shareType: row.shareType as ShareType,
    isRepresentative: row.isRepresentative,
    birth: row.birth,
    phoneNo: row.phoneNo,
    agent,
    hasIdentity: hasConsentIdentity({ ownerType: row.ownerType, name: row.name, birth: row.birth, agent }),
  };
}

/**
 * The open wizard's owners (대상자 선택): the union's register by name, share and owner type, each marked
 * whether it can view a consent (an owner that cannot is refused by 생성 as well).
 */
export async function listConsentCandidates(opts: {
  db: Db;
  unionSeq: number;
  query: ListConsentCandidatesQuery;
}): Promise<{ items: ConsentCandidate[]; total: number }> {
  assertSameUnion(opts.query.searchUnionSeq, opts.unionSeq);
  const { unionRegisterGroupSeq } = opts.query;
  const inGroup = unionRegisterGroupSeq
    ? await groupFilterOf(opts.db, opts.unionSeq, unionRegisterGroupSeq)
    : undefined;
  const { rows, total } = await listCandidateRows(opts.db, opts.unionSeq, opts.query, inGroup);
  return { items: rows.map(toCandidate), total };
}
