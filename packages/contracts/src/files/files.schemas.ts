import { z } from "zod";

const KB = 1024;
const MB = 1024 * KB;

/** A byte limit as the spec writes it: "10MB", "300KB". */
export const formatFileSize = (bytes: number) => (bytes % MB === 0 ? `${bytes / MB}MB` : `${Math.floor(bytes / KB)}KB`);

/** The spec's wording for a file over its limit (spec 04, electronic posts). */
const fileOver = (limit: string) => `파일은 ${limit}를 초과 할 수 없습니다.`;

type FileType = "pdf" | "hwp" | "docx" | "xlsx" | "pptx" | "png" | "jpg" | "zip" | "txt" | "mp4" | "mp3" | "wav";
function division<const T extends readonly FileType[]>(
  label: string,
  types: T,
  maxBytes: number,
  tooLarge: (limit: string) => string = fileOver,
) {
  return { label, types, maxBytes, tooLargeMessage: tooLarge(formatFileSize(maxBytes)) };
}

/**
 * What a file is for; decides the allowed types, the byte limit (the one place for it: uploads stream each
 * file with its division's limit) and the Korean message naming that limit.
 */
export const FILE_DIVISIONS = {
  /** Spec 03: meeting material. */
  MEET: division("총회 자료", ["pdf", "hwp", "docx", "xlsx", "png", "jpg", "mp4"], 100 * MB),
  /** Spec 04 §5: archive (자료실) attachments: png, jpg, jpeg, pdf, Excel, PowerPoint, Word, mp4, mp3, wav, hwp. */
  UNION_BOARD: division("자료실", ["png", "jpg", "pdf", "xlsx", "pptx", "docx", "mp4", "mp3", "wav", "hwp"], 50 * MB),
  /** Spec 04 §5 and §9: electronic registered mail, PDF up to 10 MB. */
  UNION_ELECTRONIC_DOCUMENT: division("전자 등기 문서", ["pdf"], 10 * MB),
  /** Spec 04: caller number documents. */
  CALLING_NUMBER: division("발신번호 서류", ["png", "jpg", "pdf"], 10 * MB),
  /** Spec 04: postal mail documents. */
  POST: division("우편 문서", ["pdf", "hwp", "docx", "png", "jpg"], 20 * MB),
  /** Ours: the register Excel upload (spec 01: one Excel file). */
  REGISTER: division("조합원 명부", ["xlsx"], 10 * MB, (limit) => `명부 파일은 ${limit} 이하만 업로드할 수 있습니다.`),
  /** Ours: MMS images, 300 KB each (the carriers' MMS limit). */
  SMS_IMAGE: division("문자 이미지", ["png", "jpg"], 300 * KB, (limit) => `이미지는 ${limit} 이하만 첨부 가능합니다.`),
  /** Ours: electronic consent attachments. */
  CONSENT: division("전자 동의서", ["pdf", "png", "jpg"], 20 * MB),
} as const;
export type FileDivisionCode = keyof typeof FILE_DIVISIONS;
export const FILE_DIVISION_CODES = Object.keys(FILE_DIVISIONS) as [FileDivisionCode, ...FileDivisionCode[]];
export const FileDivisionCodeSchema = z.enum(FILE_DIVISION_CODES, { error: "파일 구분을 확인해 주세요." });
/** The largest file any division takes: the ceiling of a request whose division is named inside it. */
export const MAX_DIVISION_BYTES = Math.max(...Object.values(FILE_DIVISIONS).map((d) => d.maxBytes));

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

export const SignedUrlRequestSchema = z
  .object({
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
  })
  // No URL is signed for a file its division would refuse: the message names the division's limit.
  .superRefine((body, ctx) => {
    const { maxBytes, tooLargeMessage } = FILE_DIVISIONS[body.divisionCode];
    body.files.forEach((file, index) => {
      if (file.size > maxBytes)
        ctx.addIssue({ code: "custom", path: ["files", index, "size"], message: tooLargeMessage });
    });
  });
export const SignedUrlSchema = z.object({
  fileSeq: z.number().int(),
  fileName: z.string(),
  url: z.string(),
  method: z.literal("PUT"),
  expiresAt: z.string(),
});
