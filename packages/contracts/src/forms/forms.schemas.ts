import { z } from "zod";

/** Codes of FORM_TYPE (common codes; ours). */
export const FORM_TYPES = ["MEETING", "CONSENT", "MEMBER", "ETC"] as const;
export type FormType = (typeof FORM_TYPES)[number];
/** The file kinds a form is offered in. */
export const FORM_EXTENSIONS = ["pdf", "docx"] as const;
export type FormExtension = (typeof FORM_EXTENSIONS)[number];

/** Ours: the keyword filter (title and summary) holds at most 50 characters. */
export const FORM_KEYWORD_MAX = 50;

export const FORM_MESSAGES = {
  keywordMax: `검색어는 ${FORM_KEYWORD_MAX}자까지 입력할 수 있습니다.`,
  formNotFound: "서식을 찾을 수 없습니다.",
  fileNotFound: "서식 파일을 찾을 수 없습니다.",
  noData: "표시할 데이터가 없습니다.",
  downloadFailed: "다운로드에 실패하였습니다.",
} as const;

export const FormAttachFileSchema = z.object({
  fileSeq: z.number().int(),
  extension: z.enum(FORM_EXTENSIONS),
  originName: z.string(),
});
export type FormAttachFile = z.infer<typeof FormAttachFileSchema>;

/**
 * Spec 04 §3 Form (library). `previewImage` is the path of the form's preview (its PDF, shown in the preview
 * dialog); each attachment is downloaded by its fileSeq from `/v1/forms/{formSeq}/files/{fileSeq}`.
 */
export const FormSchema = z.object({
  formSeq: z.number().int(),
  title: z.string(),
  formType: z.enum(FORM_TYPES),
  summary: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  previewImage: z.string(),
  attachFiles: z.array(FormAttachFileSchema),
});
export type Form = z.infer<typeof FormSchema>;

/** Spec 04 §7 GET /v1/forms (keyword); the type filter is ours. */
export const ListFormsQuerySchema = z.object({
  keyword: z.string().trim().max(FORM_KEYWORD_MAX, FORM_MESSAGES.keywordMax).optional(),
  formType: z.enum(FORM_TYPES).optional(),
});
export type ListFormsQuery = z.output<typeof ListFormsQuerySchema>;
export type ListFormsParams = z.input<typeof ListFormsQuerySchema>;

const seq = z.coerce.number().int().positive().max(2_147_483_647);
export const FormParamsSchema = z.object({ formSeq: seq });
export const FormFileParamsSchema = z.object({ formSeq: seq, fileSeq: seq });
/** `inline=true` answers with an inline disposition (the preview), else an attachment. */
export const FormFileQuerySchema = z.object({ inline: z.enum(["true", "false"]).optional() });
