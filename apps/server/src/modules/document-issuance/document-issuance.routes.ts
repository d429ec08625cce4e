import {
  CreateDocumentIssuanceBodySchema,
  DocumentIssuanceCostBodySchema,
  DocumentIssuanceCostSchema,
  DocumentIssuanceCreatedSchema,
  DocumentIssuanceDetailSchema,
  DocumentIssuanceParamsSchema,
  DocumentIssuanceRegisterSchema,
  DocumentIssuanceRegistersQuerySchema,
  DocumentIssuanceSchema,
  DocumentIssuancesQuerySchema,
  envelope,
  IssuedDocumentParamsSchema,
  IssuedDocumentSchema,
  IssuedDocumentsDownloadQuerySchema,
  IssuedDocumentsQuerySchema,
  pagedEnvelope,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu, unionMenuRead } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import {
  createIssuance,
  downloadIssuedDocuments,
  exportIssuedDocuments,
  getIssuance,
  listIssuanceRegisters,
  listIssuances,
  listIssuedDocuments,
  quoteIssuance,
  readIssuedDocument,
} from "./document-issuance.service";

export const DOCUMENT_ISSUANCE_MENU = "M0407";
export type DocumentIssuanceDeps = { db: Db; jobs: Jobs; store: FileStore };

/** Document issuance (자료 발급): the picker, cost, order, records, documents and their downloads (spec 04 §2.4, §7). */
export const documentIssuanceRoutes: FastifyPluginAsyncZod<DocumentIssuanceDeps> = async (app, deps) => {
  const { db, jobs, store } = deps;
  const tags = ["document-issuance"];
  const config = { access: unionMenu(DOCUMENT_ISSUANCE_MENU) };
  const readConfig = { access: unionMenuRead(DOCUMENT_ISSUANCE_MENU) };
  const base = "/v1/unions/:unionSeq/document-issuances";

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "자료 발급 내역 (요청일, 완료일 기간; 10건씩)",
        params: UnionSeqParamsSchema,
        querystring: DocumentIssuancesQuerySchema,
        response: { 200: pagedEnvelope(DocumentIssuanceSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listIssuances({ db, unionSeq: request.params.unionSeq, query: request.query });
      return paged(items, total);
    },
  );

  app.get(
    `${base}/registers`,
    {
      config,
      schema: {
        tags,
        summary: "자료 발급 대상 조합원 (그룹, 일련번호, 이름, 주소; 소재지별 등기 주소)",
        params: UnionSeqParamsSchema,
        querystring: DocumentIssuanceRegistersQuerySchema,
        response: { 200: pagedEnvelope(DocumentIssuanceRegisterSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listIssuanceRegisters({
        db,
        unionSeq: request.params.unionSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.post(
    `${base}/cost/calculate`,
    {
      config: readConfig,
      schema: {
        tags,
        summary: "자료 발급 비용 조회 (자료별 건수 × 단가)",
        params: UnionSeqParamsSchema,
        body: DocumentIssuanceCostBodySchema,
        response: { 200: envelope(DocumentIssuanceCostSchema) },
      },
    },
    async (request) => ok(await quoteIssuance({ db, unionSeq: request.params.unionSeq, input: request.body })),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: "자료 발급 요청 (비용 차감, 실패 건 환불; Idempotency-Key)",
        params: UnionSeqParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: CreateDocumentIssuanceBodySchema,
        response: { 200: envelope(DocumentIssuanceCreatedSchema) },
      },
    },
    async (request, reply) =>
      idempotent({ db, request, reply, body: request.body }, (idempotency) =>
        createIssuance({
          db,
          jobs,
          memberSeq: request.actor!.memberSeq,
          unionSeq: request.params.unionSeq,
          input: request.body,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "자료 발급 상세 (요약, 자료별 건수)",
        params: DocumentIssuanceParamsSchema,
        response: { 200: envelope(DocumentIssuanceDetailSchema) },
      },
    },
    async (request) => ok(await getIssuance({ db, ...request.params })),
  );

  app.get(
    `${base}/:id/documents`,
    {
      config,
      schema: {
        tags,
        summary: "자료 발급 상세: 발급 자료 (자료 코드, 이름, 주소 필터)",
        params: DocumentIssuanceParamsSchema,
        querystring: IssuedDocumentsQuerySchema,
        response: { 200: pagedEnvelope(IssuedDocumentSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listIssuedDocuments({ db, ...request.params, query: request.query });
      return paged(items, total);
    },
  );

  app.get(
    `${base}/:id/documents/download`,
    {
      config,
      schema: {
        tags,
        summary: "발급 자료 다운로드 (자료 코드 그룹 또는 전체를 zip 하나로)",
        params: DocumentIssuanceParamsSchema,
        querystring: IssuedDocumentsDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await downloadIssuedDocuments({
        db,
        store,
        ...request.params,
        filter: request.query,
      });
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  app.get(
    `${base}/:id/documents/excel`,
    {
      config,
      schema: {
        tags,
        summary: "발급 자료 엑셀 내보내기 (자료발급_{id}.xlsx; 자료 코드, 이름, 주소 필터)",
        params: DocumentIssuanceParamsSchema,
        querystring: IssuedDocumentsDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportIssuedDocuments({ db, ...request.params, filter: request.query });
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  app.get(
    `${base}/:id/documents/:documentSeq/file`,
    {
      config,
      schema: {
        tags,
        summary: "발급 자료 한 건 (PDF)",
        params: IssuedDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await readIssuedDocument({ db, store, ...request.params });
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );
};
