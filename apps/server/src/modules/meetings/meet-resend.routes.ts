import {
  envelope,
  GeneralMeetingParamsSchema,
  GeneralMeetingParticipantParamsSchema,
  MeetSeqOnlyParamsSchema,
  ResendBodySchema,
  ResendCostSchema,
  type ResendResult,
  ResendResultSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { ok } from "../../platform/envelope";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import { meetVotersAccess as config, tags, unionOf } from "./meet-participants.routes";
import { encourageVoters, resendCost, resendEvote } from "./meet-resend.service";

const EmptyBodySchema = z.object({}).nullish();

/** 전자투표 재발송 and 독려 투표 재발송 (spec 03 §4, §7 and §9): cost, then a charged resend (Idempotency-Key). */
export const meetResendRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/v1/meets/:meetSeq/electronic-vote/cost/calculate",
    {
      config,
      schema: {
        tags,
        summary: "전자투표 재발송 비용 (선거인 수 x 건당 요금)",
        params: MeetSeqOnlyParamsSchema,
        body: ResendBodySchema,
        response: { 200: envelope(ResendCostSchema) },
      },
    },
    async (request) =>
      ok(
        await resendCost({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          meetParticipantSeqs: request.body.meetParticipantSeqs,
        }),
      ),
  );

  app.post(
    "/v1/meets/:meetSeq/electronic-vote/resend",
    {
      config,
      schema: {
        tags,
        summary:
          "전자투표 재발송 (전자투표 종료 24시간 전까지; 투표완료, 철회 제외; 요금 차감, Idempotency-Key; 이전 링크 취소)",
        params: MeetSeqOnlyParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: ResendBodySchema,
        response: { 200: envelope(ResendResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent<ResendResult>({ db, request, reply, body: request.body }, (idempotency) =>
        resendEvote({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          meetParticipantSeqs: request.body.meetParticipantSeqs,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );

  app.post(
    "/v2/general-meetings/:id/participants/:participantId/encourages",
    {
      config,
      schema: {
        tags,
        summary: "독려 투표 재발송 (미완료 선거인 한 명; 요금 차감, Idempotency-Key)",
        params: GeneralMeetingParticipantParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: EmptyBodySchema,
        response: { 200: envelope(ResendResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent<ResendResult>({ db, request, reply, body: {} }, (idempotency) =>
        encourageVoters({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.id,
          meetParticipantSeq: request.params.participantId,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );

  app.post(
    "/v2/general-meetings/:id/participants/encourages",
    {
      config,
      schema: {
        tags,
        summary: "독려 투표 전체 재발송 (전화번호가 있는 미완료 선거인 모두; 요금 차감, Idempotency-Key)",
        params: GeneralMeetingParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: EmptyBodySchema,
        response: { 200: envelope(ResendResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent<ResendResult>({ db, request, reply, body: {} }, (idempotency) =>
        encourageVoters({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.id,
          meetParticipantSeq: null,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );
};
