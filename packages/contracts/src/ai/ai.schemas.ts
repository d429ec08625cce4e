import { z } from "zod";

export const AI_MESSAGES = {
  queryRequired: "메시지를 입력해주세요.",
  queryTooShort: "조금 더 구체적으로 입력해주세요 (단어 3개 이상).",
  memberMissing: "사용자 정보를 불러올 수 없습니다.",
  empty: "생성된 텍스트가 없습니다.",
  failed: "일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.",
} as const;
/** Error codes of the AI helper (ours; the spec gives only the messages). */
export const AI_ERROR_CODES = { UNAVAILABLE: "E00530", EMPTY: "E00531", MEMBER_MISSING: "E00532" } as const;
export const AI_QUERY_MIN_WORDS = 3;
export const AI_QUERY_MAX_LENGTH = 1000;

/** Words of a prompt, split on whitespace. */
export const countWords = (query: string) => query.trim().split(/\s+/).filter(Boolean).length;

/** The prompt box rule alone (the web form uses it; spec 04 section 5). */
export const AiQuerySchema = z
  .string({ error: AI_MESSAGES.queryRequired })
  .trim()
  .min(1, AI_MESSAGES.queryRequired)
  .max(AI_QUERY_MAX_LENGTH)
  .refine((q) => countWords(q) >= AI_QUERY_MIN_WORDS, { message: AI_MESSAGES.queryTooShort });

/** POST /ai/sms-completions. */
export const AiSmsCompletionBodySchema = z.object({
  memberSeq: z.number({ error: AI_MESSAGES.memberMissing }).int().positive(AI_MESSAGES.memberMissing),
  unionSeq: z.number({ error: AI_MESSAGES.memberMissing }).int().positive(AI_MESSAGES.memberMissing),
  query: AiQuerySchema,
});
export type AiSmsCompletionBody = z.input<typeof AiSmsCompletionBodySchema>;

export const AiSmsCompletionSchema = z.object({ content: z.string() });
export type AiSmsCompletion = z.infer<typeof AiSmsCompletionSchema>;
