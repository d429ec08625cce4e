import {
  ERROR_CODES,
  envelope,
  OWNER_MESSAGES as M,
  OWNER_IDENTITY_PER_ADDRESS,
  OWNER_IDENTITY_PER_CONSENT,
  OwnerConsentIntroSchema,
  OwnerConsentSchema,
  OwnerDocumentSchema,
  OwnerDocumentTypeSchema,
  OwnerIdentityBodySchema,
  OwnerLinkParamsSchema,
  OwnerVerificationSchema,
} from "@johap/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { OWNER_CONSENT, PUBLIC } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import type { OwnerPages } from "../../platform/owner-pages";
import { readUploads } from "../../platform/uploads";
import { consentLinks } from "./consent-link-cache";
import {
  consentIntro,
  identifyOwner,
  type OwnerOrigin,
  ownerConsent,
  submitOwnerConsent,
  uploadOwnerDocument,
  withdrawOwnerConsent,
} from "./owner-consents.service";

export type OwnerConsentsDeps = {
  db: Db;
  store: FileStore;
  jobs: Jobs;
  changes: ChangeFeed;
  /** The built owner pages (null when not built: /m is then not served). */
  pages?: OwnerPages | null;
};

const tags = ["owner"];
const originOf = (request: FastifyRequest): OwnerOrigin => ({
  ip: request.ip ?? null,
  userAgent: request.headers["user-agent"] ?? null,
});
/** A refusal (no such consent) answered as no facts; any other failure stays one. */
const refusedAsNull = (error: unknown) => {
  if (error instanceof AppError) return null;
  throw error;
};
const LinkDocumentParamsSchema = OwnerLinkParamsSchema.extend({ documentType: OwnerDocumentTypeSchema });

/** The owners' consent page (apps/owner, /m/c/{linkCode}): identity, reading, documents, submit, withdraw. */
export const ownerConsentsRoutes: FastifyPluginAsyncZod<OwnerConsentsDeps> = async (
  app,
  { db, store, jobs, changes, pages },
) => {
  const links = consentLinks(changes);
  // Identity attempts, right or wrong: per address (guessing names and birth dates) and per consent.
  const perAddress = app.createRateLimit({ max: OWNER_IDENTITY_PER_ADDRESS, timeWindow: 10 * 60_000 });
  const perConsent = app.createRateLimit({
    max: OWNER_IDENTITY_PER_CONSENT,
    timeWindow: 60_000,
    keyGenerator: (request) => `owner-consent:${(request.params as { linkCode?: string }).linkCode ?? ""}`,
  });
  const identityLimit = async (request: FastifyRequest) => {
    for (const limit of [perAddress, perConsent]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, M.tooManyAttempts);
      }
    }
  };

  app.get(
    "/v1/owner/consents/:linkCode",
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "소유자 전자 동의서 안내 (공개 정보: 조합명, 제목, 기간, 진행 상태, 필요한 단계)",
        security: [],
        params: OwnerLinkParamsSchema,
        response: { 200: envelope(OwnerConsentIntroSchema) },
      },
    },
    async (request) => ok(await consentIntro(db, request.params.linkCode, links)),
  );

  // The consent link texted to owners, its page rendered with the facts above (the first screen is on the phone
  // as the HTML arrives). A link that is no consent gets the plain page, which says why in the owner's words.
  if (pages) {
    app.get<{ Params: { linkCode: string } }>(
      "/m/c/:linkCode",
      { config: { access: PUBLIC }, schema: { hide: true } },
      async (request, reply) => {
        const parsed = OwnerLinkParamsSchema.safeParse(request.params);
        const intro = parsed.success ? await consentIntro(db, parsed.data.linkCode, links).catch(refusedAsNull) : null;
        return intro ? pages.sendConsent(reply, request.url.split("?")[0]!, intro) : pages.sendIndex(reply);
      },
    );
  }

  app.post(
    "/v1/owner/consents/:linkCode/identity",
    {
      config: { access: PUBLIC },
      preHandler: identityLimit,
      schema: {
        tags,
        summary: "소유자 본인 확인: 이름과 생년월일(본인 또는 대리인) → 인증번호 문자 (3분, 5회)",
        security: [],
        params: OwnerLinkParamsSchema,
        body: OwnerIdentityBodySchema,
        response: { 200: envelope(OwnerVerificationSchema) },
      },
    },
    async (request) =>
      ok(
        await identifyOwner({
          db,
          links,
          linkCode: request.params.linkCode,
          name: request.body.name,
          birth: request.body.birth,
          ip: request.ip ?? null,
        }),
      ),
  );

  app.get(
    "/v1/owner/consents/:linkCode/me",
    {
      config: { access: OWNER_CONSENT },
      schema: {
        tags,
        summary: "본인 확인된 소유자의 전자 동의서: 내용, 서식과 안내자료 주소, 제출 상태, 철회 기한, 첨부할 서류",
        params: OwnerLinkParamsSchema,
        response: { 200: envelope(OwnerConsentSchema) },
      },
    },
    async (request) =>
      ok(await ownerConsent({ db, store, links, linkCode: request.params.linkCode, claims: request.owner! })),
  );

  app.post(
    "/v1/owner/consents/:linkCode/documents/:documentType",
    {
      config: { access: OWNER_CONSENT },
      schema: {
        tags,
        summary:
          "서명(PNG, 1MB) 또는 신분증·주민등록초본/등본·가족관계증명서(JPG, PNG, PDF, 10MB) 올리기 (multipart file)",
        params: LinkDocumentParamsSchema,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(OwnerDocumentSchema) },
      },
    },
    async (request) => {
      const { files } = readUploads(request, { division: "CONSENT", maxFiles: 1 });
      try {
        const first = await files.next();
        return ok(
          await uploadOwnerDocument({
            db,
            links,
            store,
            linkCode: request.params.linkCode,
            claims: request.owner!,
            documentType: request.params.documentType,
            file: first.done ? null : first.value,
          }),
        );
      } finally {
        await files.return(undefined);
      }
    },
  );

  app.post(
    "/v1/owner/consents/:linkCode/submit",
    {
      config: { access: OWNER_CONSENT },
      schema: {
        tags,
        summary: "전자 동의서 제출 (ELECTRONIC_SUBMITTED; 이력, 증거 체인, 동의서 PDF 작업). 다시 보내도 한 번만 제출",
        params: OwnerLinkParamsSchema,
        response: { 200: envelope(OwnerConsentSchema) },
      },
    },
    async (request) =>
      ok(
        await submitOwnerConsent({
          db,
          links,
          store,
          jobs,
          linkCode: request.params.linkCode,
          claims: request.owner!,
          origin: originOf(request),
          log: request.log,
        }),
      ),
  );

  app.post(
    "/v1/owner/consents/:linkCode/withdraw",
    {
      config: { access: OWNER_CONSENT },
      schema: {
        tags,
        summary: "전자 동의서 철회 (콘솔과 같은 철회 규칙; 이력, 증거 체인, 제출 서류 대체)",
        params: OwnerLinkParamsSchema,
        response: { 200: envelope(OwnerConsentSchema) },
      },
    },
    async (request) =>
      ok(
        await withdrawOwnerConsent({
          db,
          links,
          store,
          linkCode: request.params.linkCode,
          claims: request.owner!,
          origin: originOf(request),
        }),
      ),
  );
};
