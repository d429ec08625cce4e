import type { OnlineMeetingCertificateStatus, StreamingStatus } from "@johap/contracts";

export const ONLINE_MENU = "M1004";
export const ONLINE_PAGE_SIZES = [10] as const;

export const STREAMING_LABELS: Record<StreamingStatus, string> = { BROADCASTING: "송출중", STOPPED: "종료" };
export const CERTIFICATE_LABELS: Record<OnlineMeetingCertificateStatus, string> = {
  UNAVAILABLE: "발급 불가",
  APPLYING: "생성 중",
  AVAILABLE: "발급 가능",
  DOWNLOADED: "다운로드 완료",
};

/** The six sub-tabs of the live dashboard (spec 03 §2.9), in the spec's order. */
export const DASHBOARD_TABS = [
  { key: "speeches", label: "발언 요청" },
  { key: "opinions", label: "참석자 의견" },
  { key: "attendees", label: "참석자 현황" },
  { key: "agendas", label: "안건 목록" },
  { key: "notices", label: "공지 등록" },
  { key: "settings", label: "온라인 총회 설정" },
] as const;
export type DashboardTabKey = (typeof DASHBOARD_TABS)[number]["key"];

/** yyyy-MM-dd HH:mm:ss in Seoul time (spec 03 §9 date format). */
const SEOUL = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});
export const dateTimeText = (iso: string | null | undefined) => (iso ? SEOUL.format(new Date(iso)) : "-");
export const wonText = (won: number) => `${won.toLocaleString("ko-KR")}원`;
