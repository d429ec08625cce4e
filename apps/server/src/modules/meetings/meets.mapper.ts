import type {
  MeetAgenda,
  MeetDetail,
  MeetFileRef,
  MeetListItem,
  MeetVoteCounts,
  VoteAggregates,
} from "@johap/contracts";
import type {
  AgendaRow,
  CandidateRow,
  ElectronicVoteRow,
  MeetListRow,
  MeetRow,
  OnsiteVoteRow,
} from "./meets.repository";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A file by its sequence and name, or null when none is set (or the file is gone). */
export function fileRefOf(fileSeq: number | null, names: Map<number, string>): MeetFileRef | null {
  if (fileSeq === null) return null;
  const originName = names.get(fileSeq);
  return originName === undefined ? null : { fileSeq, originName };
}

/** A row of the history list; `participantCount` adds a mock meeting's virtual voters to the real ones. */
export function toMeetListItem(row: MeetListRow, no: number): MeetListItem {
  return {
    no,
    meetSeq: row.meetSeq,
    name: row.name,
    meetMethod: row.meetMethod,
    meetType: row.meetType,
    openType: row.openType,
    meetStatus: row.meetStatus,
    meetAt: row.meetAt.toISOString(),
    isMock: row.isMock,
    moverName: row.moverName,
    agendaCount: row.agendaCount,
    participantCount: row.realParticipantCount + row.virtualParticipantCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** HOME's counts, as the vote summary counts them (a written and an electronic vote of one voter: voted once). */
export function toVoteCounts(a: VoteAggregates): MeetVoteCounts {
  return {
    totalVotedCount: a.totalVotedCount,
    electronicVoteCount: a.electronicVoteCount,
    writtenVoteCount: a.writtenVoteCount,
    onsiteVoteCount: a.onsiteVoteCount,
    onlineVoteCount: a.onlineVoteCount,
  };
}

/** GET /v1/meets/{meetSeq}: the meeting with its parts, counts and files (the password hash never leaves). */
export function toMeetDetail(args: {
  meet: MeetRow;
  counts: { agendaCount: number; realParticipantCount: number };
  electronicVote: ElectronicVoteRow | null;
  onsiteVote: OnsiteVoteRow | null;
  voteCounts: MeetVoteCounts;
  fileNames: Map<number, string>;
  publicBaseUrl: string;
}): MeetDetail {
  const { meet, counts, electronicVote: e, onsiteVote: o } = args;
  return {
    ...toMeetListItem({ ...meet, ...counts }, 0),
    unionSeq: meet.unionSeq,
    realParticipantCount: counts.realParticipantCount,
    virtualParticipantCount: meet.virtualParticipantCount,
    documentStorageEndAt: iso(meet.documentStorageEndAt),
    documentStorageStatus: meet.documentStorageStatus,
    documentStorageExtensionStatus: meet.documentStorageExtensionStatus,
    voteResultCertificateFilePath: meet.voteResultCertificateFilePath,
    electronicVote: e
      ? {
          signatureType: e.signatureType,
          senderName: e.senderName,
          contactNo: e.contactNo,
          description: e.description,
          voteStartAt: e.voteStartAt.toISOString(),
          voteEndAt: e.voteEndAt.toISOString(),
        }
      : null,
    onsiteVote: o
      ? {
          meetAt: o.meetAt.toISOString(),
          submissionStartAt: o.submissionStartAt.toISOString(),
          submissionEndAt: o.submissionEndAt.toISOString(),
          zipNo: o.zipNo,
          jibunAddress: o.jibunAddress,
          roadAddress: o.roadAddress,
          detailAddress: o.detailAddress,
          contactNo: o.contactNo,
          attendanceRate: o.attendanceRate,
        }
      : null,
    voteAdditional: {
      isVoteAdditionalInputEnabled: meet.isVoteAdditionalInputEnabled,
      voteAdditionalTitle: meet.voteAdditionalTitle,
      voteAdditionalContent: meet.voteAdditionalContent,
    },
    noticeFile: fileRefOf(meet.noticeFileSeq, args.fileNames),
    writtenResolutionFile: fileRefOf(meet.writtenResolutionFileSeq, args.fileNames),
    linkCode: meet.linkCode,
    ballotUrlBase: `${args.publicBaseUrl.replace(/\/+$/, "")}/m/v/`,
    liveStreamUrl: meet.liveStreamUrl,
    voteCounts: args.voteCounts,
    completedAt: iso(meet.completedAt),
    updatedAt: meet.updatedAt.toISOString(),
  };
}

/** GET .../agendas: each agenda with its candidates in number order and the attachments' names. */
export function toMeetAgendas(
  agendas: AgendaRow[],
  candidates: CandidateRow[],
  names: Map<number, string>,
): MeetAgenda[] {
  return agendas.map((a) => ({
    agendaSeq: a.agendaSeq,
    order: a.agendaOrder,
    name: a.name,
    description: a.description,
    attachFile: fileRefOf(a.attachFileSeq, names),
    voteForm: a.voteForm,
    voteType: a.voteType,
    selectCount: a.selectCount,
    candidates: candidates
      .filter((c) => c.agendaSeq === a.agendaSeq)
      .map((c) => ({
        candidateSeq: c.candidateSeq,
        no: c.no,
        name: c.name,
        description: c.description,
        attachFile: fileRefOf(c.attachFileSeq, names),
        isPassed: c.isPassed,
      })),
  }));
}
