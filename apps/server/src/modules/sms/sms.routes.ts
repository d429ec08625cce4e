import {
  CancelSmsBodySchema,
  envelope,
  ListSentSmsQuerySchema,
  ListSmsQuerySchema,
  ListSmsRecipientsQuerySchema,
  pagedEnvelope,
  SendSmsResultSchema,
  SentSmsSchema,
  SmsCancelResultSchema,
  SmsCostSchema,
  SmsDetailSchema,
  SmsIdParamsSchema,
  SmsMessageSchema,
  SmsRecipientCandidateSchema,
  SmsRecipientsQuerySchema,
  SmsSchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import {
  cancelSms,
  deleteSentSms,
  getSentSms,
  getSms,
  listRecipientCandidates,
  listSentSms,
  listSms,
  listSmsRecipients,
  quoteSms,
  resendFailed,
  sendSms,
} from "./sms.service";
import { readSendRequest } from "./sms-request";

export const SMS_MENU = "M0403";
export type SmsDeps = { db: Db; jobs: Jobs; store: FileStore };

const multipartNote =
  "multipart: outgoingPhoneNo, sendType, scheduledAt, title, message, recipients(JSON), fileSeqs(JSON), files(이미지)";

/** Messages (문자 발송): send, cost, records, sent-box (spec 04 sections 2.1 and 7). */
export const smsRoutes: FastifyPluginAsyncZod<SmsDeps> = async (app, deps) => {
  const { db, jobs, store } = deps;
  const tags = ["sms"];
  const config = { access: unionMenu(SMS_MENU) };

  app.get(
    "/v1/unions/:unionSeq/sms/recipients",
    {
      config,
      schema: {
        tags,
        summary: "수신자 선택: 연락처가 있는 조합원 명부 (필터, 페이지)",
        params: UnionSeqParamsSchema,
        querystring: SmsRecipientsQuerySchema,
        response: { 200: pagedEnvelope(SmsRecipientCandidateSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listRecipientCandidates({
        db,
        unionSeq: request.params.unionSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/unions/:unionSeq/sms",
    {
      config,
      schema: {
        tags,
        summary: "문자 발송 내역 (10건씩)",
        params: UnionSeqParamsSchema,
        querystring: ListSmsQuerySchema,
        response: { 200: pagedEnvelope(SmsSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listSms({ db, unionSeq: request.params.unionSeq, ...request.query });
      return paged(items, total);
    },
  );

  app.post(
    "/v1/unions/:unionSeq/sms",
    {
      config,
      schema: {
        tags,
        summary: `문자 발송 (즉시 또는 예약; 비용 차감, Idempotency-Key). ${multipartNote}`,
        consumes: ["multipart/form-data", "application/json"],
        params: UnionSeqParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: envelope(SendSmsResultSchema) },
      },
    },
    async (request, reply) => {
      const { input, uploads } = await readSendRequest(request);
      return idempotent({ db, request, reply, body: { input, uploads } }, (idempotency) =>
        sendSms({
          db,
          jobs,
          store,
          actor: request.actor!,
          unionSeq: request.params.unionSeq,
          input,
          uploads,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      );
    },
  );

  app.post(
    "/v1/unions/:unionSeq/sms/cost/calculate",
    {
      config,
      schema: {
        tags,
        summary: `문자 발송 비용 조회 (totalCount, totalCost). ${multipartNote}`,
        consumes: ["multipart/form-data", "application/json"],
        params: UnionSeqParamsSchema,
        response: { 200: envelope(SmsCostSchema) },
      },
    },
    async (request) => {
      const { input, uploads } = await readSendRequest(request);
      return ok(await quoteSms({ db, store, unionSeq: request.params.unionSeq, input, uploads }));
    },
  );

  app.post(
    "/v1/unions/:unionSeq/sms/cancel",
    {
      config,
      schema: {
        tags,
        summary: "예약 문자 취소 (WAIT 상태만; 전액 환불)",
        params: UnionSeqParamsSchema,
        body: CancelSmsBodySchema,
        response: { 200: envelope(SmsCancelResultSchema) },
      },
    },
    async (request) => ok(await cancelSms({ db, unionSeq: request.params.unionSeq, smsId: request.body.smsId })),
  );

  app.get(
    "/v1/unions/:unionSeq/sms/:smsId",
    {
      config,
      schema: {
        tags,
        summary: "문자 발송 상세",
        params: SmsIdParamsSchema,
        response: { 200: envelope(SmsDetailSchema) },
      },
    },
    async (request) => ok(await getSms({ db, ...request.params })),
  );

  app.get(
    "/v1/unions/:unionSeq/sms/:smsId/recipients",
    {
      config,
      schema: {
        tags,
        summary: "문자 발송 상세: 수신자별 결과 (페이지)",
        params: SmsIdParamsSchema,
        querystring: ListSmsRecipientsQuerySchema,
        response: { 200: pagedEnvelope(SmsMessageSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listSmsRecipients({ db, ...request.params, query: request.query });
      return paged(items, total);
    },
  );

  app.post(
    "/v1/unions/:unionSeq/sms/:smsId/resend",
    {
      config,
      schema: {
        tags,
        summary: "실패 문자 재발송 (새 발송으로 다시 과금, Idempotency-Key)",
        params: SmsIdParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: envelope(SendSmsResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent({ db, request, reply, body: {} }, (idempotency) =>
        resendFailed({
          db,
          jobs,
          store,
          actor: request.actor!,
          ...request.params,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );

  app.get(
    "/v1/unions/:unionSeq/sent-sms",
    {
      config,
      schema: {
        tags,
        summary: "보낸 문자함 (최근 6개월, 3건씩)",
        params: UnionSeqParamsSchema,
        querystring: ListSentSmsQuerySchema,
        response: { 200: pagedEnvelope(SentSmsSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listSentSms({ db, unionSeq: request.params.unionSeq, ...request.query });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/unions/:unionSeq/sent-sms/:smsId",
    {
      config,
      schema: {
        tags,
        summary: "보낸 문자함: 불러오기 (초안으로 재사용)",
        params: SmsIdParamsSchema,
        response: { 200: envelope(SentSmsSchema) },
      },
    },
    async (request) => ok(await getSentSms({ db, ...request.params })),
  );

  app.delete(
    "/v1/unions/:unionSeq/sent-sms/:smsId",
    {
      config,
      schema: {
        tags,
        summary: "문자함 삭제 (발송 내역에서 제외; 원장은 유지)",
        params: SmsIdParamsSchema,
        response: { 200: envelope(z.object({ smsId: z.number().int() })) },
      },
    },
    async (request) => ok(await deleteSentSms({ db, ...request.params })),
  );
};
