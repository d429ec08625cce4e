import {
  LIVE_VIEWER_WINDOW_MS,
  ONLINE_MEETING_MESSAGES as M,
  type MeetMethod,
  type MeetStatus,
  type OnlineServiceRowStatus,
  type OnlineServiceStatus,
  type OnlineVoteStatus,
  type SpeechAction,
  type SpeechStatus,
  type StreamingStatus,
  type VoteForm,
} from "@johap/contracts";

/**
 * The state rules of the online general meeting (spec 03 §4), pure: the console's services and the attendees'
 * viewer (owner-online-*.ts) both decide with these, so the two sides cannot disagree. Each `...Block` returns
 * the Korean reason an action is refused, or null when it is allowed.
 */

/** The facts the rules read (a row of online_general_meetings and its meeting). */
export type OnlineFacts = {
  serviceStatus: OnlineServiceRowStatus;
  streamingStatus: StreamingStatus | null;
  voteStatus: OnlineVoteStatus;
  voteStartedAt: Date | null;
  hasStream: boolean;
  endAt: Date | null;
};
export type MeetFacts = { meetStatus: MeetStatus; meetMethod: MeetMethod; meetAt: Date };

/** The panel's status: a cancelled row (or none) is PENDING again. */
export const panelStatus = (row: { serviceStatus: OnlineServiceRowStatus } | null): OnlineServiceStatus =>
  !row || row.serviceStatus === "CANCELED" ? "PENDING" : row.serviceStatus;

/** Methods with an 온라인 총회 tab (spec 03 §2.2): ONSITE and ONSITE_ELECTRONIC. */
export const hasOnlineTab = (method: MeetMethod) => method === "ONSITE" || method === "ONSITE_ELECTRONIC";

const isClosedMeet = (status: MeetStatus) => status === "COMPLETE" || status === "CANCEL";

/** Apply (PENDING → APPLYING): only while the meeting is not COMPLETE, for a method with the tab, once. */
export function applyBlock(meet: MeetFacts, current: OnlineServiceStatus): string | null {
  if (!hasOnlineTab(meet.meetMethod)) return M.meetMethod;
  if (isClosedMeet(meet.meetStatus)) return M.meetComplete;
  if (current !== "PENDING") return M.alreadyApplied;
  return null;
}

/** Cancel: while APPLYING (refunded in full) or CONFIRMED (not refunded); a CREATED meeting stays. */
export function cancelBlock(current: OnlineServiceStatus): string | null {
  if (current === "APPLYING" || current === "CONFIRMED") return null;
  if (current === "CREATED") return M.notCancelable;
  return M.notFound;
}
export const isRefundedOnCancel = (current: OnlineServiceStatus) => current === "APPLYING";

/** The operator's confirmation: APPLYING → CONFIRMED (anything else is left as it is). */
export const canConfirm = (current: OnlineServiceRowStatus) => current === "APPLYING";

/** 온라인 총회 운영 시작 (the start screen): CONFIRMED → CREATED, while the meeting is not closed. */
export function createBlock(meet: MeetFacts, current: OnlineServiceStatus): string | null {
  if (isClosedMeet(meet.meetStatus)) return M.meetClosed;
  if (current !== "CONFIRMED") return current === "CREATED" ? M.alreadyApplied : M.notConfirmed;
  return null;
}

/** Stream info (meta-datas) is generated once, while CREATED. */
export function metadataBlock(facts: OnlineFacts): string | null {
  if (facts.serviceStatus !== "CREATED") return M.notCreated;
  if (facts.hasStream) return M.metaExists;
  return null;
}

/**
 * 온라인 총회 시작 / 종료 (PATCH status): needs the stream info; BROADCASTING and STOPPED toggle; the end is refused
 * while VOTING; nothing starts once the meeting is closed.
 */
export function streamingBlock(facts: OnlineFacts, meet: MeetFacts, next: StreamingStatus): string | null {
  if (facts.serviceStatus !== "CREATED") return M.notCreated;
  if (!facts.hasStream) return M.metaMissing;
  if (facts.streamingStatus === next) return M.streamingSame;
  if (next === "STOPPED" && facts.voteStatus === "VOTING") return M.endWhileVoting;
  if (next === "BROADCASTING" && isClosedMeet(meet.meetStatus)) return M.meetClosed;
  return null;
}

/**
 * 투표 시작하기 (spec 03 §4 Online vote): only while BROADCASTING, once the meeting time has come, while the meeting
 * is neither BEFORE nor COMPLETE (nor CANCEL); once only (irreversible).
 */
export function voteStartBlock(facts: OnlineFacts, meet: MeetFacts, now: Date): string | null {
  if (facts.serviceStatus !== "CREATED") return M.notCreated;
  if (facts.voteStatus === "VOTING" || facts.voteStartedAt) return M.voteAlreadyStarted;
  if (facts.streamingStatus !== "BROADCASTING") return M.voteNotBroadcasting;
  if (meet.meetStatus === "BEFORE" || isClosedMeet(meet.meetStatus)) return M.voteMeetStatus;
  if (meet.meetAt.getTime() > now.getTime()) return M.voteBeforeMeetTime;
  return null;
}

/** 투표 마감하기: only while VOTING. */
export const voteCloseBlock = (facts: OnlineFacts): string | null =>
  facts.voteStatus === "VOTING" ? null : M.voteNotVoting;

/** 온라인 총회 종료 is disabled while VOTING (and means nothing unless broadcasting). */
export function endBlock(facts: OnlineFacts): string | null {
  if (facts.streamingStatus !== "BROADCASTING") return M.streamingSame;
  if (facts.voteStatus === "VOTING") return M.endWhileVoting;
  return null;
}

/** Whether an attendee may cast the online ballot now: only while VOTING. */
export const isOnlineBallotOpen = (facts: Pick<OnlineFacts, "voteStatus" | "serviceStatus">) =>
  facts.serviceStatus === "CREATED" && facts.voteStatus === "VOTING";

/**
 * What an online attendee who submitted nothing counts as once the vote is closed (spec 03 §4 "unsubmitted votes
 * count as abstain or invalid"): 기권 (ABSTAIN) on an against (찬반) agenda, 무효 (INVALID) on a select one. The
 * online result of the tally counts them so; no ballot row is written for them (a ballot is what a voter cast).
 */
export const unsubmittedCountsAs = (voteForm: VoteForm): "ABSTAIN" | "INVALID" =>
  voteForm === "AGAINST" ? "ABSTAIN" : "INVALID";

/** The speech transitions (spec 03 §4 Speech; the table's comment): action → from → to. */
const SPEECH_MOVES: Record<SpeechAction, { from: SpeechStatus; to: SpeechStatus }> = {
  APPROVED: { from: "REQUESTED", to: "PENDING" },
  CONNECTED: { from: "PENDING", to: "SPEAKING" },
  DISCONNECTED: { from: "SPEAKING", to: "COMPLETED" },
  CONNECTION_CANCEL: { from: "PENDING", to: "CANCELED" },
  WITHDRAWN: { from: "REQUESTED", to: "CANCELED" },
};

/** The next status of a speech under `action`, or null when the action does not apply to its status. */
export function speechNext(status: SpeechStatus, action: SpeechAction): SpeechStatus | null {
  const move = SPEECH_MOVES[action];
  return move.from === status ? move.to : null;
}

/** A speech in progress (approved and waiting to connect, or speaking): at most one at a time. */
export const isSpeechInProgress = (status: SpeechStatus) => status === "PENDING" || status === "SPEAKING";

/**
 * Whether a row's console action may be pressed (isAble): 발언승인 on a REQUESTED one only while no request is
 * PENDING or SPEAKING; 연결종료 / 연결취소 on the one in progress; nothing on a finished one.
 */
export function speechIsAble(status: SpeechStatus, anyInProgress: boolean): boolean {
  if (status === "REQUESTED") return !anyInProgress;
  return isSpeechInProgress(status);
}

/** The console action a row offers: 발언승인, 연결종료 or 연결취소 (none on a finished one). */
export function speechConsoleAction(status: SpeechStatus): "APPROVED" | "DISCONNECTED" | "CONNECTION_CANCEL" | null {
  if (status === "REQUESTED") return "APPROVED";
  if (status === "SPEAKING") return "DISCONNECTED";
  if (status === "PENDING") return "CONNECTION_CANCEL";
  return null;
}

/** Whether a console action may move this speech now, given whether another one is in progress. */
export function speechActionBlock(status: SpeechStatus, action: SpeechAction, otherInProgress: boolean): string | null {
  if (speechNext(status, action) === null) return M.speechNotAllowed;
  if (action === "APPROVED" && otherInProgress) return M.speechNotAllowed;
  return null;
}

/** Whether a viewer counts as watching now (its last poll within the window and not left). */
export const isLiveViewer = (viewer: { attendanceStatus: string; lastSeenAt: Date }, now: Date) =>
  viewer.attendanceStatus === "ATTEND" && now.getTime() - viewer.lastSeenAt.getTime() <= LIVE_VIEWER_WINDOW_MS;

/** Attendees may join, write and ask to speak while the online meeting is CREATED and the meeting not closed. */
export const isViewerOpen = (facts: Pick<OnlineFacts, "serviceStatus">, meet: Pick<MeetFacts, "meetStatus">) =>
  facts.serviceStatus === "CREATED" && !isClosedMeet(meet.meetStatus);
