import {
  CONSENT_CERTIFICATE_MESSAGES as C,
  CERTIFICATE_VERIFY_MAX_BYTES,
  ConsentCertificateVerificationSchema,
  envelope,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { PUBLIC } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { badRequest } from "../../platform/errors";
import { verifyConsentCertificate } from "./consent-certificates-verify";

/** Checks per address: a person checks a few files; each check may walk the union's chain. */
export const CERTIFICATE_VERIFY_LIMIT = { max: 20, timeWindow: "1 minute" } as const;
const PDF_MAGIC = Buffer.from("%PDF-");

/**
 * POST /v1/verify/consent-certificates (beyond the spec; the owner app's /m/verify page): the certificate PDF as
 * the raw body (`application/pdf`, at most 5 MB). No sign-in; rate-limited per address.
 */
export const consentCertificatesVerifyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addContentTypeParser(
    ["application/pdf", "application/octet-stream"],
    { parseAs: "buffer", bodyLimit: CERTIFICATE_VERIFY_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    "/v1/verify/consent-certificates",
    {
      config: { access: PUBLIC, rateLimit: CERTIFICATE_VERIFY_LIMIT },
      bodyLimit: CERTIFICATE_VERIFY_MAX_BYTES,
      schema: {
        tags: ["consents"],
        summary: "전자 문서 증명서 확인 (PDF 원본의 SHA-256 대조, 조합 증거 체인 검증; 로그인 없음)",
        security: [],
        response: { 200: envelope(ConsentCertificateVerificationSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(C.verifyFileRequired);
      if (!body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw badRequest(C.verifyNotPdf);
      return ok(await verifyConsentCertificate(db, body));
    },
  );
};
