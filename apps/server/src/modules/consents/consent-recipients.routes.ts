import {
  AddRecipientsBodySchema,
  AddRecipientsResultSchema,
  AreaStatisticsSchema,
  CancelSubmissionBodySchema,
  ConsentRecipientDetailSchema,
  ConsentRecipientSchema,
  ConsentSeqParamsSchema,
  DongStatisticsSchema,
  envelope,
  ListRecipientsQuerySchema,
  pagedEnvelope,
  RecipientCandidateSchema,
  RecipientCandidatesQuerySchema,
  RecipientCountsSchema,
  RecipientHistorySchema,
  RecipientSeqParamsSchema,
  UnionSeqQuerySchema,
  WithdrawBodySchema,
  WrittenConsentBodySchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { ok, paged } from "../../platform/envelope";
import type { Jobs } from "../../platform/jobs";
import { exportRecipients } from "./consent-recipients.excel";
import {
  addRecipients,
  areaStatistics,
  cancelWritten,
  dongStatistics,
  getRecipientDetail,
  listCandidates,
  listHistories,
  listRecipients,
  type RequestOrigin,
  recipientCounts,
  removeRecipient,
  submitWritten,
  withdrawSubmission,
} from "./consent-recipients.service";
import { consentsAccess as config, tags, unionOf } from "./consents.routes";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip ?? null,
  userAgent: request.headers["user-agent"] ?? null,
});

const base = "/v2/electronic-consents/:consentSeq";

/** 대상자 관리 and 동의서 현황 statistics (spec 02 sections 2.2, 4, 5 and 7). */
export const consentRecipientsRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (app, { db, jobs }) => {
  app.get(
    `${base}/recipients`,
    {
      config,
      schema: {
        tags,
        summary: "대상자 목록 (이름, 제출 상태, 소유 구분 검색; 명부 번호순, 페이지)",
        params: ConsentSeqParamsSchema,
        querystring: ListRecipientsQuerySchema,
        response: { 200: pagedEnvelope(ConsentRecipientSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listRecipients({
        db,
        unionSeq: unionOf(request),
        consentSeq: request.params.consentSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.get(
    `${base}/recipients/counts`,
    {
      config,
      schema: {
        tags,
        summary: "대상자 수 (전체, 미제출, 제출, 철회, 일괄 발송 대상)",
        params: ConsentSeqParamsSchema,
        querystring: UnionSeqQuerySchema,
        response: { 200: envelope(RecipientCountsSchema) },
      },
    },
    async (request) =>
      ok(
        await recipientCounts({
          db,
          unionSeq: unionOf(request),
          ...request.params,
          named: request.query.searchUnionSeq,
        }),
      ),
  );

  app.get(
    `${base}/recipients/candidates`,
    {
      config,
      schema: {
        tags,
        summary: "대상자 추가 후보: 명부의 조합원 중 대상자가 아닌 조합원 (이름 검색, 명부 번호순, 페이지)",
        params: ConsentSeqParamsSchema,
        querystring: RecipientCandidatesQuerySchema,
        response: { 200: pagedEnvelope(RecipientCandidateSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listCandidates({
        db,
        unionSeq: unionOf(request),
        consentSeq: request.params.consentSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.get(
    `${base}/recipients/excel`,
    {
      config,
      schema: {
        tags,
        summary: "대상자 내려받기 (xlsx, 시트 전자 동의서 대상자 관리 내역; 목록의 검색 조건 적용)",
        params: ConsentSeqParamsSchema,
        querystring: ListRecipientsQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportRecipients({
        db,
        unionSeq: unionOf(request),
        consentSeq: request.params.consentSeq,
        query: request.query,
      });
      return reply.header("content-type", XLSX).header("content-disposition", contentDisposition(fileName)).send(bytes);
    },
  );

  app.post(
    `${base}/recipients`,
    {
      config,
      schema: {
        tags,
        summary: "대상자 추가 (명부의 조합원; 이미 대상자인 조합원은 그대로)",
        params: ConsentSeqParamsSchema,
        body: AddRecipientsBodySchema,
        response: { 200: envelope(AddRecipientsResultSchema) },
      },
    },
    async (request) =>
      ok(
        await addRecipients({
          db,
          unionSeq: unionOf(request),
          consentSeq: request.params.consentSeq,
          unionRegisterSeqs: request.body.unionRegisterSeqs,
          named: request.body.unionSeq,
        }),
      ),
  );

  app.get(
    `${base}/recipients/:recipientSeq`,
    {
      config,
      schema: {
        tags,
        summary: "대상자 상세 (소유자 정보 팝업: 소재지, 연락처, 주소, 대리인)",
        params: RecipientSeqParamsSchema,
        querystring: UnionSeqQuerySchema,
        response: { 200: envelope(ConsentRecipientDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await getRecipientDetail({
          db,
          unionSeq: unionOf(request),
          ...request.params,
          named: request.query.searchUnionSeq,
        }),
      ),
  );

  app.delete(
    `${base}/recipients/:recipientSeq`,
    {
      config,
      schema: {
        tags,
        summary: "대상자 제외 (마감 후, 제출한 대상자는 불가)",
        params: RecipientSeqParamsSchema,
        querystring: UnionSeqQuerySchema,
        response: { 200: envelope(z.object({ recipientSeq: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await removeRecipient({
          db,
          unionSeq: unionOf(request),
          ...request.params,
          named: request.query.searchUnionSeq,
        }),
      ),
  );

  app.post(
    `${base}/recipients/:recipientSeq/submit`,
    {
      config,
      schema: {
        tags,
        summary: "서면 동의 등록 (submitType WRITTEN; 증거 체인에 기록)",
        params: RecipientSeqParamsSchema,
        body: WrittenConsentBodySchema,
        response: { 200: envelope(ConsentRecipientSchema) },
      },
    },
    async (request) =>
      ok(
        await submitWritten({
          db,
          jobs,
          unionSeq: unionOf(request),
          ...request.params,
          named: request.body.unionSeq,
          actor: request.actor!,
          origin: originOf(request),
          submittedAt: request.body.submittedAt,
          certifiedNo: request.body.certifiedNo,
        }),
      ),
  );

  app.post(
    `${base}/recipients/:recipientSeq/withdraw`,
    {
      config,
      schema: {
        tags,
        summary: "철회 (submittedAt: 철회일자; 증거 체인에 기록)",
        params: RecipientSeqParamsSchema,
        body: WithdrawBodySchema,
        response: { 200: envelope(ConsentRecipientSchema) },
      },
    },
    async (request) =>
      ok(
        await withdrawSubmission({
          db,
          unionSeq: unionOf(request),
          ...request.params,
          named: request.body.unionSeq,
          actor: request.actor!,
          origin: originOf(request),
          withdrawnAt: request.body.submittedAt,
        }),
      ),
  );

  app.post(
    `${base}/recipients/:recipientSeq/cancel`,
    {
      config,
      schema: {
        tags,
        summary: "서면 동의 등록 취소 (잘못 등록한 서면 동의; 진행중에만; 증거 체인에 기록)",
        params: RecipientSeqParamsSchema,
        body: CancelSubmissionBodySchema,
        response: { 200: envelope(ConsentRecipientSchema) },
      },
    },
    async (request) =>
      ok(
        await cancelWritten({
          db,
          unionSeq: unionOf(request),
          ...request.params,
          named: request.body?.unionSeq,
          actor: request.actor!,
          origin: originOf(request),
        }),
      ),
  );

  app.get(
    `${base}/recipients/:recipientSeq/histories`,
    {
      config,
      schema: {
        tags,
        summary: "대상자 제출·철회 이력",
        params: RecipientSeqParamsSchema,
        querystring: UnionSeqQuerySchema,
        response: { 200: envelope(z.array(RecipientHistorySchema)) },
      },
    },
    async (request) =>
      ok(
        await listHistories({ db, unionSeq: unionOf(request), ...request.params, named: request.query.searchUnionSeq }),
      ),
  );

  app.get(
    `${base}/statistics/area`,
    {
      config,
      schema: {
        tags,
        summary: "면적 기준 동의율 (대상자의 토지·건물 소유 면적, 올림 소수 둘째 자리)",
        params: ConsentSeqParamsSchema,
        querystring: UnionSeqQuerySchema,
        response: { 200: envelope(AreaStatisticsSchema) },
      },
    },
    async (request) =>
      ok(
        await areaStatistics({
          db,
          unionSeq: unionOf(request),
          ...request.params,
          named: request.query.searchUnionSeq,
        }),
      ),
  );

  app.get(
    `${base}/statistics/dong`,
    {
      config,
      schema: {
        tags,
        summary: "동별 동의 현황 (아파트 동; 전체, 동의, 건물명)",
        params: ConsentSeqParamsSchema,
        querystring: UnionSeqQuerySchema,
        response: { 200: envelope(z.array(DongStatisticsSchema)) },
      },
    },
    async (request) =>
      ok(
        await dongStatistics({
          db,
          unionSeq: unionOf(request),
          ...request.params,
          named: request.query.searchUnionSeq,
        }),
      ),
  );
};
