/**
 * The attendee's viewer of an online general meeting (apps/owner, `/m/o/{accessCode}`; issue 18 item 2, beyond
 * the spec): limits, statuses and Korean messages. No zod here: the owner app imports this file through
 * `@johap/contracts/owner-client`, and the server checks the same limits with owner-online.ts.
 */
import type { SpeechCategory, SpeechStatus } from "./online-meetings.constants";

/** The meeting's viewer link (`/m/o/{accessCode}`): the code the online meeting was created with. */
export const ONLINE_ACCESS_CODE_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

/** 참석자 의견 (spec 03 §5: notice and answer 150; the opinion the same). */
export const ONLINE_OPINION_MAX = 150;
/** The viewer polls its watch state every 10 s (spec 03 §9's online polling). */
export const ONLINE_WATCH_POLL_MS = 10_000;
/** A viewer's lastSeenAt is written at most once a minute, whatever the polling. */
export const ONLINE_SEEN_REFRESH_MS = 60_000;
/** The notices a viewer reads (newest first). */
export const ONLINE_NOTICES_MAX = 50;

/** How the attendee asks to speak (the console's SPEECH_CATEGORIES), in the attendee's words. */
export const ONLINE_SPEECH_CATEGORY_LABELS: Record<SpeechCategory, string> = {
  VOICE: "음성으로 발언",
  PHONE: "전화로 발언",
};

/** How the attendee sees a request to speak (the console's 발언승인 makes it PENDING: 연결 대기). */
export const ONLINE_SPEECH_STATUS_LABELS: Record<SpeechStatus, string> = {
  REQUESTED: "발언 요청됨 (승인 대기)",
  PENDING: "발언 승인됨 (연결 대기)",
  SPEAKING: "발언 중",
  COMPLETED: "발언 종료",
  CANCELED: "취소됨",
};

/** Where the online meeting stands for an attendee (the viewer page's banner). */
export const ONLINE_VIEWER_PHASES = ["NOT_READY", "WAITING", "LIVE", "ENDED"] as const;
export type OnlineViewerPhase = (typeof ONLINE_VIEWER_PHASES)[number];
export const ONLINE_VIEWER_PHASE_LABELS: Record<OnlineViewerPhase, string> = {
  NOT_READY: "준비 중",
  WAITING: "방송 대기 중",
  LIVE: "생중계 중",
  ENDED: "종료",
};

export const ONLINE_VIEWER_MESSAGES = {
  linkNotFound: "온라인 총회 주소를 찾을 수 없습니다. 문자로 받으신 주소를 확인해 주세요.",
  notReady: "온라인 총회가 아직 준비되지 않았습니다. 총회 시간에 맞춰 다시 열어 주세요.",
  ended: "온라인 총회가 종료되었습니다.",
  voterNotFound: "입력하신 정보와 일치하는 선거인이 없습니다. 이름과 생년월일을 확인해 주세요.",
  scopeMismatch: "이 온라인 총회에 대한 본인 확인 정보가 아닙니다. 다시 본인 확인을 해 주세요.",
  notJoined: "온라인 총회에 입장한 뒤에 이용할 수 있습니다.",
  opinionRequired: "의견을 입력해 주세요.",
  opinionMax: `의견은 최대 ${ONLINE_OPINION_MAX}자까지 입력 가능합니다.`,
  opinionSent: "의견이 전달되었습니다.",
  speechCategory: "발언 방법을 선택해 주세요.",
  speechOpen: "이미 진행 중인 발언 요청이 있습니다.",
  speechRequested: "발언 요청이 접수되었습니다. 진행자가 승인하면 연결됩니다.",
  speechNotCancelable: "승인 대기 중인 발언 요청만 취소할 수 있습니다.",
  speechNotFound: "발언 요청을 찾을 수 없습니다.",
  speechCanceled: "발언 요청을 취소했습니다.",
  speechNotConnectable: "승인된 발언 요청만 연결할 수 있습니다.",
  speechConnected: "발언이 연결되었습니다. 말씀해 주세요.",
  notVoting: "지금은 온라인 투표 시간이 아닙니다.",
  left: "온라인 총회에서 나왔습니다. 다시 입장할 수 있습니다.",
} as const;

/** The text carrying an online-meeting identity code (a service notice: not charged to the union). */
export const onlineCodeText = (unionName: string, code: string) =>
  `[${unionName}] 온라인 총회 본인 확인 인증번호는 [${code}]입니다. 3분 안에 입력해 주세요.`;

/** The viewer link's path for an access code. */
export const onlineViewerPath = (accessCode: string) => `/m/o/${accessCode}`;
