import crypto from "node:crypto";
import {
  BALLOT_MESSAGES as B,
  BALLOT_EVIDENCE_KIND,
  type BallotChoiceInput,
  type BallotReceipt,
  ballotProblem,
  ERROR_CODES,
  formatReceiptCode,
  normalizeReceiptCode,
  RECEIPT_CODE_ALPHABET,
  RECEIPT_CODE_LENGTH,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, badRequest } from "../../platform/errors";
import { appendEvidence, sha256 } from "../../platform/evidence/evidence-chain";
import { canonicalJson } from "../../platform/idempotency";
import type { OwnerClaims } from "../owner/owner-token";
import { insertBallot, insertChoices, markVoted } from "./meet-ballots.repository";
import { agendasWithCandidates, ballotOf, voterRow } from "./owner-meetings.repository";
import { ballotPhase, ownerBallotScope } from "./owner-meetings.service";

export type BallotOrigin = { ip: string | null; userAgent: string | null };

/** 16 characters of Crockford base32 from the CSPRNG (80 bits), shown as XXXX-XXXX-XXXX-XXXX. */
export function newReceiptCode(): string {
  const bytes = crypto.randomBytes(RECEIPT_CODE_LENGTH);
  let code = "";
  for (const byte of bytes) code += RECEIPT_CODE_ALPHABET[byte % 32];
  return formatReceiptCode(code);
}

/** What is kept of a receipt code: its SHA-256 (the code itself is shown to the voter once). */
export const receiptHashOf = (receiptCode: string) => sha256(normalizeReceiptCode(receiptCode));

const sortedChoices = (choices: BallotChoiceInput[]) =>
  [...choices]
    .map(({ agendaSeq, candidateSeq, choice }) => ({ agendaSeq, candidateSeq, choice }))
    .sort((a, b) => a.agendaSeq - b.agendaSeq || a.candidateSeq - b.candidateSeq);

/**
 * The evidence's hash of a ballot's choices: HMAC-SHA256 keyed by the voter's receipt code over the sorted
 * choices. The chain certifies the ballot without revealing it (the choices of one agenda are few, so a plain
 * hash could be guessed; the 80-bit key cannot), and the voter, holding the code, can show what was cast.
 */
export const ballotHashOf = (receiptCode: string, choices: BallotChoiceInput[]) =>
  crypto
    .createHmac("sha256", normalizeReceiptCode(receiptCode))
    .update(canonicalJson(sortedChoices(choices)))
    .digest("hex");

const alreadyVoted = () => new AppError(409, ERROR_CODES.CONFLICT, B.alreadyVoted);

/**
 * 투표: while the e-vote is open (meeting PROCESS, voteStartAt ≤ now < voteEndAt), with a choice for every
 * agenda by its vote form and type. In one transaction: the voter's row locked, the one ballot (ELECTRONIC,
 * the receipt's hash; the unique index refuses a second of any channel with 409), the choices without the
 * voter, the voter VOTED / votedAt / PRE_ELECTRONIC_VOTED, and the evidence event (ballot hash, time, IP,
 * user agent). Answers the receipt code, shown once.
 */
export async function castBallot(opts: {
  db: Db;
  linkToken: string;
  claims: OwnerClaims;
  choices: BallotChoiceInput[];
  origin: BallotOrigin;
}): Promise<BallotReceipt> {
  const link = await ownerBallotScope(opts.db, opts.linkToken, opts.claims);
  const { meet, participant } = link;
  const phase = ballotPhase(link);
  if (phase !== "OPEN") throw badRequest(phase === "BEFORE" ? B.beforeStart : B.notOpen);
  const agendas = await agendasWithCandidates(opts.db, meet.meetSeq);
  const problem = ballotProblem(
    agendas.map(({ agenda, candidates }) => ({
      agendaSeq: agenda.agendaSeq,
      order: agenda.agendaOrder,
      voteForm: agenda.voteForm,
      voteType: agenda.voteType,
      selectCount: agenda.selectCount,
      candidateSeqs: candidates.map((c) => c.candidateSeq),
    })),
    opts.choices,
  );
  if (problem) throw badRequest(problem);
  const receiptCode = newReceiptCode();
  const receiptHash = receiptHashOf(receiptCode);
  const castAt = new Date();
  await inTransaction(opts.db, async (tx) => {
    const voter = await voterRow(tx, participant.meetParticipantSeq, { forUpdate: true });
    if (!voter || voter.deletedAt) throw new AppError(410, ERROR_CODES.NOT_FOUND, B.voterGone);
    if (await ballotOf(tx, voter.meetParticipantSeq)) throw alreadyVoted();
    const ballot = await insertBallot(tx, {
      meetSeq: meet.meetSeq,
      meetParticipantSeq: voter.meetParticipantSeq,
      channel: "ELECTRONIC",
      receiptHash,
      castAt,
    });
    if (!ballot) throw alreadyVoted();
    await insertChoices(tx, meet.meetSeq, "ELECTRONIC", sortedChoices(opts.choices));
    await markVoted(tx, voter.meetParticipantSeq, castAt);
    // Last: the union's chain is appended under a lock held to the commit.
    await appendEvidence(tx, {
      unionSeq: meet.unionSeq,
      kind: BALLOT_EVIDENCE_KIND,
      subject: `meet:${meet.meetSeq}/participant:${voter.meetParticipantSeq}`,
      payload: {
        meetSeq: meet.meetSeq,
        meetParticipantSeq: voter.meetParticipantSeq,
        channel: "ELECTRONIC",
        castAt: castAt.toISOString(),
        signerType: opts.claims.signerType,
        verificationId: opts.claims.verificationId,
        receiptHash,
        ballotHash: ballotHashOf(receiptCode, opts.choices),
      },
      ip: opts.origin.ip,
      userAgent: opts.origin.userAgent,
      occurredAt: castAt,
    });
  });
  return { receiptCode, votedAt: castAt.toISOString() };
}
