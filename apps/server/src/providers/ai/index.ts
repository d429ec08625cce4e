import { z } from "zod";
import { builtinAi } from "./builtin";
import { openAiCompatible } from "./openai-compatible";
import type { AiPort } from "./port";

const AiEnvSchema = z.object({
  AI_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** The opt-out number the built-in engine puts under promotional texts. */
  AI_OPT_OUT_NO: z.string().default("080-000-0000"),
});

/** The OpenAI-compatible adapter when AI_BASE_URL and AI_API_KEY are set; the built-in engine otherwise. */
export function aiFromEnv(env: NodeJS.ProcessEnv = process.env): AiPort {
  const e = AiEnvSchema.parse(env);
  if (e.AI_BASE_URL && e.AI_API_KEY) {
    return openAiCompatible({
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    });
  }
  return builtinAi({ optOutNumber: e.AI_OPT_OUT_NO });
}
