import {
  AgreementRegisterSchema,
  AgreementSavedSchema,
  envelope,
  ListAgreementRegistersQuerySchema,
  pagedEnvelope,
  SaveAgreementBodySchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import { exportAgreements, listAgreementRegisters, saveAgreement } from "./agreements.service";

export const AGREEMENTS_MENU = "M0402";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Consent-status management (동의 현황 관리; spec 04 §2.7, §7 Consent status). */
export const agreementsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["agreements"];
  const config = { access: unionMenu(AGREEMENTS_MENU) };

  app.get(
    "/v1/unions/:unionSeq/consents/registers",
    {
      config,
      schema: {
        tags,
        summary: "동의 현황: 조합원별 동의 현황과 응답일 (이름, 일련번호, 연락처, 소재지, 응답일 기간; 페이지)",
        params: UnionSeqParamsSchema,
        querystring: ListAgreementRegistersQuerySchema,
        response: { 200: pagedEnvelope(AgreementRegisterSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listAgreementRegisters({
        db,
        unionSeq: request.params.unionSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/unions/:unionSeq/consents/registers/excel",
    {
      config,
      schema: {
        tags,
        summary: "동의 현황 엑셀 (동의_현황.xlsx, 시트 동의 현황 내역; 목록의 검색 조건 적용)",
        params: UnionSeqParamsSchema,
        querystring: ListAgreementRegistersQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportAgreements({
        db,
        unionSeq: request.params.unionSeq,
        query: request.query,
      });
      return reply.header("content-type", XLSX).header("content-disposition", contentDisposition(fileName)).send(bytes);
    },
  );

  app.post(
    "/v1/unions/:unionSeq/consents",
    {
      config,
      schema: {
        tags,
        summary: "동의 현황 일괄 설정 (unionRegisterSeqs, consentStatus, responseAt; NONE은 응답일 없음)",
        params: UnionSeqParamsSchema,
        body: SaveAgreementBodySchema,
        response: { 200: envelope(AgreementSavedSchema) },
      },
    },
    async (request) =>
      ok(await saveAgreement({ db, unionSeq: request.params.unionSeq, actor: request.actor!, input: request.body })),
  );
};
