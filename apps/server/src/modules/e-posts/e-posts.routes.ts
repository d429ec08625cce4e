import {
  CreateElectronicDocumentBodySchema,
  CreateElectronicDocumentResultSchema,
  ElectronicDocumentCostSchema,
  ElectronicDocumentDetailSchema,
  ElectronicDocumentDraftSchema,
  ElectronicDocumentParamsSchema,
  ElectronicDocumentRecipientSchema,
  ElectronicDocumentSchema,
  EpostCandidateSchema,
  envelope,
  ListElectronicDocumentRecipientsQuerySchema,
  ListElectronicDocumentsQuerySchema,
  ListEpostCandidatesQuerySchema,
  pagedEnvelope,
  SendElectronicDocumentBodySchema,
  SendElectronicDocumentResultSchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu, unionMenuRead } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import {
  createDocument,
  getDocument,
  getDraft,
  listCandidates,
  listDocuments,
  listRecipients,
  quoteDocument,
  sendDocument,
  updateDraft,
} from "./e-posts.service";

export const EPOSTS_MENU = "M0413";
export type EpostsDeps = { db: Db; jobs: Jobs; store: FileStore };

/** Electronic registered posts (전자 등기): list, create, detail, recipients, cost and send (spec 04 §2.3, §7). */
export const epostsRoutes: FastifyPluginAsyncZod<EpostsDeps> = async (app, { db, jobs, store }) => {
  const tags = ["e-posts"];
  const config = { access: unionMenu(EPOSTS_MENU) };
  const base = "/v1/unions/:unionSeq/electronic-documents";

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "전자 등기 목록 (10건씩)",
        params: UnionSeqParamsSchema,
        querystring: ListElectronicDocumentsQuerySchema,
        response: { 200: pagedEnvelope(ElectronicDocumentSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listDocuments({ db, unionSeq: request.params.unionSeq, ...request.query });
      return paged(items, total);
    },
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: "전자 등기 생성 (isTemp: 임시저장; 발송은 목록에서 비용 확인 후)",
        params: UnionSeqParamsSchema,
        body: CreateElectronicDocumentBodySchema,
        response: { 200: envelope(CreateElectronicDocumentResultSchema) },
      },
    },
    async (request) =>
      ok(
        await createDocument({
          db,
          store,
          actor: request.actor!,
          unionSeq: request.params.unionSeq,
          input: request.body,
        }),
      ),
  );

  app.get(
    `${base}/registers`,
    {
      config,
      schema: {
        tags,
        summary: "수신자 선택: 조합원 명부 (이름·연락처·생년월일 또는 대리인이 있어야 선택 가능)",
        params: UnionSeqParamsSchema,
        querystring: ListEpostCandidatesQuerySchema,
        response: { 200: pagedEnvelope(EpostCandidateSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listCandidates({ db, unionSeq: request.params.unionSeq, query: request.query });
      return paged(items, total);
    },
  );

  app.get(
    `${base}/:id/draft`,
    {
      config,
      schema: {
        tags,
        summary: "임시저장 전자 등기 이어서 작성: 제목, 문서, 수신자 (임시저장만)",
        params: ElectronicDocumentParamsSchema,
        response: { 200: envelope(ElectronicDocumentDraftSchema) },
      },
    },
    async (request) => ok(await getDraft({ db, ...request.params })),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "임시저장 전자 등기 다시 저장 (생성과 같은 본문과 규칙; isTemp 아니면 발송 가능)",
        params: ElectronicDocumentParamsSchema,
        body: CreateElectronicDocumentBodySchema,
        response: { 200: envelope(CreateElectronicDocumentResultSchema) },
      },
    },
    async (request) => ok(await updateDraft({ db, store, ...request.params, input: request.body })),
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "전자 등기 상세 (임시저장은 조회 불가)",
        params: ElectronicDocumentParamsSchema,
        response: { 200: envelope(ElectronicDocumentDetailSchema) },
      },
    },
    async (request) => ok(await getDocument({ db, ...request.params })),
  );

  app.get(
    `${base}/:id/recipients`,
    {
      config,
      schema: {
        tags,
        summary: "전자 등기 수신자별 상태 (10건씩)",
        params: ElectronicDocumentParamsSchema,
        querystring: ListElectronicDocumentRecipientsQuerySchema,
        response: { 200: pagedEnvelope(ElectronicDocumentRecipientSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listRecipients({ db, ...request.params, query: request.query });
      return paged(items, total);
    },
  );

  app.post(
    `${base}/:id/cost/calculate`,
    {
      config: { access: unionMenuRead(EPOSTS_MENU) },
      schema: {
        tags,
        summary: "전자 등기 발송 비용 조회 (totalCost)",
        params: ElectronicDocumentParamsSchema,
        response: { 200: envelope(ElectronicDocumentCostSchema) },
      },
    },
    async (request) => ok(await quoteDocument({ db, ...request.params })),
  );

  app.post(
    `${base}/:id/send`,
    {
      config,
      schema: {
        tags,
        summary: "전자 등기 발송 (즉시 또는 scheduledAt 예약; 비용 차감, Idempotency-Key)",
        params: ElectronicDocumentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: SendElectronicDocumentBodySchema,
        response: { 200: envelope(SendElectronicDocumentResultSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body ?? { scheduledAt: null };
      return idempotent({ db, request, reply, body }, (idempotency) =>
        sendDocument({
          db,
          jobs,
          actor: request.actor!,
          ...request.params,
          scheduledAt: body.scheduledAt,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      );
    },
  );
};
