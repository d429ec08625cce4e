import {
  ARCHIVE_CATEGORIES,
  type ArchiveCategory,
  type ArchiveHistoryAction,
  commonCodeLabels,
} from "@johap/contracts";

export const CATEGORY_LABELS = commonCodeLabels("ARCHIVE_CATEGORY") as Readonly<Record<ArchiveCategory, string>>;
export { ARCHIVE_CATEGORIES };

export const HISTORY_ACTION_LABELS: Readonly<Record<ArchiveHistoryAction, string>> = {
  UPLOAD: "업로드",
  DOWNLOAD: "다운로드",
  DELETE: "삭제",
};

export const ARCHIVES_TEXTS = {
  title: "자료실",
  registerTitle: "자료 등록",
  detailTitle: "자료 상세",
  updateTitle: "자료 수정",
  searchLabel: "자료실 검색",
  titleFilter: "제목",
  listLabel: "자료 목록",
  category: "카테고리",
  titleField: "제목",
  content: "내용",
  isPublic: "공개",
  isPublicLabel: "공개 여부",
  public: "공개",
  private: "비공개",
  files: "첨부 파일",
  fileCount: "파일",
  writer: "작성자",
  createdAt: "등록일",
  modifiedAt: "수정일",
  register: "등록",
  save: "저장",
  list: "목록",
  modify: "수정",
  delete: "삭제",
  download: "다운로드",
  removeFile: "첨부 해제",
  history: "파일 이력",
  historyLabel: "파일 이력",
  historyAction: "구분",
  historyFileName: "파일명",
  historyNickname: "닉네임",
  historyAt: "일시",
  noHistory: "파일 이력이 없습니다.",
  noFiles: "첨부된 파일이 없습니다.",
  uploadLabel: "첨부할 파일",
  uploadAccept: "png, jpg, jpeg, pdf, 엑셀, 파워포인트, 워드, mp4, mp3, wav, hwp",
  updateAccept: "이미지(png, jpg, jpeg)",
  uploadFailed: "파일 업로드에 실패했습니다.",
} as const;

/** Spec 04 §5: what the register form's drop zone takes, and the update's (images only). */
export const REGISTER_ACCEPT = [
  ".png",
  ".jpg",
  ".jpeg",
  ".pdf",
  ".xlsx",
  ".pptx",
  ".docx",
  ".mp4",
  ".mp3",
  ".wav",
  ".hwp",
] as const;
export const UPDATE_ACCEPT = [".png", ".jpg", ".jpeg"] as const;
