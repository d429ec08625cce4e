import { z } from "zod";

/** What a file is for; decides the allowed types and size. */
export const FILE_DIVISIONS = {
  /** Spec 03: meeting material. */
  MEET: { label: "총회 자료", types: ["pdf", "hwp", "docx", "xlsx", "png", "jpg", "mp4"], maxBytes: 100 * 1024 * 1024 },
  /** Spec 04: archive (자료실) attachments. */
  UNION_BOARD: {
    label: "자료실",
    types: ["pdf", "hwp", "docx", "xlsx", "pptx", "png", "jpg", "zip", "txt"],
    maxBytes: 50 * 1024 * 1024,
  },
  /** Spec 04: electronic registered mail documents. */
  UNION_ELECTRONIC_DOCUMENT: { label: "전자 등기 문서", types: ["pdf"], maxBytes: 20 * 1024 * 1024 },
  /** Spec 04: caller number documents. */
  CALLING_NUMBER: { label: "발신번호 서류", types: ["png", "jpg", "pdf"], maxBytes: 10 * 1024 * 1024 },
  /** Spec 04: postal mail documents. */
  POST: { label: "우편 문서", types: ["pdf", "hwp", "docx", "png", "jpg"], maxBytes: 20 * 1024 * 1024 },
  /** Ours: the register Excel upload. */
  REGISTER: { label: "조합원 명부", types: ["xlsx"], maxBytes: 10 * 1024 * 1024 },
  /** Ours: MMS images. */
  SMS_IMAGE: { label: "문자 이미지", types: ["png", "jpg"], maxBytes: 300 * 1024 },
  /** Ours: electronic consent attachments. */
  CONSENT: { label: "전자 동의서", types: ["pdf", "png", "jpg"], maxBytes: 20 * 1024 * 1024 },
} as const;
export type FileDivisionCode = keyof typeof FILE_DIVISIONS;
export const FILE_DIVISION_CODES = Object.keys(FILE_DIVISIONS) as [FileDivisionCode, ...FileDivisionCode[]];
export const FileDivisionCodeSchema = z.enum(FILE_DIVISION_CODES, { error: "파일 구분을 확인해 주세요." });

export const StoredFileSchema = z.object({
  fileSeq: z.number().int(),
  divisionCode: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  status: z.enum(["PENDING", "STORED"]),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

export const GetFileQuerySchema = z.object({ fileSeq: z.coerce.number().int().positive() });
export const DownloadFileBodySchema = z.object({ fileSeq: z.coerce.number().int().positive() });

export const SignedUrlRequestSchema = z.object({
  divisionCode: FileDivisionCodeSchema,
  unionSeq: z.coerce.number().int().positive().optional(),
  files: z
    .array(
      z.object({
        fileName: z.string().min(1).max(200),
        contentType: z.string().min(1).max(200),
        size: z.number().int().positive(),
      }),
    )
    .min(1, "업로드할 파일을 선택해 주세요.")
    .max(20),
});
export const SignedUrlSchema = z.object({
  fileSeq: z.number().int(),
  fileName: z.string(),
  url: z.string(),
  method: z.literal("PUT"),
  expiresAt: z.string(),
});
