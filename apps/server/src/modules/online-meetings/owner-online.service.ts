import {
  BALLOT_MESSAGES as B,
  BALLOT_EVIDENCE_KIND,
  type BallotChoiceInput,
  type BallotReceipt,
  ballotProblem,
  ERROR_CODES,
  OWNER_MESSAGES as M,
  ONLINE_NOTICES_MAX,
  ONLINE_READ_CACHE_MS,
  ONLINE_SEEN_REFRESH_MS,
  type OnlineServiceRowStatus,
  type OnlineViewerPhase,
  type OwnerOnlineBallot,
  type OwnerOnlineIntro,
  type OwnerOnlineMe,
  type OwnerOnlineNotice,
  type OwnerOnlineOpinion,
  type OwnerOnlineSpeech,
  type OwnerOnlineWatch,
  type OwnerSession,
  type OwnerSignerType,
  type OwnerVerification,
  type SpeechCategory,
  type SpeechStatus,
  sameName,
  ONLINE_VIEWER_MESSAGES as V,
} from "@johap/contracts";
import type { ServerSecrets } from "../../auth-server/server-secrets";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { changeCache } from "../../platform/change-cache";
import { AppError, badRequest, notFound } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { BallotMeeting } from "../meetings/meet-ballot-cache";
import { agendaRules, ballotHashOf, newReceiptCode, receiptHashOf } from "../meetings/meet-ballots.service";
import { agendasWithCandidates, storedFiles } from "../meetings/owner-meetings.repository";
import { signedFiles } from "../meetings/owner-meetings.service";
import { type ScopeResolver, startVerification } from "../owner/owner.service";
import { type OwnerClaims, signOwnerToken } from "../owner/owner-token";
import { isOnlineBallotOpen, isViewerOpen, speechNext } from "./online-meetings.rules";
import { type ReadCache, readCache } from "./online-read-cache";
import {
  castOnlineBallot,
  findOnlineMeeting,
  insertOpinion,
  insertSpeech,
  joinViewer,
  latestSpeechOf,
  leaveViewer,
  liveVoter,
  liveVoterOfEntry,
  moveOwnSpeech,
  noticesOf,
  type OnlineMeetingState,
  opinionsOf,
  speechOf,
  touchViewer,
  type ViewerRow,
  viewerOf,
  votersByBirth,
} from "./owner-online.repository";

/** How long one process serves an online meeting's watch state and notices from memory. */
export const WATCH_CACHE_MS = ONLINE_READ_CACHE_MS;
/** The heartbeats remembered per process (one entry per attendee polling through it). */
const SEEN_MAX = 50_000;

type Agenda = {
  agenda: BallotMeeting["agendas"][number]["agenda"];
  candidates: BallotMeeting["agendas"][number]["candidates"];
};
type OnlineAgendas = { agendas: Agenda[]; files: BallotMeeting["files"] };

/** What the attendee's requests share: the database, the file store, the keys, and the per-process caches. */
export type OwnerOnlineContext = {
  db: Db;
  store: FileStore;
  secrets: ServerSecrets;
  states: ReadCache<OnlineMeetingState | null>;
  notices: ReadCache<OwnerOnlineNotice[]>;
  agendas: { of: (meetSeq: number) => Promise<OnlineAgendas> };
  /** When this process last wrote an attendee's lastSeenAt (`{online}:{voter}` → ms). */
  seen: Map<string, number>;
};

export function ownerOnlineContext(deps: { db: Db; store: FileStore; secrets: ServerSecrets; changes: ChangeFeed }) {
  const agendaCache = changeCache<OnlineAgendas>(deps.changes, {
    tables: ["meets", "meet_agendas", "meet_candidates"],
    maxEntries: 100,
  });
  const loadAgendas = async (meetSeq: number): Promise<OnlineAgendas> => {
    const agendas = await agendasWithCandidates(deps.db, meetSeq);
    const seqs = agendas.flatMap(({ agenda, candidates }) => [
      agenda.attachFileSeq,
      ...candidates.map((c) => c.attachFileSeq),
    ]);
    const files = await storedFiles(deps.db, [...new Set(seqs.filter((s): s is number => s !== null))]);
    return { agendas, files };
  };
  return {
    db: deps.db,
    store: deps.store,
    secrets: deps.secrets,
    // The console's per-process read cache (1.5 s, one load per key at a time): the online tables have no change
    // feed, so a staff action shows within it on top of the viewers' 10 s polling.
    states: readCache<OnlineMeetingState | null>({ ttlMs: WATCH_CACHE_MS, maxEntries: 1_000 }),
    notices: readCache<OwnerOnlineNotice[]>({ ttlMs: WATCH_CACHE_MS, maxEntries: 1_000 }),
    agendas: { of: (meetSeq) => agendaCache.get(String(meetSeq), () => loadAgendas(meetSeq)) },
    seen: new Map(),
  } satisfies OwnerOnlineContext;
}

/**
 * Where the online meeting stands for its attendees: NOT_READY until it is CREATED, ENDED once the meeting is
 * closed (the console's `isViewerOpen`), LIVE while broadcasting, else WAITING (not on air yet, or paused).
 */
export function viewerPhase(state: Pick<OnlineMeetingState, "serviceStatus" | "meetStatus" | "streamingStatus">) {
  const facts = { serviceStatus: state.serviceStatus as OnlineServiceRowStatus };
  if (state.serviceStatus !== "CREATED") return "NOT_READY" satisfies OnlineViewerPhase;
  if (!isViewerOpen(facts, state)) return "ENDED" satisfies OnlineViewerPhase;
  return (state.streamingStatus === "BROADCASTING" ? "LIVE" : "WAITING") satisfies OnlineViewerPhase;
}

/** The online meeting of an access code (from the short cache); 404 for an unknown or cancelled one. */
export async function onlineMeetingOf(ctx: OwnerOnlineContext, accessCode: string) {
  const state = await ctx.states.get(accessCode, () => findOnlineMeeting(ctx.db, accessCode));
  if (!state) throw notFound(V.linkNotFound);
  return state;
}

/** GET /v1/owner/online-meetings/{accessCode}: public facts only. */
export async function onlineIntro(ctx: OwnerOnlineContext, accessCode: string): Promise<OwnerOnlineIntro> {
  const state = await onlineMeetingOf(ctx, accessCode);
  return {
    unionName: state.unionName,
    name: state.name,
    meetMethod: state.meetMethod,
    meetStatus: state.meetStatus,
    meetAt: state.meetAt.toISOString(),
    phase: viewerPhase(state),
  };
}

/**
 * 본인 확인 on the viewer link: the link names the meeting, not the voter, so the name and birth date are looked up
 * among its live voters (the owner's, or the agent's as the roll holds them). One person voting for several register
 * entries is taken for the first whose ballot is not cast yet (then the first). The code goes to that person's phone.
 */
export async function identifyAttendee(opts: {
  ctx: OwnerOnlineContext;
  accessCode: string;
  name: string;
  birth: string;
  ip: string | null;
}): Promise<OwnerVerification> {
  const state = await onlineMeetingOf(opts.ctx, opts.accessCode);
  const phase = viewerPhase(state);
  if (phase === "NOT_READY") throw badRequest(V.notReady);
  if (phase === "ENDED") throw badRequest(V.ended);
  const voters = await votersByBirth(opts.ctx.db, state.meetSeq, opts.birth);
  const matches = voters.flatMap((voter) => {
    if (voter.birth === opts.birth && sameName(voter.name, opts.name)) {
      return [{ voter, signerType: "OWNER" as OwnerSignerType, phone: voter.phoneNo }];
    }
    const agent = voter.agent;
    if (agent && agent.birth === opts.birth && sameName(agent.name, opts.name)) {
      return [{ voter, signerType: "AGENT" as OwnerSignerType, phone: agent.phoneNo }];
    }
    return [];
  });
  const match = matches.find((m) => m.voter.ballotSeq === null) ?? matches[0];
  if (!match) throw badRequest(M.identityMismatch);
  if (!match.voter.unionRegisterSeq) throw badRequest(B.notOwner);
  return startVerification({
    db: opts.ctx.db,
    ip: opts.ip,
    candidate: {
      unionSeq: state.unionSeq,
      unionName: state.unionName,
      scopeType: "ONLINE",
      scopeSeq: state.onlineGeneralMeetingSeq,
      unionRegisterSeq: match.voter.unionRegisterSeq,
      phone: match.phone,
      signerType: match.signerType,
    },
  });
}

/** What a confirmed code of an online meeting opens: the live voter of that register entry in its meeting. */
export const onlineScopeResolver: ScopeResolver = async (db, verification) => {
  const meetParticipantSeq = await liveVoterOfEntry(db, verification.scopeSeq, verification.unionRegisterSeq);
  return meetParticipantSeq ? { recipientSeq: meetParticipantSeq } : null;
};

/**
 * The link checked against the owner token: an ONLINE session of this online meeting and union naming a voter
 * (another online meeting's, another union's, an e-vote's or a consent's token is refused with 403).
 */
export async function attendeeScope(ctx: OwnerOnlineContext, accessCode: string, claims: OwnerClaims) {
  const state = await onlineMeetingOf(ctx, accessCode);
  if (
    claims.scopeType !== "ONLINE" ||
    claims.scopeSeq !== state.onlineGeneralMeetingSeq ||
    claims.unionSeq !== state.unionSeq ||
    !claims.recipientSeq
  ) {
    throw new AppError(403, ERROR_CODES.PERMISSION_DENIED, V.scopeMismatch);
  }
  return { state, meetParticipantSeq: claims.recipientSeq };
}

/** The attendee's voter, live (a voter deleted from the roll meanwhile: 410). */
async function attendeeVoter(ctx: OwnerOnlineContext, state: OnlineMeetingState, meetParticipantSeq: number) {
  const voter = await liveVoter(ctx.db, state.meetSeq, meetParticipantSeq);
  if (!voter || voter.deletedAt) throw new AppError(410, ERROR_CODES.NOT_FOUND, B.voterGone);
  return voter;
}

/** The attendee's viewer row while attending (ATTEND); 400 입장 후 이용 otherwise. */
async function attendingViewer(ctx: OwnerOnlineContext, state: OnlineMeetingState, meetParticipantSeq: number) {
  const viewer = await viewerOf(ctx.db, state.onlineGeneralMeetingSeq, meetParticipantSeq);
  if (viewer?.attendanceStatus !== "ATTEND") throw badRequest(V.notJoined);
  return viewer;
}

/** Opinions and requests to speak while the meeting is open to its attendees (created, not ended). */
function requireOpen(state: Pick<OnlineMeetingState, "serviceStatus" | "meetStatus" | "streamingStatus">) {
  const phase = viewerPhase(state);
  if (phase === "NOT_READY") throw badRequest(V.notReady);
  if (phase === "ENDED") throw badRequest(V.ended);
}

const toSpeech = (row: NonNullable<Awaited<ReturnType<typeof latestSpeechOf>>>): OwnerOnlineSpeech => ({
  speechSeq: row.speechSeq,
  speechCategory: row.speechCategory as SpeechCategory,
  status: row.status as OwnerOnlineSpeech["status"],
  registeredAt: row.registeredAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function meOf(
  ctx: OwnerOnlineContext,
  state: OnlineMeetingState,
  meetParticipantSeq: number,
  claims: OwnerClaims,
  viewer?: ViewerRow | null,
): Promise<OwnerOnlineMe> {
  const voter = await attendeeVoter(ctx, state, meetParticipantSeq);
  const row = viewer === undefined ? await viewerOf(ctx.db, state.onlineGeneralMeetingSeq, meetParticipantSeq) : viewer;
  const speech = row ? await latestSpeechOf(ctx.db, row.viewerSeq) : null;
  const isAgent = claims.signerType === "AGENT";
  return {
    signerType: claims.signerType,
    name: isAgent ? (voter.agent?.name ?? "") : voter.name,
    ownerName: voter.name,
    attendanceStatus: (row?.attendanceStatus ?? null) as OwnerOnlineMe["attendanceStatus"],
    joinedAt: row?.joinedAt.toISOString() ?? null,
    speech: speech ? toSpeech(speech) : null,
    votedAt: voter.castAt?.toISOString() ?? null,
    channel: voter.channel ?? null,
  };
}

/** GET .../me: the attendee, their viewer row, latest request to speak and whether their one ballot is cast. */
export async function attendeeMe(ctx: OwnerOnlineContext, accessCode: string, claims: OwnerClaims) {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  return meOf(ctx, state, meetParticipantSeq, claims);
}

/**
 * POST .../join (입장): while the online meeting is created and not ended, the attendee's viewer row ATTEND (made
 * or made so again) and the voter's attendance ONLINE. Answers the attendee as GET .../me.
 */
export async function joinOnline(ctx: OwnerOnlineContext, accessCode: string, claims: OwnerClaims) {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  requireOpen(state);
  const voter = await attendeeVoter(ctx, state, meetParticipantSeq);
  const isAgent = claims.signerType === "AGENT" && voter.agent !== null;
  const at = new Date();
  const viewer = await joinViewer(ctx.db, {
    onlineGeneralMeetingSeq: state.onlineGeneralMeetingSeq,
    meetParticipantSeq,
    name: isAgent ? voter.agent!.name : voter.name,
    phone: (isAgent ? voter.agent!.phoneNo : voter.phoneNo).replace(/\D/g, ""),
    isAgent,
    at,
  });
  ctx.seen.set(`${state.onlineGeneralMeetingSeq}:${meetParticipantSeq}`, at.getTime());
  return meOf(ctx, state, meetParticipantSeq, claims, viewer);
}

/** POST .../leave (나가기): the viewer LEAVE; joining again makes it ATTEND. */
export async function leaveOnline(ctx: OwnerOnlineContext, accessCode: string, claims: OwnerClaims) {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  const viewer = await viewerOf(ctx.db, state.onlineGeneralMeetingSeq, meetParticipantSeq);
  if (viewer) await leaveViewer(ctx.db, viewer.viewerSeq, new Date());
  ctx.seen.delete(`${state.onlineGeneralMeetingSeq}:${meetParticipantSeq}`);
  return meOf(ctx, state, meetParticipantSeq, claims);
}

/**
 * GET .../watch, polled by every attendee every 10 s: the online meeting's state from the per-process cache (the
 * same answer for all), and the attendee's heartbeat, written at most once a minute per attendee (this process
 * remembers when it wrote; the statement itself skips a row written within the minute by another replica).
 */
export async function watchOnline(
  ctx: OwnerOnlineContext,
  accessCode: string,
  claims: OwnerClaims,
  now = new Date(),
): Promise<OwnerOnlineWatch> {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  const key = `${state.onlineGeneralMeetingSeq}:${meetParticipantSeq}`;
  const last = ctx.seen.get(key);
  if (last === undefined || now.getTime() - last >= ONLINE_SEEN_REFRESH_MS) {
    ctx.seen.delete(key);
    if (ctx.seen.size >= SEEN_MAX) ctx.seen.delete(ctx.seen.keys().next().value as string);
    ctx.seen.set(key, now.getTime());
    await touchViewer(ctx.db, state.onlineGeneralMeetingSeq, meetParticipantSeq, now, ONLINE_SEEN_REFRESH_MS - 5_000);
  }
  return {
    phase: viewerPhase(state),
    meetStatus: state.meetStatus,
    streamingStatus: state.streamingStatus,
    playUrl: state.serviceStatus === "CREATED" ? state.playUrl : null,
    startAt: state.startAt?.toISOString() ?? null,
    voteStatus: state.voteStatus,
    voteStartedAt: state.voteStartedAt?.toISOString() ?? null,
    voteEndedAt: state.voteEndedAt?.toISOString() ?? null,
    latestNotice: state.latestNotice
      ? { ...state.latestNotice, createdAt: state.latestNotice.createdAt.toISOString() }
      : null,
    readAt: new Date().toISOString(),
  };
}

/** GET .../notices: the notices to the attendees, newest first (cached like the watch state). */
export async function onlineNotices(ctx: OwnerOnlineContext, accessCode: string, claims: OwnerClaims) {
  const { state } = await attendeeScope(ctx, accessCode, claims);
  return ctx.notices.get(String(state.onlineGeneralMeetingSeq), async () =>
    (await noticesOf(ctx.db, state.onlineGeneralMeetingSeq, ONLINE_NOTICES_MAX)).map((n) => ({
      ...n,
      createdAt: n.createdAt.toISOString(),
    })),
  );
}

const toOpinion = (row: Awaited<ReturnType<typeof opinionsOf>>[number]): OwnerOnlineOpinion => ({
  opinionSeq: row.opinionSeq,
  comment: row.comment,
  commentAt: row.commentAt.toISOString(),
  status: row.status === "COMPLETED" ? "COMPLETED" : "PENDING",
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/** GET .../opinions: the attendee's own opinions with the staff's answers, newest first. */
export async function ownOpinions(ctx: OwnerOnlineContext, accessCode: string, claims: OwnerClaims) {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  const viewer = await viewerOf(ctx.db, state.onlineGeneralMeetingSeq, meetParticipantSeq);
  return viewer ? (await opinionsOf(ctx.db, viewer.viewerSeq)).map(toOpinion) : [];
}

/** POST .../opinions: an opinion (150 characters) of an attending attendee while the meeting is open. */
export async function sendOpinion(ctx: OwnerOnlineContext, accessCode: string, claims: OwnerClaims, comment: string) {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  requireOpen(state);
  const viewer = await attendingViewer(ctx, state, meetParticipantSeq);
  const row = await insertOpinion(ctx.db, {
    onlineGeneralMeetingSeq: state.onlineGeneralMeetingSeq,
    viewerSeq: viewer.viewerSeq,
    comment,
  });
  return toOpinion(row);
}

/** POST .../speeches: a request to speak (VOICE or PHONE); one open request per attendee (409 otherwise). */
export async function requestSpeech(
  ctx: OwnerOnlineContext,
  accessCode: string,
  claims: OwnerClaims,
  speechCategory: SpeechCategory,
) {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  requireOpen(state);
  const viewer = await attendingViewer(ctx, state, meetParticipantSeq);
  const row = await insertSpeech(ctx.db, {
    onlineGeneralMeetingSeq: state.onlineGeneralMeetingSeq,
    viewerSeq: viewer.viewerSeq,
    speechCategory,
    status: "REQUESTED",
  });
  if (!row) throw new AppError(409, ERROR_CODES.CONFLICT, V.speechOpen);
  return toSpeech(row);
}

/** POST .../speeches/{speechSeq}/cancel: the attendee's own request while REQUESTED (staff have not approved it). */
export async function cancelSpeech(
  ctx: OwnerOnlineContext,
  accessCode: string,
  claims: OwnerClaims,
  speechSeq: number,
) {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  const viewer = await viewerOf(ctx.db, state.onlineGeneralMeetingSeq, meetParticipantSeq);
  const speech = await speechOf(ctx.db, speechSeq);
  if (!viewer || !speech || speech.viewerSeq !== viewer.viewerSeq) throw notFound(V.speechNotFound);
  const to = speechNext(speech.status as SpeechStatus, "WITHDRAWN");
  const row = to ? await moveOwnSpeech(ctx.db, speech, viewer.viewerSeq, to, new Date()) : null;
  if (!row) throw badRequest(V.speechNotCancelable);
  return toSpeech(row);
}

/**
 * POST .../speeches/{speechSeq}/connect (연결하기): the attendee picks up a request the staff approved (PENDING →
 * SPEAKING, the console's CONNECTED move); the staff end it with 연결종료.
 */
export async function connectSpeech(
  ctx: OwnerOnlineContext,
  accessCode: string,
  claims: OwnerClaims,
  speechSeq: number,
) {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  requireOpen(state);
  const viewer = await viewerOf(ctx.db, state.onlineGeneralMeetingSeq, meetParticipantSeq);
  const speech = await speechOf(ctx.db, speechSeq);
  if (!viewer || !speech || speech.viewerSeq !== viewer.viewerSeq) throw notFound(V.speechNotFound);
  const to = speechNext(speech.status as SpeechStatus, "CONNECTED");
  const row = to ? await moveOwnSpeech(ctx.db, speech, viewer.viewerSeq, to, new Date()) : null;
  if (!row) throw badRequest(V.speechNotConnectable);
  return toSpeech(row);
}

/** GET .../ballot: the meeting's agendas as the e-vote ballot shows them, and whether the attendee may vote now. */
export async function onlineBallot(
  ctx: OwnerOnlineContext,
  accessCode: string,
  claims: OwnerClaims,
): Promise<OwnerOnlineBallot> {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  const voter = await attendeeVoter(ctx, state, meetParticipantSeq);
  const { agendas, files } = await ctx.agendas.of(state.meetSeq);
  const fileOf = await signedFiles(ctx.store, files);
  return {
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
    voteStatus: state.voteStatus,
    isVotable: !voter.channel && isVoting(state),
    votedAt: voter.castAt?.toISOString() ?? null,
    channel: voter.channel ?? null,
  };
}

/** The online ballot is open: the console's rule (VOTING of a CREATED online meeting) and the meeting PROCESS. */
const isVoting = (state: OnlineMeetingState) =>
  isOnlineBallotOpen({ serviceStatus: state.serviceStatus as OnlineServiceRowStatus, voteStatus: state.voteStatus }) &&
  state.meetStatus === "PROCESS";

export type BallotOrigin = { ip: string | null; userAgent: string | null };

/**
 * POST .../ballot (온라인 투표): while the online vote is VOTING (meeting PROCESS), with the e-vote ballot's rules
 * (`ballotProblem`), a choice for every agenda. One statement writes the ballot of channel ONLINE (the unique index
 * on the voter refuses a second of any channel: 409), its choices without the voter, the voter ONLINE_VOTED, and the
 * evidence event; the receipt code is shown once. Why one did not land: scope 403, not voting 400, choices 400,
 * voter deleted 410, not attending 400, already voted 409.
 */
export async function castOnline(opts: {
  ctx: OwnerOnlineContext;
  accessCode: string;
  claims: OwnerClaims;
  choices: BallotChoiceInput[];
  origin: BallotOrigin;
}): Promise<BallotReceipt> {
  const { ctx, claims } = opts;
  const { state, meetParticipantSeq } = await attendeeScope(ctx, opts.accessCode, claims);
  const { agendas } = await ctx.agendas.of(state.meetSeq);
  const problem = ballotProblem(agendaRules(agendas), opts.choices);
  if (!isVoting(state)) throw badRequest(V.notVoting);
  if (problem) throw badRequest(problem);
  const receiptCode = newReceiptCode();
  const receiptHash = receiptHashOf(receiptCode);
  const castAt = new Date();
  const { meetSeq } = state;
  const choices = [...opts.choices]
    .map(({ agendaSeq, candidateSeq, choice }) => ({ agendaSeq, candidateSeq, choice }))
    .sort((a, b) => a.agendaSeq - b.agendaSeq || a.candidateSeq - b.candidateSeq);
  const landed = await castOnlineBallot(ctx.db, {
    onlineGeneralMeetingSeq: state.onlineGeneralMeetingSeq,
    unionSeq: claims.unionSeq,
    meetSeq,
    meetParticipantSeq,
    unionRegisterSeq: claims.unionRegisterSeq,
    receiptHash,
    castAt,
    choices,
    evidence: {
      kind: BALLOT_EVIDENCE_KIND,
      subject: `meet:${meetSeq}/participant:${meetParticipantSeq}`,
      payload: {
        meetSeq,
        meetParticipantSeq,
        channel: "ONLINE",
        onlineGeneralMeetingSeq: state.onlineGeneralMeetingSeq,
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
  if (!landed) throw await castRefusal(ctx, opts.accessCode, state, meetParticipantSeq);
  return { receiptCode, votedAt: castAt.toISOString() };
}

/** Why a cast that passed the cached checks did not land, read from the database. */
async function castRefusal(
  ctx: OwnerOnlineContext,
  accessCode: string,
  cached: OnlineMeetingState,
  meetParticipantSeq: number,
) {
  const fresh = await findOnlineMeeting(ctx.db, accessCode);
  if (!fresh || !isVoting(fresh)) return badRequest(V.notVoting);
  const voter = await liveVoter(ctx.db, cached.meetSeq, meetParticipantSeq);
  if (!voter || voter.deletedAt) return new AppError(410, ERROR_CODES.NOT_FOUND, B.voterGone);
  if (voter.channel) return new AppError(409, ERROR_CODES.CONFLICT, B.alreadyVoted);
  const viewer = await viewerOf(ctx.db, cached.onlineGeneralMeetingSeq, meetParticipantSeq);
  if (viewer?.attendanceStatus !== "ATTEND") return badRequest(V.notJoined);
  return new AppError(409, ERROR_CODES.CONFLICT, B.alreadyVoted);
}

/**
 * POST .../session: a fresh owner token for an attendee still attending (the session lasts 30 minutes; a meeting
 * lasts longer). Same claims, new expiry; refused once the meeting ended or the attendee left.
 */
export async function renewSession(
  ctx: OwnerOnlineContext,
  accessCode: string,
  claims: OwnerClaims,
): Promise<OwnerSession> {
  const { state, meetParticipantSeq } = await attendeeScope(ctx, accessCode, claims);
  requireOpen(state);
  await attendeeVoter(ctx, state, meetParticipantSeq);
  await attendingViewer(ctx, state, meetParticipantSeq);
  const { accessToken, expiresAt } = await signOwnerToken(ctx.secrets, claims);
  return { accessToken, expiresAt: expiresAt.toISOString(), signerType: claims.signerType };
}
