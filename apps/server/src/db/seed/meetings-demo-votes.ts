import { createHmac } from "node:crypto";
import type { AgainstChoice } from "@johap/contracts";
import type { EvidenceInput } from "../../platform/evidence/evidence-chain";
import { sha256 } from "../../platform/evidence/evidence-chain";
import { canonicalJson } from "../../platform/idempotency";
import type { Rand } from "./korean-names";

/** The evidence kinds of the acts the demo seeds (as the ballot and written-submission services write them). */
export const DEMO_BALLOT_EVIDENCE_KIND = "MEET_BALLOT_CAST";
export const DEMO_WRITTEN_EVIDENCE_KIND = "MEET_WRITTEN_SUBMITTED";

export type DemoAgenda = {
  name: string;
  voteForm: "AGAINST" | "SELECT";
  voteType: "MONO" | "MULTI";
  selectCount?: number;
  candidates: string[];
  /** A select vote's odds per candidate (uniform when absent). */
  weights?: number[];
};
export type StoredAgenda = { demo: DemoAgenda; agendaSeq: number; candidateSeqs: number[] };
export type DemoChoice = { agendaSeq: number; candidateSeq: number; choice: AgainstChoice | "SELECTED" };

/** 찬성, 반대, 기권 odds of an against vote, a little different per candidate. */
const againstOdds = (index: number): [AgainstChoice, number][] => [
  ["YES", 0.74 - index * 0.06],
  ["NO", 0.18 + index * 0.04],
  ["ABSTAIN", 0.08 + index * 0.02],
];

function weighted<T>(r: Rand, items: [T, number][]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let u = r() * total;
  for (const [item, w] of items) {
    if (u < w) return item;
    u -= w;
  }
  return items.at(-1)![0];
}

/** One voter's choices on every agenda, by its vote form and type (MULTI select: 1 to selectCount distinct). */
export function demoChoices(r: Rand, agendas: StoredAgenda[]): DemoChoice[] {
  const choices: DemoChoice[] = [];
  for (const agenda of agendas) {
    const { demo, agendaSeq, candidateSeqs } = agenda;
    if (demo.voteForm === "AGAINST") {
      for (const [i, candidateSeq] of candidateSeqs.entries()) {
        choices.push({ agendaSeq, candidateSeq, choice: weighted(r, againstOdds(i)) });
      }
      continue;
    }
    const want = demo.voteType === "MONO" ? 1 : r() < 0.12 ? 1 : (demo.selectCount ?? 1);
    let pool: [number, number][] = candidateSeqs.map((seq, i) => [seq, demo.weights?.[i] ?? 1]);
    for (let n = 0; n < want && pool.length; n++) {
      const picked = weighted(r, pool);
      choices.push({ agendaSeq, candidateSeq: picked, choice: "SELECTED" });
      pool = pool.filter(([seq]) => seq !== picked);
    }
  }
  return choices;
}

/** The evidence event of an electronic ballot, shaped as the ballot service appends it (choices only as an HMAC). */
export function ballotEvidenceOf(
  unionSeq: number,
  meetSeq: number,
  ballot: { seq: number; votedAt: Date; receiptCode: string; choices: DemoChoice[] },
): EvidenceInput {
  const sorted = [...ballot.choices].sort((a, b) => a.agendaSeq - b.agendaSeq || a.candidateSeq - b.candidateSeq);
  return {
    unionSeq,
    kind: DEMO_BALLOT_EVIDENCE_KIND,
    subject: `meet:${meetSeq}/participant:${ballot.seq}`,
    payload: {
      meetSeq,
      meetParticipantSeq: ballot.seq,
      channel: "ELECTRONIC",
      castAt: ballot.votedAt.toISOString(),
      signerType: "OWNER",
      verificationId: null,
      receiptHash: sha256(ballot.receiptCode.toUpperCase()),
      ballotHash: createHmac("sha256", ballot.receiptCode.toUpperCase()).update(canonicalJson(sorted)).digest("hex"),
    },
    occurredAt: ballot.votedAt,
  };
}

/** The evidence event of a written submission staff registered (no choices: the paper is counted at the tally). */
export function writtenEvidenceOf(
  unionSeq: number,
  meetSeq: number,
  memberSeq: number | null,
  voter: {
    participantId: string;
    writtenSubmissionType: string | null;
    writtenSubmissionStatus: string | null;
    writtenSubmissionAt: Date | null;
  },
  meetParticipantSeq: number,
): EvidenceInput {
  return {
    unionSeq,
    kind: DEMO_WRITTEN_EVIDENCE_KIND,
    subject: `meet:${meetSeq}`,
    payload: {
      meetSeq,
      participantIds: [voter.participantId],
      memberSeq,
      meetParticipantSeq,
      writtenSubmissionType: voter.writtenSubmissionType,
      writtenSubmissionStatus: voter.writtenSubmissionStatus,
      writtenSubmissionAt: voter.writtenSubmissionAt!.toISOString(),
    },
    occurredAt: voter.writtenSubmissionAt!,
  };
}
