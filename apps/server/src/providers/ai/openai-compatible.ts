import { countBytes, LMS_MAX_BYTES, truncateToBytes } from "@johap/contracts";
import { type AiPort, AiUnavailableError, SMS_DRAFT_RULES } from "./port";

/** An OpenAI-compatible chat completions endpoint (OpenAI, Azure-compatible gateways, vLLM, Ollama ...). */
export function openAiCompatible(opts: {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): AiPort {
  const doFetch = opts.fetch ?? fetch;
  const url = `${opts.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    kind: "openai-compatible",
    draftSms: async ({ query, unionName }) => {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${opts.apiKey}` },
          body: JSON.stringify({
            model: opts.model,
            temperature: 0.4,
            max_tokens: 800,
            messages: [
              {
                role: "system",
                content: `당신은 ${unionName}의 문자 작성 도우미입니다.\n${SMS_DRAFT_RULES.map((r) => `- ${r}`).join("\n")}`,
              },
              { role: "user", content: query },
            ],
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
        });
      } catch (error) {
        throw new AiUnavailableError("AI endpoint unreachable", { cause: error });
      }
      if (!response.ok) throw new AiUnavailableError(`AI endpoint answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: string | null } }[];
      } | null;
      const content = body?.choices?.[0]?.message?.content?.trim() ?? "";
      return countBytes(content) > LMS_MAX_BYTES ? truncateToBytes(content, LMS_MAX_BYTES) : content;
    },
  };
}
