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
import { AppError, badRequest } from "../../platform/errors";
import { sha256 } from "../../platform/evidence/evidence-chain";
import { canonicalJson } from "../../platform/idempotency";
import type { OwnerClaims } from "../owner/owner-token";
import type { BallotMeeting } from "./meet-ballot-cache";
import { castElectronicBallot } from "./meet-ballots.repository";
import { ballotPhase, type OwnerBallotContext, ownerBallotScope } from "./owner-meetings.service";

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

/** The rules of a meeting's agendas a ballot is checked against. */
export const agendaRules = (agendas: BallotMeeting["agendas"]) =>
  agendas.map(({ agenda, candidates }) => ({
    agendaSeq: agenda.agendaSeq,
    order: agenda.agendaOrder,
    voteForm: agenda.voteForm,
    voteType: agenda.voteType,
    selectCount: agenda.selectCount,
    candidateSeqs: candidates.map((c) => c.candidateSeq),
  }));

/**
 * Why a cast did not land (or would not): the link and token (404, 410, 403), the voting window (400), the
 * choices (400), the voter deleted (410), a ballot already cast (409), in that order.
 */
async function refusal(opts: {
  ctx: OwnerBallotContext;
  linkToken: string;
  claims: OwnerClaims;
  choices: BallotChoiceInput[];
}): Promise<AppError> {
  const link = await ownerBallotScope(opts.ctx, opts.linkToken, opts.claims);
  const phase = ballotPhase(link);
  if (phase !== "OPEN") return badRequest(phase === "BEFORE" ? B.beforeStart : B.notOpen);
  const problem = ballotProblem(agendaRules(link.agendas), opts.choices);
  if (problem) return badRequest(problem);
  if (link.participant.deletedAt) return new AppError(410, ERROR_CODES.NOT_FOUND, B.voterGone);
  return alreadyVoted();
}

/**
 * 투표: while the e-vote is open (meeting PROCESS, voteStartAt ≤ now < voteEndAt), with a choice for every
 * agenda by its vote form and type. The choices are checked against the meeting's agendas (held in memory),
 * then one statement writes the one ballot (ELECTRONIC, the receipt's hash; the unique index refuses a second
 * of any channel with 409), the choices without the voter, the voter VOTED / votedAt / PRE_ELECTRONIC_VOTED,
 * and the evidence event (ballot hash, time, IP, user agent) queued for the union's chain, after checking the
 * link, voter, meeting and window in the database. Answers the receipt code, shown once.
 */
export async function castBallot(opts: {
  ctx: OwnerBallotContext;
  linkToken: string;
  claims: OwnerClaims;
  choices: BallotChoiceInput[];
  origin: BallotOrigin;
}): Promise<BallotReceipt> {
  const { ctx, claims } = opts;
  const meeting = claims.scopeType === "MEETING" ? await ctx.meetings.of(ctx.db, claims.scopeSeq) : null;
  const problem = meeting ? ballotProblem(agendaRules(meeting.agendas), opts.choices) : null;
  if (!meeting || meeting.meet.unionSeq !== claims.unionSeq || problem || !claims.recipientSeq) {
    throw await refusal(opts);
  }
  const receiptCode = newReceiptCode();
  const receiptHash = receiptHashOf(receiptCode);
  const castAt = new Date(Math.floor(Date.now()));
  const { meetSeq } = meeting.meet;
  const meetParticipantSeq = claims.recipientSeq;
  const landed = await castElectronicBallot(ctx.db, {
    linkToken: opts.linkToken,
    unionSeq: claims.unionSeq,
    meetSeq,
    meetParticipantSeq,
    unionRegisterSeq: claims.unionRegisterSeq,
    receiptHash,
    castAt,
    choices: sortedChoices(opts.choices),
    evidence: {
      kind: BALLOT_EVIDENCE_KIND,
      subject: `meet:${meetSeq}/participant:${meetParticipantSeq}`,
      payload: {
        meetSeq,
        meetParticipantSeq,
        channel: "ELECTRONIC",
        castAt: castAt.toISOString(),
        signerType: claims.signerType,
        verificationId: claims.verificationId,
        receiptHash,
        ballotHash: ballotHashOf(receiptCode, opts.choices),
      },
      ip: opts.origin.ip,
      userAgent: opts.origin.userAgent,
    },
  });
  if (!landed) throw await refusal(opts);
  return { receiptCode, votedAt: castAt.toISOString() };
}
