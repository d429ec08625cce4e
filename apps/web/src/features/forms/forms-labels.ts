import { commonCodeLabels, FORM_TYPES, type FormType } from "@johap/contracts";

export const FORM_TYPE_LABELS = commonCodeLabels("FORM_TYPE") as Readonly<Record<FormType, string>>;
export { FORM_TYPES };

export const FORMS_TEXTS = {
  title: "문서 서식",
  searchLabel: "문서 서식 검색",
  keyword: "검색어",
  keywordPlaceholder: "서식명 또는 설명",
  formType: "구분",
  listLabel: "문서 서식 목록",
  preview: "미리보기",
  download: "다운로드",
  close: "닫기",
  previewLoading: "미리보기를 불러오는 중입니다.",
} as const;

export const EXTENSION_LABELS = { pdf: "PDF", docx: "Word" } as const;
