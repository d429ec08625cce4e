import { ConsentFormHashParamsSchema, ConsentFormVerificationSchema, envelope } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { PUBLIC } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { verifyConsentForm } from "./consent-form-verify";

/**
 * The public check printed on every consent form (ARCHITECTURE "Evidence"): anyone holding the form can
 * ask whether its hash was issued here. No sign-in; rate-limited per address like every public route.
 */
export const consentFormVerifyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v1/verify/consent-forms/:hash",
    {
      config: { access: PUBLIC },
      schema: {
        tags: ["consents"],
        summary: "전자 동의서 확인 (동의서에 인쇄된 SHA-256; 조합, 동의서 제목, 제출일, 가린 이름)",
        security: [],
        params: ConsentFormHashParamsSchema,
        response: { 200: envelope(ConsentFormVerificationSchema) },
      },
    },
    async (request) => ok(await verifyConsentForm(db, request.params.hash)),
  );
};
