import type { AiConfig } from "../../config";
import { builtinAi } from "./builtin";
import { openAiCompatible } from "./openai-compatible";
import type { AiPort } from "./port";

/** The OpenAI-compatible adapter when AI_BASE_URL and AI_API_KEY are set; the built-in engine otherwise. */
export function aiFromConfig(ai: AiConfig): AiPort {
  if (ai.baseUrl && ai.apiKey) {
    return openAiCompatible({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model, timeoutMs: ai.timeoutMs });
  }
  return builtinAi({ optOutNumber: ai.optOutNumber });
}
