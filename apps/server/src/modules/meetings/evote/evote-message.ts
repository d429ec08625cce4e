import type { EvoteSendKind } from "@johap/contracts";
import { ballotLinkOf } from "./evote-sends";

const SEOUL_TIME = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
const seoulTime = (at: Date) => SEOUL_TIME.format(at).replace("T", " ");

/** 02-1234-5678, 031-123-4567, 010-1234-5678, 1588-0000: a contact number as Koreans write it. */
export function formatContactNo(value: string) {
  const d = value.replace(/\D/g, "");
  if (/^\d{8}$/.test(d) && /^1[5-9]/.test(d)) return `${d.slice(0, 4)}-${d.slice(4)}`;
  if (d.startsWith("02")) return d.replace(/^(02)(\d{3,4})(\d{4})$/, "$1-$2-$3");
  return d.replace(/^(0\d{2})(\d{3,4})(\d{4})$/, "$1-$2-$3");
}

const HEADINGS: Record<EvoteSendKind, string> = {
  SEND: "[전자투표 안내]",
  RESEND: "[전자투표 재발송]",
  ENCOURAGE: "[전자투표 참여 독려]",
};

export type EvoteMessageMeet = {
  name: string;
  senderName: string;
  contactNo: string;
  description: string;
  voteStartAt: Date;
  voteEndAt: Date;
};

/**
 * The text that carries a voter's ballot link (an LMS: the meeting name, who sends it, the vote period in Korea
 * time, the e-vote description, the link and the contact number). Only the link differs between voters.
 */
export function evoteMessageText(
  meet: EvoteMessageMeet,
  opts: { kind: EvoteSendKind; publicBaseUrl: string; linkToken: string },
) {
  const lines = [
    `${HEADINGS[opts.kind]} ${meet.name}`,
    "",
    `${meet.senderName}에서 ${meet.name} 전자투표를 안내드립니다.`,
    `투표 기간: ${seoulTime(meet.voteStartAt)} ~ ${seoulTime(meet.voteEndAt)}`,
  ];
  if (meet.description.trim()) lines.push("", meet.description.trim());
  lines.push(
    "",
    "아래 주소에서 본인 확인 후 투표해 주세요. 투표는 한 번만 할 수 있으며, 다시 받은 링크가 있으면 가장 최근 링크만 열립니다.",
    ballotLinkOf(opts.publicBaseUrl, opts.linkToken),
    "",
    `문의: ${meet.senderName} ${formatContactNo(meet.contactNo)}`,
  );
  return lines.join("\n");
}
