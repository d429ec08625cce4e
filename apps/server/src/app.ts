import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { authServerRoutes } from "./auth-server/auth-server.routes";
import { type AppContext, buildContext, type ContextDeps } from "./context";
import { accountRoutes } from "./modules/account/account.routes";
import { addressGroupsRoutes } from "./modules/address-groups/address-groups.routes";
import { agreementsRoutes } from "./modules/agreements/agreements.routes";
import { aiRoutes } from "./modules/ai/ai.routes";
import { archivesRoutes } from "./modules/archives/archives.routes";
import { billingRoutes } from "./modules/billing/billing.routes";
import { commonRoutes } from "./modules/common/common.routes";
import { consentCertificatesRoutes } from "./modules/consents/consent-certificates.routes";
import { consentCertificatesVerifyRoutes } from "./modules/consents/consent-certificates-verify.routes";
import { consentDocumentsRoutes } from "./modules/consents/consent-documents.routes";
import { consentFormVerifyRoutes } from "./modules/consents/consent-form-verify.routes";
import { consentRecipientsRoutes } from "./modules/consents/consent-recipients.routes";
import { consentSendRoutes } from "./modules/consents/consent-send.routes";
import { consentsRoutes } from "./modules/consents/consents.routes";
import { ownerConsentsRoutes } from "./modules/consents/owner-consents.routes";
import { consentScopeResolver } from "./modules/consents/owner-consents.service";
import { counselsRoutes } from "./modules/counsels/counsels.routes";
import { documentIssuanceRoutes } from "./modules/document-issuance/document-issuance.routes";
import { epostsRoutes } from "./modules/e-posts/e-posts.routes";
import { filesRoutes } from "./modules/files/files.routes";
import { formsRoutes } from "./modules/forms/forms.routes";
import { maintenanceRoutes } from "./modules/maintenance/maintenance.routes";
import { meetAttendanceRoutes } from "./modules/meetings/meet-attendance.routes";
import { meetCertificatesRoutes } from "./modules/meetings/meet-certificates.routes";
import { meetCertificatesOnlineRoutes } from "./modules/meetings/meet-certificates-online.routes";
import { meetCountsRoutes } from "./modules/meetings/meet-counts.routes";
import { meetJointBookRoutes } from "./modules/meetings/meet-joint-book.routes";
import { meetLiveStreamRoutes } from "./modules/meetings/meet-live-stream.routes";
import { meetOnlineStatusRoutes } from "./modules/meetings/meet-online-status";
import { meetParticipantHistoriesRoutes } from "./modules/meetings/meet-participant-histories.routes";
import { meetParticipantsRoutes } from "./modules/meetings/meet-participants.routes";
import { meetQuorumRoutes } from "./modules/meetings/meet-quorum.routes";
import { meetResendRoutes } from "./modules/meetings/meet-resend.routes";
import { meetResultsRoutes } from "./modules/meetings/meet-results.routes";
import { meetStatusRoutes } from "./modules/meetings/meet-status.routes";
import { meetWrittenRoutes } from "./modules/meetings/meet-written.routes";
import { meetsRoutes } from "./modules/meetings/meets.routes";
import { meetsOpenRoutes } from "./modules/meetings/meets-open.routes";
import { ownerMeetingsRoutes } from "./modules/meetings/owner-meetings.routes";
import { meetingScopeResolver } from "./modules/meetings/owner-meetings.service";
import { ownerReceiptsRoutes } from "./modules/meetings/owner-receipts.routes";
import { officeRoutes } from "./modules/office/office.routes";
import { onlineMeetingsRoutes } from "./modules/online-meetings/online-meetings.routes";
import { ownerOnlineRoutes } from "./modules/online-meetings/owner-online.routes";
import { onlineScopeResolver } from "./modules/online-meetings/owner-online.service";
import { ownerRoutes } from "./modules/owner/owner.routes";
import { ownerOpsRoutes } from "./modules/owner/owner-ops.routes";
import { permissionsRoutes } from "./modules/permissions/permissions.routes";
import { postTrackingRoutes } from "./modules/posts/post-tracking.routes";
import { postsRoutes } from "./modules/posts/posts.routes";
import { promotionRoutes } from "./modules/promotion/promotion.routes";
import { promotionStaffRoutes } from "./modules/promotion/promotion-staff.routes";
import { registerRoutes } from "./modules/register/register.routes";
import { registerAgentsRoutes } from "./modules/register/register-agents.routes";
import { registerColumnsRoutes } from "./modules/register/register-columns.routes";
import { registerFileRoutes } from "./modules/register/register-file.routes";
import { registerRightsRoutes } from "./modules/register/register-rights.routes";
import { registryChangesRoutes } from "./modules/registry-changes/registry-changes.routes";
import { sessionRoutes } from "./modules/session/session.routes";
import { smsRoutes } from "./modules/sms/sms.routes";
import { smsCallersRoutes } from "./modules/sms/sms-callers.routes";
import { smsOpsRoutes } from "./modules/sms/sms-ops.routes";
import { unionUsersRoutes } from "./modules/union-users/union-users.routes";
import { opsRoutes } from "./ops/ops.routes";
import { PUBLIC, type RouteInfo } from "./platform/access";
import { registerCleanInput } from "./platform/clean-input";
import { BROTLI_QUALITY } from "./platform/envelope";
import { registerErrorHandler, sendFrameworkError } from "./platform/errors";
import { registerGuard } from "./platform/guard";
import { ownerPages } from "./platform/owner-pages";
import { SECURITY_HEADERS } from "./platform/security-headers";
import { MULTIPART_LIMITS } from "./platform/uploads";
import { postalPortFrom } from "./providers/post";

export type AppDeps = ContextDeps & { logger?: boolean | object };

const API_PREFIXES = ["/v1/", "/v2/", "/v3/", "/oauth/", "/docs", "/ai/", "/ops/"];

declare module "fastify" {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging needs an interface
  interface FastifyInstance {
    routeTable: RouteInfo[];
  }
}

/** The HTTP side: every route module on one Fastify instance. Jobs are started apart (`startJobModules`). */
export async function buildApp(deps: AppDeps | AppContext): Promise<FastifyInstance> {
  const ctx = "operator" in deps ? deps : buildContext(deps);
  const { config, handle, secrets, jobs, store, operator } = ctx;
  const db = handle.db;
  const app = Fastify({
    logger: ("logger" in deps ? deps.logger : undefined) ?? false,
    // A hop count trusts that many proxies in front (proxy-addr's hop index starts at 0).
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerCleanInput(app);
  const routeTable = registerGuard(app, {
    db,
    executeSql: handle.executeSql,
    changes: handle.changes,
    secrets,
    opsToken: secrets.opsToken,
  });
  app.decorate("routeTable", routeTable);

  // Responses are compressed for clients that accept it (every browser): a register page of 100 owners
  // is about 300 KB of JSON and 20 KB as brotli. Quality 1 costs about half a millisecond a page, done in
  // one call up to 512 KB: the streaming path's threadpool round trips took ten times as long.
  await app.register(compress, {
    encodings: ["br", "gzip"],
    syncThreshold: 512 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  // Content-Security-Policy, no framing, nosniff and a referrer policy on every response, the console's
  // files and /docs included (the sign-in page sends a stricter policy of its own).
  await app.register(helmet, SECURITY_HEADERS);
  await app.register(formbody);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: "1 minute",
    // After the guard (its onRequest hook) has verified the token: counted per sign-in session, or per
    // address for public routes; never per whatever string an Authorization header carries.
    hook: "preHandler",
    keyGenerator: (request) => (request.actor ? `session:${request.actor.sessionId}` : `address:${request.ip}`),
    errorResponseBuilder: () => ({
      statusCode: 429,
      status: 429,
      code: ERROR_CODES.TOO_MANY_REQUESTS,
      message: ERROR_MESSAGES.TOO_MANY_REQUESTS,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "Johap OMS API", version: "1.0.0", description: "조합 업무 관리 시스템 API" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });

  await app.register(authServerRoutes, {
    db,
    secrets,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    signInLimits: config.signInLimits,
    showDemoHint: config.demoSeed,
  });
  await app.register(sessionRoutes, { db });
  await app.register(unionUsersRoutes, { db });
  await app.register(accountRoutes, { db, jobs, operator });
  await app.register(permissionsRoutes, { db, systemAdminPhone: config.systemAdminPhone });
  await app.register(billingRoutes, { db, jobs, operator, changes: handle.changes });
  await app.register(commonRoutes);
  await app.register(maintenanceRoutes, { db });
  await app.register(officeRoutes, { db });
  await app.register(registerRoutes, { db });
  await app.register(registerAgentsRoutes, { db });
  await app.register(registerColumnsRoutes, { db });
  await app.register(registerRightsRoutes, { db });
  await app.register(registerFileRoutes, { db, store, jobs });
  await app.register(registryChangesRoutes, { db, jobs, registry: ctx.registry });
  await app.register(smsRoutes, { db, jobs, store });
  await app.register(smsCallersRoutes, { db, jobs, operator });
  await app.register(smsOpsRoutes, { db });
  await app.register(postsRoutes, { db, jobs, store });
  await app.register(postTrackingRoutes, { postal: postalPortFrom(db, config) });
  await app.register(consentsRoutes, { db, jobs, store });
  await app.register(consentRecipientsRoutes, { db, jobs });
  await app.register(consentDocumentsRoutes, { db, store, publicBaseUrl: config.publicBaseUrl });
  await app.register(consentFormVerifyRoutes, { db });
  await app.register(consentCertificatesRoutes, { db, jobs, store });
  await app.register(consentCertificatesVerifyRoutes, { db });
  await app.register(consentSendRoutes, { db, jobs, store, publicBaseUrl: config.publicBaseUrl });
  await app.register(counselsRoutes, { db });
  await app.register(formsRoutes, { store });
  await app.register(archivesRoutes, { db, store });
  await app.register(epostsRoutes, { db, jobs, store });
  await app.register(addressGroupsRoutes, { db });
  await app.register(agreementsRoutes, { db });
  await app.register(documentIssuanceRoutes, { db, jobs, store });
  await app.register(meetsOpenRoutes, { db, jobs, store });
  await app.register(meetsRoutes, { db, jobs, publicBaseUrl: config.publicBaseUrl });
  await app.register(meetParticipantsRoutes, { db });
  await app.register(meetParticipantHistoriesRoutes, { db });
  await app.register(meetCountsRoutes, { db });
  await app.register(meetResendRoutes, { db });
  await app.register(meetWrittenRoutes, { db });
  await app.register(meetAttendanceRoutes, { db });
  await app.register(meetJointBookRoutes, { db, jobs });
  await app.register(meetCertificatesRoutes, { db, jobs, store });
  await app.register(meetCertificatesOnlineRoutes, { db, jobs, store });
  await app.register(meetQuorumRoutes, { db });
  await app.register(meetStatusRoutes, { db, jobs });
  await app.register(meetResultsRoutes, { db });
  await app.register(meetLiveStreamRoutes, { db });
  await app.register(meetOnlineStatusRoutes, { db });
  await app.register(onlineMeetingsRoutes, { db, jobs, store, operator, publicBaseUrl: config.publicBaseUrl });
  await app.register(promotionRoutes, { db });
  await app.register(promotionStaffRoutes, { db, secrets });
  await app.register(ownerRoutes, {
    db,
    secrets,
    resolvers: { CONSENT: consentScopeResolver, MEETING: meetingScopeResolver, ONLINE: onlineScopeResolver },
  });
  // The owners' pages (apps/owner, built): served under /m below; a consent link's page is rendered with its facts.
  const ownerDist = path.resolve(import.meta.dirname, "../../owner/dist");
  const owner = await ownerPages(ownerDist, path.resolve(ownerDist, "../dist-ssr"));
  await app.register(ownerConsentsRoutes, { db, store, jobs, changes: handle.changes, pages: owner });
  await app.register(ownerOpsRoutes, { db });
  await app.register(ownerMeetingsRoutes, { db, store, changes: handle.changes });
  await app.register(ownerReceiptsRoutes, { db });
  await app.register(ownerOnlineRoutes, { db, store, secrets, changes: handle.changes });
  await app.register(aiRoutes, { db, ai: ctx.ai });
  await app.register(opsRoutes, { db, jobs });
  await app.register(filesRoutes, { db, store, jobs, secret: secrets.fileUrlSecret });

  const indexHtml = path.join(config.webDist, "index.html");
  const hasWeb = fs.existsSync(indexHtml);
  const sendIndex = (reply: FastifyReply) =>
    reply.header("cache-control", "no-cache").type("text/html").send(fs.createReadStream(indexHtml));
  if (hasWeb) {
    // preCompressed: the build's brotli and gzip copies (tools/precompress.mjs), when the browser takes them.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: true,
      index: false,
      maxAge: "1h",
      preCompressed: true,
    });
    app.get("/", { config: { access: PUBLIC }, schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
  // The owners' pages (apps/owner) under /m: their files, and their index for every other /m path.
  const hasOwner = owner !== null;
  if (hasOwner) {
    await app.register(fastifyStatic, {
      root: ownerDist,
      prefix: "/m/",
      decorateReply: false,
      wildcard: true,
      index: false,
      maxAge: "1h",
      preCompressed: true,
    });
  }
  const isOwnerPage = (url: string) => url === "/m" || url.startsWith("/m/") || url.startsWith("/m?");
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (hasOwner && isOwnerPage(url) && (request.method === "GET" || request.method === "HEAD")) {
      return owner.sendIndex(reply);
    }
    const isApi = API_PREFIXES.some((p) => url.startsWith(p));
    if (!isApi && hasWeb && (request.method === "GET" || request.method === "HEAD")) return sendIndex(reply);
    return reply.status(404).send({ status: 404, code: ERROR_CODES.NOT_FOUND, message: ERROR_MESSAGES.NOT_FOUND });
  });
  return app;
}
