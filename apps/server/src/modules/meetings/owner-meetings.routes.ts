import {
  BallotReceiptSchema,
  CastBallotBodySchema,
  ERROR_CODES,
  envelope,
  OWNER_MESSAGES as M,
  OWNER_IDENTITY_PER_ADDRESS,
  OwnerBallotLinkParamsSchema,
  OwnerBallotSchema,
  OwnerIdentityBodySchema,
  OwnerMeetingIntroSchema,
  OwnerVerificationSchema,
} from "@johap/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { OWNER_MEETING, PUBLIC } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { ballotMeetings } from "./meet-ballot-cache";
import { castBallot } from "./meet-ballots.service";
import {
  identifyVoter,
  meetingIntro,
  type OwnerBallotContext,
  openBallotLink,
  ownerBallot,
} from "./owner-meetings.service";

export type OwnerMeetingsDeps = { db: Db; store: FileStore; changes: ChangeFeed };

const tags = ["owner"];
/** Identity attempts on one ballot link (one voter) in 10 minutes: enough for typos, not for guessing. */
const IDENTITY_PER_LINK = 20;

/** The owner's electronic ballot (apps/owner, /m/v/{linkToken}): intro, opened, identity, ballot, cast. */
export const ownerMeetingsRoutes: FastifyPluginAsyncZod<OwnerMeetingsDeps> = async (app, { db, store, changes }) => {
  const ctx: OwnerBallotContext = { db, meetings: ballotMeetings(changes) };
  const perAddress = app.createRateLimit({ max: OWNER_IDENTITY_PER_ADDRESS, timeWindow: 10 * 60_000 });
  const perLink = app.createRateLimit({
    max: IDENTITY_PER_LINK,
    timeWindow: 10 * 60_000,
    keyGenerator: (request) => `owner-ballot:${(request.params as { linkToken?: string }).linkToken ?? ""}`,
  });
  const identityLimit = async (request: FastifyRequest) => {
    for (const limit of [perAddress, perLink]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, M.tooManyAttempts);
      }
    }
  };

  app.get(
    "/v1/owner/meetings/:linkToken",
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "전자투표 링크 안내 (공개 정보: 조합명, 총회명, 투표 기간, 진행 상태). 새 링크로 바뀐 주소는 410",
        security: [],
        params: OwnerBallotLinkParamsSchema,
        response: { 200: envelope(OwnerMeetingIntroSchema) },
      },
    },
    async (request) => ok(await meetingIntro(ctx, request.params.linkToken)),
  );

  app.post(
    "/v1/owner/meetings/:linkToken/opened",
    {
      config: { access: PUBLIC, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "전자투표 링크 열람 기록 (발송 openedAt, 선거인 OPENED; 투표 완료자는 그대로)",
        security: [],
        params: OwnerBallotLinkParamsSchema,
        response: { 200: envelope(OwnerMeetingIntroSchema) },
      },
    },
    async (request) => ok(await openBallotLink(ctx, request.params.linkToken)),
  );

  app.post(
    "/v1/owner/meetings/:linkToken/identity",
    {
      config: { access: PUBLIC },
      preHandler: identityLimit,
      schema: {
        tags,
        summary: "선거인 본인 확인: 이름과 생년월일(본인 또는 대리인) → 인증번호 문자 (3분, 5회)",
        security: [],
        params: OwnerBallotLinkParamsSchema,
        body: OwnerIdentityBodySchema,
        response: { 200: envelope(OwnerVerificationSchema) },
      },
    },
    async (request) =>
      ok(
        await identifyVoter({
          ctx,
          linkToken: request.params.linkToken,
          name: request.body.name,
          birth: request.body.birth,
          ip: request.ip ?? null,
        }),
      ),
  );

  app.get(
    "/v1/owner/meetings/:linkToken/me",
    {
      config: { access: OWNER_MEETING },
      schema: {
        tags,
        summary: "본인 확인된 선거인의 투표지: 총회 정보, 안건과 후보(첨부 파일), 본인의 투표 여부 (선택 내용은 없음)",
        params: OwnerBallotLinkParamsSchema,
        response: { 200: envelope(OwnerBallotSchema) },
      },
    },
    async (request) =>
      ok(await ownerBallot({ ctx, store, linkToken: request.params.linkToken, claims: request.owner! })),
  );

  app.post(
    "/v1/owner/meetings/:linkToken/ballot",
    {
      config: { access: OWNER_MEETING },
      schema: {
        tags,
        summary:
          "전자투표 제출 (선거인당 한 번, 모든 방법 통틀어; 두 번째는 409). 증거 체인에 기록하고 접수번호를 한 번 보여 줌",
        params: OwnerBallotLinkParamsSchema,
        body: CastBallotBodySchema,
        response: { 200: envelope(BallotReceiptSchema) },
      },
    },
    async (request) =>
      ok(
        await castBallot({
          ctx,
          linkToken: request.params.linkToken,
          claims: request.owner!,
          choices: request.body.choices,
          origin: { ip: request.ip ?? null, userAgent: request.headers["user-agent"] ?? null },
        }),
      ),
  );
};
