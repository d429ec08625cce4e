import { AiSmsCompletionBodySchema, AiSmsCompletionSchema, envelope } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import type { AiPort } from "../../providers/ai/port";
import { completeSms } from "./ai.service";

/** The AI text helper of the SMS compose step (spec 04 sections 2.9 and 7); union from the Union-Seq header. */
export const aiRoutes: FastifyPluginAsyncZod<{ db: Db; ai: AiPort }> = async (app, { db, ai }) => {
  app.post(
    "/ai/sms-completions",
    {
      config: { access: unionMenu("M0403", "header") },
      schema: {
        tags: ["ai"],
        summary: `문자 내용 AI 작성 (memberSeq, unionSeq, query; ${ai.kind})`,
        body: AiSmsCompletionBodySchema,
        response: { 200: envelope(AiSmsCompletionSchema) },
      },
    },
    async (request) =>
      ok(
        await completeSms({
          db,
          ai,
          actor: request.actor!,
          union: request.unionContext!,
          input: request.body,
          log: (error) => request.log.warn({ err: error }, "AI draft failed"),
        }),
      ),
  );
};
