import {
  ConsentCandidateSchema,
  ConsentListItemSchema,
  ConsentSeqParamsSchema,
  ConsentTemplateSchema,
  CreateConsentBodySchema,
  ElectronicConsentSchema,
  envelope,
  ListConsentCandidatesQuerySchema,
  ListConsentsQuerySchema,
  ListTemplatesQuerySchema,
  ProgressStatusBodySchema,
  pagedEnvelope,
  UnionSeqQuerySchema,
  UpdateConsentBodySchema,
} from "@johap/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { listConsentCandidates } from "./consent-candidates.service";
import { assertSameUnion } from "./consent-lookup";
import {
  changeProgressStatus,
  createConsent,
  editConsent,
  getConsent,
  listConsents,
  listTemplates,
} from "./consents.service";

export const CONSENTS_MENU = "M1201";
export type ConsentsDeps = { db: Db; jobs: Jobs; store: FileStore };

/** These /v2 paths carry no union: the guard takes it from the Union-Seq header (the console sends it). */
export const consentsAccess = { access: unionMenu(CONSENTS_MENU, "header") };
export const tags = ["consents"];

/** The union the guard admitted the caller to (the Union-Seq header). */
export const unionOf = (request: FastifyRequest) => request.unionContext!.unionSeq;

/** 전자 동의서: board, detail, create, edit, end, templates (spec 02 sections 2.1 to 2.4 and 7). */
export const consentsRoutes: FastifyPluginAsyncZod<ConsentsDeps> = async (app, deps) => {
  const { db, jobs, store } = deps;
  const config = consentsAccess;

  app.get(
    "/v2/electronic-consents",
    {
      config,
      schema: {
        tags,
        summary: "전자 동의서 목록 (제목, 진행 상태 검색; 페이지). 사업구역은 Union-Seq 헤더",
        querystring: ListConsentsQuerySchema,
        response: { 200: pagedEnvelope(ConsentListItemSchema) },
      },
    },
    async (request) => {
      const unionSeq = unionOf(request);
      assertSameUnion(request.query.searchUnionSeq, unionSeq);
      const { items, total } = await listConsents({ db, unionSeq, query: request.query });
      return paged(items, total);
    },
  );

  app.post(
    "/v2/electronic-consents",
    {
      config,
      schema: {
        tags,
        summary: "전자 동의서 등록 (대상자 포함; 시작과 종료는 작업으로 예약)",
        body: CreateConsentBodySchema,
        response: { 200: envelope(ElectronicConsentSchema) },
      },
    },
    async (request) =>
      ok(
        await createConsent({
          db,
          jobs,
          store,
          actor: request.actor!,
          unionSeq: unionOf(request),
          input: request.body,
        }),
      ),
  );

  app.get(
    "/v2/electronic-consents/register-candidates",
    {
      config,
      schema: {
        tags,
        summary: "전자 동의서 등록 마법사의 대상자 후보 (조합원 명부; 이름, 공유 구분, 소유 구분; 본인 확인 정보 유무)",
        querystring: ListConsentCandidatesQuerySchema,
        response: { 200: pagedEnvelope(ConsentCandidateSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listConsentCandidates({ db, unionSeq: unionOf(request), query: request.query });
      return paged(items, total);
    },
  );

  app.get(
    "/v2/electronic-consents/:consentSeq",
    {
      config,
      schema: {
        tags,
        summary: "전자 동의서 상세",
        params: ConsentSeqParamsSchema,
        querystring: UnionSeqQuerySchema,
        response: { 200: envelope(ElectronicConsentSchema) },
      },
    },
    async (request) => {
      const unionSeq = unionOf(request);
      assertSameUnion(request.query.searchUnionSeq, unionSeq);
      return ok(await getConsent({ db, unionSeq, consentSeq: request.params.consentSeq }));
    },
  );

  app.put(
    "/v2/electronic-consents/:consentSeq",
    {
      config,
      schema: {
        tags,
        summary: "전자 동의서 정보 수정 (진행 상태별 수정 제한; 일시 변경 시 작업 재예약)",
        params: ConsentSeqParamsSchema,
        body: UpdateConsentBodySchema,
        response: { 200: envelope(ElectronicConsentSchema) },
      },
    },
    async (request) =>
      ok(
        await editConsent({
          db,
          jobs,
          store,
          unionSeq: unionOf(request),
          consentSeq: request.params.consentSeq,
          input: request.body,
        }),
      ),
  );

  app.post(
    "/v2/electronic-consents/:consentSeq/progress-status",
    {
      config,
      schema: {
        tags,
        summary: "동의서 종료 (진행중 → 마감만; 되돌릴 수 없음)",
        params: ConsentSeqParamsSchema,
        body: ProgressStatusBodySchema.extend({ unionSeq: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(ElectronicConsentSchema) },
      },
    },
    async (request) =>
      ok(
        await changeProgressStatus({
          db,
          unionSeq: unionOf(request),
          consentSeq: request.params.consentSeq,
          progressStatus: request.body.progressStatus,
          named: request.body.unionSeq,
        }),
      ),
  );

  app.get(
    "/v2/electronic-consent-templates",
    {
      config,
      schema: {
        tags,
        summary: "전자 동의서 유형 (서식) 목록; isPaging=true이면 페이지",
        querystring: ListTemplatesQuerySchema,
        response: { 200: pagedEnvelope(ConsentTemplateSchema) },
      },
    },
    async (request) => {
      const unionSeq = unionOf(request);
      assertSameUnion(request.query.searchUnionSeq, unionSeq);
      const { items, total } = await listTemplates({ db, unionSeq, query: request.query });
      return paged(items, total);
    },
  );
};
