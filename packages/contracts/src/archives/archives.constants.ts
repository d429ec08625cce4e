/** Codes of ARCHIVE_CATEGORY (common codes; ours). */
export const ARCHIVE_CATEGORIES = ["MEETING", "MINUTES", "OFFICIAL", "CONTRACT", "BUSINESS", "ETC"] as const;
export type ArchiveCategory = (typeof ARCHIVE_CATEGORIES)[number];

/** What the history of an entry's files records. */
export const ARCHIVE_HISTORY_ACTIONS = ["UPLOAD", "DOWNLOAD", "DELETE"] as const;
export type ArchiveHistoryAction = (typeof ARCHIVE_HISTORY_ACTIONS)[number];

/** Ours: limits the spec leaves open. */
export const ARCHIVE_TITLE_MAX = 100;
export const ARCHIVE_CONTENT_MAX = 4000;
export const ARCHIVE_FILES_MAX = 10;
/** Spec 04 §9: list page size 10. */
export const ARCHIVE_PAGE_SIZE = 10;

/** Spec 04 §5: a new entry's files; §5 "update accepts only images": files added by an update. */
export const ARCHIVE_UPLOAD_EXTENSIONS = [
  "png",
  "jpg",
  "jpeg",
  "pdf",
  "xlsx",
  "pptx",
  "docx",
  "mp4",
  "mp3",
  "wav",
  "hwp",
] as const;
export const ARCHIVE_UPDATE_EXTENSIONS = ["png", "jpg", "jpeg"] as const;
export const ARCHIVE_UPDATE_CONTENT_TYPES = ["image/png", "image/jpeg"] as const;

export const ARCHIVE_MESSAGES = {
  /** Spec 04 §5: category, title and content required (texts ours). */
  categoryRequired: "카테고리를 선택해 주세요.",
  titleRequired: "제목을 입력해 주세요.",
  contentRequired: "내용을 입력해 주세요.",
  titleMax: `제목은 ${ARCHIVE_TITLE_MAX}자까지 입력할 수 있습니다.`,
  contentMax: `내용은 ${ARCHIVE_CONTENT_MAX}자까지 입력할 수 있습니다.`,
  filesMax: `파일은 최대 ${ARCHIVE_FILES_MAX}개까지 첨부할 수 있습니다.`,
  titleFilterMax: `제목은 ${ARCHIVE_TITLE_MAX}자까지 입력할 수 있습니다.`,
  /** Ours: a file that is not an upload of this union's archive, or is attached elsewhere. */
  fileNotFound: "첨부 파일을 찾을 수 없습니다.",
  fileTaken: "다른 자료에 첨부된 파일입니다.",
  fileWrongDivision: "자료실에 올린 파일만 첨부할 수 있습니다.",
  /** Spec 04 §5: an update accepts only images. */
  updateImagesOnly: "수정 시에는 이미지 파일(png, jpg, jpeg)만 첨부할 수 있습니다.",
  archiveNotFound: "자료를 찾을 수 없습니다.",
  /** Spec 04 §8. */
  registered: "등록에 성공하였습니다.",
  modified: "변경사항 저장이 완료되었습니다.",
  deleted: "삭제가 완료되었습니다.",
  saveFailed: "등록 실패했습니다.",
  noData: "표시할 데이터가 없습니다.",
  /** Ours. */
  deleteConfirm: "자료를 삭제하시겠습니까?",
  downloadFailed: "다운로드에 실패하였습니다.",
} as const;
