import {
  BALLOT_MESSAGES as B,
  type BallotPhase,
  ERROR_CODES,
  OWNER_MESSAGES as M,
  type OwnerBallot,
  type OwnerMeetingFile,
  type OwnerMeetingIntro,
  type OwnerSignerType,
  type OwnerVerification,
  sameName,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { AppError, badRequest, notFound } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { type ScopeResolver, startVerification } from "../owner/owner.service";
import type { OwnerClaims } from "../owner/owner-token";
import type { BallotMeeting, BallotMeetings } from "./meet-ballot-cache";
import { type BallotLinkRow, findBallotLink, liveVoterOf, markOpened } from "./owner-meetings.repository";

/** Signed download URLs of the notice and attachments live as long as an owner session. */
const FILE_URL_TTL_MS = 30 * 60_000;

/** What the owner's ballot requests read: the database, and the meetings' ballot facts held in memory. */
export type OwnerBallotContext = { db: Db; meetings: BallotMeetings };

/** A ballot link's delivery, voter and ballot, with its meeting's facts. */
export type BallotLink = BallotLinkRow & BallotMeeting;

/** Where the e-vote stands now: open while the meeting is PROCESS and voteStartAt ≤ now < voteEndAt. */
export function ballotPhase(link: Pick<BallotLink, "meet" | "evote">, now = new Date()): BallotPhase {
  const { meet, evote } = link;
  if (now >= evote.voteEndAt || meet.meetStatus === "COUNTING" || meet.meetStatus === "COMPLETE") return "CLOSED";
  if (meet.meetStatus === "CANCEL") return "CLOSED";
  if (now < evote.voteStartAt || meet.meetStatus !== "PROCESS") return "BEFORE";
  return "OPEN";
}

/**
 * The link's delivery, refused when unknown (404), replaced by a newer link (410 새 링크가 발송되었습니다) or
 * of a voter deleted from the roll (410).
 */
export async function liveBallotLink(ctx: OwnerBallotContext, linkToken: string): Promise<BallotLink> {
  const row = await findBallotLink(ctx.db, linkToken);
  if (!row) throw notFound(B.linkNotFound);
  const meeting = await ctx.meetings.of(ctx.db, row.participant.meetSeq);
  if (!meeting) throw notFound(B.linkNotFound);
  if (row.send.status === "CANCELLED") throw new AppError(410, ERROR_CODES.NOT_FOUND, B.linkReplaced);
  if (row.participant.deletedAt) throw new AppError(410, ERROR_CODES.NOT_FOUND, B.voterGone);
  return { ...row, ...meeting };
}

const toIntro = (link: BallotLink, now = new Date()): OwnerMeetingIntro => ({
  unionName: link.unionName,
  name: link.meet.name,
  meetMethod: link.meet.meetMethod,
  meetStatus: link.meet.meetStatus,
  meetAt: link.meet.meetAt.toISOString(),
  voteStartAt: link.evote.voteStartAt.toISOString(),
  voteEndAt: link.evote.voteEndAt.toISOString(),
  phase: ballotPhase(link, now),
  receiptsPath: `/m/r/${link.meet.linkCode}`,
});

/** GET /v1/owner/meetings/{linkToken}: public facts of the meeting only (no voter, no counts). */
export async function meetingIntro(ctx: OwnerBallotContext, linkToken: string) {
  return toIntro(await liveBallotLink(ctx, linkToken));
}

/**
 * POST .../opened: the voter opened the texted link. The delivery's `openedAt` (first time) and the voter
 * OPENED unless VOTED. Holding the random token is the proof; repeating it changes nothing more.
 */
export async function openBallotLink(ctx: OwnerBallotContext, linkToken: string) {
  const link = await liveBallotLink(ctx, linkToken);
  await markOpened(ctx.db, link.send.sendSeq, link.participant.meetParticipantSeq, new Date());
  return toIntro(link);
}

/**
 * 본인 확인 for a ballot link: the link names one voter; the name and birth date must be that voter's (as the
 * meeting's roll holds them, which staff may have corrected) or the voter's agent's. The code goes to that
 * person's phone. A wrong name or birth answers one message for both.
 */
export async function identifyVoter(opts: {
  ctx: OwnerBallotContext;
  linkToken: string;
  name: string;
  birth: string;
  ip: string | null;
}): Promise<OwnerVerification> {
  const link = await liveBallotLink(opts.ctx, opts.linkToken);
  const { participant: voter, meet } = link;
  let match: { signerType: OwnerSignerType; phone: string } | null = null;
  if (voter.birth === opts.birth && sameName(voter.name, opts.name)) {
    match = { signerType: "OWNER", phone: voter.phoneNo };
  } else if (voter.agent && voter.agent.birth === opts.birth && sameName(voter.agent.name, opts.name)) {
    match = { signerType: "AGENT", phone: voter.agent.phoneNo };
  }
  if (!match) throw badRequest(M.identityMismatch);
  if (!voter.unionRegisterSeq) throw badRequest(B.notOwner);
  return startVerification({
    db: opts.ctx.db,
    ip: opts.ip,
    candidate: {
      unionSeq: meet.unionSeq,
      unionName: link.unionName,
      scopeType: "MEETING",
      scopeSeq: meet.meetSeq,
      unionRegisterSeq: voter.unionRegisterSeq,
      phone: match.phone,
      signerType: match.signerType,
    },
  });
}

/** What a confirmed code of a meeting opens: the live voter of that register entry (deleted: none). */
export const meetingScopeResolver: ScopeResolver = async (db, verification) => {
  const row = await liveVoterOf(db, verification.scopeSeq, verification.unionRegisterSeq);
  return row ? { recipientSeq: row.meetParticipantSeq } : null;
};

/**
 * The link checked against the owner token: a MEETING session of the same union, meeting, register entry and
 * voter (another meeting's, union's or voter's token is refused with 403).
 */
export async function ownerBallotScope(ctx: OwnerBallotContext, linkToken: string, claims: OwnerClaims) {
  const link = await liveBallotLink(ctx, linkToken);
  if (
    claims.scopeType !== "MEETING" ||
    claims.scopeSeq !== link.meet.meetSeq ||
    claims.unionSeq !== link.meet.unionSeq ||
    claims.recipientSeq !== link.participant.meetParticipantSeq ||
    claims.unionRegisterSeq !== link.participant.unionRegisterSeq
  ) {
    throw new AppError(403, ERROR_CODES.PERMISSION_DENIED, B.scopeMismatch);
  }
  return link;
}

/** Download URLs, signed now, of the meeting's stored files (notice and attachments) by seq. */
export async function signedFiles(store: FileStore, files: BallotMeeting["files"]) {
  const expiresAt = Date.now() + FILE_URL_TTL_MS;
  const out = new Map<number, OwnerMeetingFile>();
  for (const file of files) {
    out.set(file.fileSeq, {
      fileName: file.originalName,
      contentType: file.contentType,
      url: await store.downloadUrl({
        fileSeq: file.fileSeq,
        key: file.storageKey,
        expiresAt,
        fileName: file.originalName,
        contentType: file.contentType,
      }),
    });
  }
  return (seq: number | null) => (seq === null ? null : (out.get(seq) ?? null));
}

/** GET /v1/owner/meetings/{linkToken}/me: the meeting, its agendas with files, and the voter's own status. */
export async function ownerBallot(opts: {
  ctx: OwnerBallotContext;
  store: FileStore;
  linkToken: string;
  claims: OwnerClaims;
}): Promise<OwnerBallot> {
  const link = await ownerBallotScope(opts.ctx, opts.linkToken, opts.claims);
  const { meet, evote, participant: voter, agendas, onsite, ballot } = link;
  const fileOf = await signedFiles(opts.store, link.files);
  const intro = toIntro(link);
  const isAgent = opts.claims.signerType === "AGENT";
  return {
    meeting: {
      ...intro,
      senderName: evote.senderName,
      contactNo: evote.contactNo,
      description: evote.description,
      signatureType: evote.signatureType,
      place: onsite ? [onsite.roadAddress, onsite.detailAddress].filter(Boolean).join(" ") : "",
      noticeFile: fileOf(meet.noticeFileSeq),
      additional: {
        isEnabled: meet.isVoteAdditionalInputEnabled,
        title: meet.voteAdditionalTitle,
        content: meet.voteAdditionalContent,
      },
    },
    agendas: agendas.map(({ agenda, candidates }) => ({
      agendaSeq: agenda.agendaSeq,
      order: agenda.agendaOrder,
      name: agenda.name,
      description: agenda.description,
      attachFile: fileOf(agenda.attachFileSeq),
      voteForm: agenda.voteForm,
      voteType: agenda.voteType,
      selectCount: agenda.selectCount,
      candidates: candidates.map((c) => ({
        candidateSeq: c.candidateSeq,
        no: c.no,
        name: c.name,
        description: c.description,
        attachFile: fileOf(c.attachFileSeq),
      })),
    })),
    voter: {
      signerType: opts.claims.signerType,
      name: isAgent ? (voter.agent?.name ?? "") : voter.name,
      ownerName: voter.name,
      progressStatus: voter.evoteProgressStatus,
      votedAt: ballot?.castAt.toISOString() ?? null,
      channel: ballot?.channel ?? null,
      isVotable: !ballot && intro.phase === "OPEN",
    },
  };
}
