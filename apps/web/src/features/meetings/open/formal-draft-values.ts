import type { MeetFormalDraft } from "@johap/contracts";
import { emptyMeetInfo, type MeetInfoValues, newKey, type UploadedFile } from "./open-form-values";

/** The names a carried-over file shows in the form (the draft names files by their seq only). */
export const FORMAL_DRAFT_FILE_NAMES = {
  notice: "모의 총회 공고문",
  writtenResolution: "모의 총회 서면결의서",
  attachment: "모의 총회 첨부파일",
  image: "모의 총회 후보 이미지",
} as const;

const fileOf = (fileSeq: number | null, name: string): UploadedFile | null => (fileSeq ? { fileSeq, name } : null);

/**
 * 정식 총회로 전환 (spec 03 §4): step 2 of the opening wizard filled with a completed mock meeting's settings
 * (GET /v1/meets/{meetSeq}/formal-draft): name, convener, method, files, e-vote and on-site details, agendas with
 * their kinds and candidates. The password and every time are left for staff (they must lie ahead).
 */
export function infoValuesOfDraft(draft: MeetFormalDraft): MeetInfoValues {
  const empty = emptyMeetInfo();
  return {
    ...empty,
    meetMethod: draft.meetMethod,
    name: draft.name,
    moverName: draft.moverName,
    meetType: draft.meetType,
    noticeFile: fileOf(draft.noticeFileSeq, FORMAL_DRAFT_FILE_NAMES.notice),
    writtenResolutionFile: fileOf(draft.writtenResolutionFileSeq, FORMAL_DRAFT_FILE_NAMES.writtenResolution),
    ...draft.voteAdditional,
    senderName: draft.electronicVote?.senderName ?? "",
    contactNo: draft.electronicVote?.contactNo ?? "",
    evoteDescription: draft.electronicVote?.description ?? "",
    roadAddress: draft.onsiteVote?.roadAddress ?? "",
    detailAddress: draft.onsiteVote?.detailAddress ?? "",
    onsiteContactNo: draft.onsiteVote?.contactNo ?? "",
    attendanceRate: draft.onsiteVote ? String(draft.onsiteVote.attendanceRate) : empty.attendanceRate,
    agendas:
      draft.agendas.length === 0
        ? empty.agendas
        : draft.agendas.map((agenda) => ({
            key: newKey(),
            order: agenda.order,
            name: agenda.name,
            description: agenda.description,
            attachFile: fileOf(agenda.attachFileSeq, FORMAL_DRAFT_FILE_NAMES.attachment),
            voteForm: agenda.voteForm,
            voteType: agenda.voteType,
            selectCount: agenda.selectCount,
            agendaKind: agenda.agendaKind,
            candidates: agenda.candidates.map((c) => ({
              key: newKey(),
              name: c.name,
              description: c.description,
              image: fileOf(c.attachFileSeq, FORMAL_DRAFT_FILE_NAMES.image),
            })),
          })),
  };
}
