import {
  BallotReceiptSchema,
  CastBallotBodySchema,
  ERROR_CODES,
  envelope,
  OWNER_MESSAGES as M,
  OWNER_IDENTITY_PER_ADDRESS,
  OWNER_IDENTITY_PER_CONSENT,
  OwnerIdentityBodySchema,
  OwnerOnlineBallotSchema,
  OwnerOnlineIntroSchema,
  OwnerOnlineMeSchema,
  OwnerOnlineNoticeSchema,
  OwnerOnlineOpinionBodySchema,
  OwnerOnlineOpinionSchema,
  OwnerOnlineParamsSchema,
  OwnerOnlineSpeechBodySchema,
  OwnerOnlineSpeechParamsSchema,
  OwnerOnlineSpeechSchema,
  OwnerOnlineWatchSchema,
  OwnerSessionSchema,
  OwnerVerificationSchema,
} from "@johap/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServerSecrets } from "../../auth-server/server-secrets";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { OWNER_ONLINE, PUBLIC } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import {
  attendeeMe,
  cancelSpeech,
  castOnline,
  connectSpeech,
  identifyAttendee,
  joinOnline,
  leaveOnline,
  onlineBallot,
  onlineIntro,
  onlineNotices,
  ownerOnlineContext,
  ownOpinions,
  renewSession,
  requestSpeech,
  sendOpinion,
  watchOnline,
} from "./owner-online.service";

export type OwnerOnlineDeps = { db: Db; store: FileStore; secrets: ServerSecrets; changes: ChangeFeed };

const tags = ["owner"];
const prefix = "/v1/owner/online-meetings/:accessCode";
const origin = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers["user-agent"] ?? null,
});

/**
 * The attendee's viewer of an online general meeting (apps/owner, /m/o/{accessCode}; issue 18 item 2): intro,
 * identity, then with an owner token of scope ONLINE: join, watch (polled), me, leave, notices, opinions, requests
 * to speak, and the online vote.
 */
export const ownerOnlineRoutes: FastifyPluginAsyncZod<OwnerOnlineDeps> = async (app, deps) => {
  const ctx = ownerOnlineContext(deps);
  const perAddress = app.createRateLimit({ max: OWNER_IDENTITY_PER_ADDRESS, timeWindow: 10 * 60_000 });
  // One link for every attendee: as many identity attempts a minute as a consent's bulk text lets in.
  const perLink = app.createRateLimit({
    max: OWNER_IDENTITY_PER_CONSENT,
    timeWindow: 60_000,
    keyGenerator: (request) => `owner-online:${(request.params as { accessCode?: string }).accessCode ?? ""}`,
  });
  const identityLimit = async (request: FastifyRequest) => {
    for (const limit of [perAddress, perLink]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, M.tooManyAttempts);
      }
    }
  };
  const owner = { config: { access: OWNER_ONLINE } } as const;

  app.get(
    prefix,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "온라인 총회 링크 안내 (공개 정보: 조합명, 총회명, 총회 일시, 진행 단계)",
        security: [],
        params: OwnerOnlineParamsSchema,
        response: { 200: envelope(OwnerOnlineIntroSchema) },
      },
    },
    async (request) => ok(await onlineIntro(ctx, request.params.accessCode)),
  );

  app.post(
    `${prefix}/identity`,
    {
      config: { access: PUBLIC },
      preHandler: identityLimit,
      schema: {
        tags,
        summary:
          "온라인 총회 참석자 본인 확인: 선거인 명부의 이름과 생년월일(본인 또는 대리인) → 인증번호 문자 (3분, 5회)",
        security: [],
        params: OwnerOnlineParamsSchema,
        body: OwnerIdentityBodySchema,
        response: { 200: envelope(OwnerVerificationSchema) },
      },
    },
    async (request) =>
      ok(
        await identifyAttendee({
          ctx,
          accessCode: request.params.accessCode,
          name: request.body.name,
          birth: request.body.birth,
          ip: request.ip ?? null,
        }),
      ),
  );

  app.post(
    `${prefix}/join`,
    {
      ...owner,
      schema: {
        tags,
        summary: "온라인 총회 입장: 참석자(ATTEND)로 기록, 선거인의 참석 구분 온라인",
        params: OwnerOnlineParamsSchema,
        response: { 200: envelope(OwnerOnlineMeSchema) },
      },
    },
    async (request) => ok(await joinOnline(ctx, request.params.accessCode, request.owner!)),
  );

  app.get(
    `${prefix}/watch`,
    {
      ...owner,
      schema: {
        tags,
        summary:
          "시청 상태 (10초마다): 재생 주소, 방송 상태, 투표 상태, 최신 공지. 프로세스별 짧은 캐시, 접속 시각은 1분에 한 번만 기록",
        params: OwnerOnlineParamsSchema,
        response: { 200: envelope(OwnerOnlineWatchSchema) },
      },
    },
    async (request) => ok(await watchOnline(ctx, request.params.accessCode, request.owner!)),
  );

  app.get(
    `${prefix}/me`,
    {
      ...owner,
      schema: {
        tags,
        summary: "본인 확인된 참석자: 입장 상태, 최근 발언 요청, 투표 여부 (선택 내용은 없음)",
        params: OwnerOnlineParamsSchema,
        response: { 200: envelope(OwnerOnlineMeSchema) },
      },
    },
    async (request) => ok(await attendeeMe(ctx, request.params.accessCode, request.owner!)),
  );

  app.post(
    `${prefix}/leave`,
    {
      ...owner,
      schema: {
        tags,
        summary: "온라인 총회 나가기 (LEAVE; 다시 입장할 수 있음)",
        params: OwnerOnlineParamsSchema,
        response: { 200: envelope(OwnerOnlineMeSchema) },
      },
    },
    async (request) => ok(await leaveOnline(ctx, request.params.accessCode, request.owner!)),
  );

  app.post(
    `${prefix}/session`,
    {
      ...owner,
      schema: {
        tags,
        summary: "참석 중인 참석자의 소유자 토큰 갱신 (30분; 총회 종료 또는 나가기 후에는 거절)",
        params: OwnerOnlineParamsSchema,
        response: { 200: envelope(OwnerSessionSchema) },
      },
    },
    async (request) => ok(await renewSession(ctx, request.params.accessCode, request.owner!)),
  );

  app.get(
    `${prefix}/notices`,
    {
      ...owner,
      schema: {
        tags,
        summary: "참석자 공지 (최신순, 최대 50건)",
        params: OwnerOnlineParamsSchema,
        response: { 200: envelope(z.array(OwnerOnlineNoticeSchema)) },
      },
    },
    async (request) => ok(await onlineNotices(ctx, request.params.accessCode, request.owner!)),
  );

  app.get(
    `${prefix}/opinions`,
    {
      ...owner,
      schema: {
        tags,
        summary: "내가 보낸 의견과 답변 (최신순)",
        params: OwnerOnlineParamsSchema,
        response: { 200: envelope(z.array(OwnerOnlineOpinionSchema)) },
      },
    },
    async (request) => ok(await ownOpinions(ctx, request.params.accessCode, request.owner!)),
  );

  app.post(
    `${prefix}/opinions`,
    {
      config: { access: OWNER_ONLINE, rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "의견 보내기 (150자, 입장한 참석자)",
        params: OwnerOnlineParamsSchema,
        body: OwnerOnlineOpinionBodySchema,
        response: { 200: envelope(OwnerOnlineOpinionSchema) },
      },
    },
    async (request) => ok(await sendOpinion(ctx, request.params.accessCode, request.owner!, request.body.comment)),
  );

  app.post(
    `${prefix}/speeches`,
    {
      config: { access: OWNER_ONLINE, rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "발언 요청 (VOICE 음성, PHONE 전화; 진행 중인 요청은 한 건만, 두 번째는 409)",
        params: OwnerOnlineParamsSchema,
        body: OwnerOnlineSpeechBodySchema,
        response: { 200: envelope(OwnerOnlineSpeechSchema) },
      },
    },
    async (request) =>
      ok(await requestSpeech(ctx, request.params.accessCode, request.owner!, request.body.speechCategory)),
  );

  app.post(
    `${prefix}/speeches/:speechSeq/cancel`,
    {
      ...owner,
      schema: {
        tags,
        summary: "내 발언 요청 취소 (승인 전 REQUESTED만)",
        params: OwnerOnlineSpeechParamsSchema,
        response: { 200: envelope(OwnerOnlineSpeechSchema) },
      },
    },
    async (request) => ok(await cancelSpeech(ctx, request.params.accessCode, request.owner!, request.params.speechSeq)),
  );

  app.post(
    `${prefix}/speeches/:speechSeq/connect`,
    {
      ...owner,
      schema: {
        tags,
        summary: "승인된 발언 연결 (PENDING → SPEAKING; 진행자가 연결종료로 끝냄)",
        params: OwnerOnlineSpeechParamsSchema,
        response: { 200: envelope(OwnerOnlineSpeechSchema) },
      },
    },
    async (request) =>
      ok(await connectSpeech(ctx, request.params.accessCode, request.owner!, request.params.speechSeq)),
  );

  app.get(
    `${prefix}/ballot`,
    {
      ...owner,
      schema: {
        tags,
        summary: "온라인 투표지: 안건과 후보(첨부 파일), 투표 상태, 본인의 투표 여부",
        params: OwnerOnlineParamsSchema,
        response: { 200: envelope(OwnerOnlineBallotSchema) },
      },
    },
    async (request) => ok(await onlineBallot(ctx, request.params.accessCode, request.owner!)),
  );

  app.post(
    `${prefix}/ballot`,
    {
      ...owner,
      schema: {
        tags,
        summary:
          "온라인 투표 제출 (투표 중 VOTING일 때; 선거인당 한 번, 모든 방법 통틀어; 두 번째는 409). 접수번호를 한 번 보여 줌",
        params: OwnerOnlineParamsSchema,
        body: CastBallotBodySchema,
        response: { 200: envelope(BallotReceiptSchema) },
      },
    },
    async (request) =>
      ok(
        await castOnline({
          ctx,
          accessCode: request.params.accessCode,
          claims: request.owner!,
          choices: request.body.choices,
          origin: origin(request),
        }),
      ),
  );
};
