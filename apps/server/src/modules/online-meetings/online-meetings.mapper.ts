import type {
  Attendee,
  OnlineMetadata,
  OnlineNotice,
  Opinion,
  Speech,
  SpeechStatus,
  StreamingStatus,
  ViewerDetail,
} from "@johap/contracts";
import type { AttendeeRow, OnlineRow, OpinionRow, SpeechRow } from "./online-meetings.repository";
import { speechIsAble } from "./online-meetings.rules";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** 온라인 총회 설정: null until the stream info is generated. */
export function toMetadata(row: OnlineRow): OnlineMetadata | null {
  if (!row.channelId || !row.stageArn || !row.encoderUrl || !row.streamKey || !row.streamKeyExpiresAt) return null;
  return {
    status: row.serviceStatus,
    streamingStatus: row.streamingStatus as StreamingStatus | null,
    stageArn: row.stageArn,
    encoderUrl: row.encoderUrl,
    token: row.streamKey,
    tokenExpiresAt: row.streamKeyExpiresAt.toISOString(),
    id: row.adminId ?? "",
    password: row.adminPassword ?? "",
    stageUrl: `https://stage.live.johap.example/${encodeURIComponent(row.stageArn)}`,
  };
}

export const toNotice = (row: { noticeSeq: number; message: string; createdAt: Date }): OnlineNotice => ({
  noticeSeq: row.noticeSeq,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export const toOpinion = (row: OpinionRow): Opinion => ({
  opinionSeq: row.opinion.opinionSeq,
  viewer: { viewerSeq: row.opinion.viewerSeq, name: row.viewerName, phone: row.viewerPhone },
  comment: row.opinion.comment,
  commentAt: row.opinion.commentAt.toISOString(),
  status: row.opinion.status as Opinion["status"],
  answer: row.opinion.answer,
  answeredAt: iso(row.opinion.answeredAt),
  answerer: row.opinion.answeredAt ? { answererName: row.answererName ?? "" } : null,
});

export const toSpeech = (row: SpeechRow, anyInProgress: boolean): Speech => ({
  speechSeq: row.speech.speechSeq,
  viewer: { viewerSeq: row.speech.viewerSeq, name: row.viewerName, phone: row.viewerPhone },
  speechCategory: row.speech.speechCategory as Speech["speechCategory"],
  speechStatusType: row.speech.status as SpeechStatus,
  registeredAt: row.speech.registeredAt.toISOString(),
  isAble: speechIsAble(row.speech.status as SpeechStatus, anyInProgress),
});

export const registerNo = (main: number, sub: number) => (sub ? `${main}-${sub}` : String(main));

export const toAttendee = (row: AttendeeRow): Attendee => ({
  meetParticipantSeq: row.voter.meetParticipantSeq,
  unionRegisterSeq: row.voter.unionRegisterSeq,
  unionRegisterNo: registerNo(row.voter.unionRegisterNoMain, row.voter.unionRegisterNoSub),
  name: row.voter.name,
  phoneNo: row.voter.phoneNo,
  agent: row.voter.agent ? { name: row.voter.agent.name, phoneNo: row.voter.agent.phoneNo } : null,
  attendanceCategory: row.voter.attendanceCategory,
  attendanceAt: iso(row.voter.attendAt ?? row.joinedAt),
  viewerSeq: row.viewerSeq,
  viewerAttendanceStatus: (row.viewerStatus as Attendee["viewerAttendanceStatus"]) ?? null,
  linkSentCount: Number(row.linkSentCount),
});

export function toViewerDetail(
  viewer: { viewerSeq: number; name: string; phone: string; isAgent: number; attendanceStatus: string; joinedAt: Date },
  localAddresses: {
    dong?: string;
    jibun?: string;
    building?: string;
    apartmentDong?: string;
    apartmentHosu?: string;
  }[],
): ViewerDetail {
  return {
    viewerSeq: viewer.viewerSeq,
    name: viewer.name,
    phone: viewer.phone,
    isAgent: viewer.isAgent === 1,
    attendanceStatus: viewer.attendanceStatus as ViewerDetail["attendanceStatus"],
    joinedAt: viewer.joinedAt.toISOString(),
    localAddresses: localAddresses.map((a) => ({
      dong: a.dong ?? "",
      jibun: a.jibun ?? "",
      building: a.building ?? "",
      apartmentDong: a.apartmentDong ?? "",
      apartmentHosu: a.apartmentHosu ?? "",
    })),
  };
}
