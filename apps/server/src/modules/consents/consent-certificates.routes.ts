import {
  CertificateConsentSchema,
  CertificateSummaryQuerySchema,
  ConsentCertificateDownloadBodySchema,
  ConsentCertificateDownloadStatusSchema,
  ConsentCertificateRequestBodySchema,
  type ConsentCertificateRequestResult,
  ConsentCertificateRequestResultSchema,
  ConsentCertificateRowSchema,
  ConsentCertificateSummarySchema,
  ConsentSeqParamsSchema,
  type ConsentStorageExtension,
  ConsentStorageExtensionBodySchema,
  ConsentStorageExtensionSchema,
  envelope,
  ListCertificateConsentsQuerySchema,
  ListConsentCertificatesQuerySchema,
  pagedEnvelope,
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
  consentCertificateSummary,
  downloadConsentCertificates,
  listCertificateConsents,
  listConsentCertificates,
  markConsentCertificateDownloads,
  requestConsentCertificates,
} from "./consent-certificates.service";
import { requestStorageExtension } from "./consent-storage-extension";
import { unionOf } from "./consents.routes";

/** 전자 동의 증명서 발급 (spec 02 §2.5; menu M1202). The union comes in the Union-Seq header. */
export const CONSENT_CERTIFICATE_MENU = "M1202";
const config = { access: unionMenu(CONSENT_CERTIFICATE_MENU, "header") };
const tags = ["certificates"];

/** The certificate list, a consent's certificates, the request, the download, and the retention extension. */
export const consentCertificatesRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs; store: FileStore }> = async (
  app,
  { db, jobs, store },
) => {
  app.get(
    "/v2/certificate-electronic-consents",
    {
      config,
      schema: {
        tags,
        summary: "전자 동의 증명서 발급 목록 (진행전 제외; 제목, 동의서 유형, 진행 상태; 최신순 10건씩)",
        querystring: ListCertificateConsentsQuerySchema,
        response: { 200: pagedEnvelope(CertificateConsentSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listCertificateConsents({ db, unionSeq: unionOf(request), query: request.query });
      return paged(items, total);
    },
  );

  app.get(
    "/v2/electronic-consents/certificates/summary",
    {
      config,
      schema: {
        tags,
        summary: "전자 문서 증명서 건수 (신청가능, 신청중, 신청불가, 다운로드)와 신청자",
        querystring: CertificateSummaryQuerySchema,
        response: { 200: envelope(ConsentCertificateSummarySchema) },
      },
    },
    async (request) =>
      ok(
        await consentCertificateSummary({
          db,
          unionSeq: unionOf(request),
          consentSeq: request.query.consentSeq,
          memberSeq: request.actor!.memberSeq,
        }),
      ),
  );

  app.get(
    "/v2/electronic-consents/certificates",
    {
      config,
      schema: {
        tags,
        summary: "대상자별 전자 문서 증명서 발급 상태 (이름, 발급 상태 검색; 연번순 10건씩)",
        querystring: ListConsentCertificatesQuerySchema,
        response: { 200: pagedEnvelope(ConsentCertificateRowSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listConsentCertificates({ db, unionSeq: unionOf(request), query: request.query });
      return paged(items, total);
    },
  );

  app.post(
    "/v2/electronic-consents/certificates",
    {
      config,
      schema: {
        tags,
        summary: "전자 문서 증명서 발급 신청 (신청가능 대상자만; 0원; Idempotency-Key; 작업이 PDF 발급)",
        headers: IdempotencyHeadersSchema,
        body: ConsentCertificateRequestBodySchema,
        response: { 200: envelope(ConsentCertificateRequestResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent<ConsentCertificateRequestResult>({ db, request, reply, body: request.body }, (idempotency) =>
        requestConsentCertificates({
          db,
          jobs,
          unionSeq: unionOf(request),
          memberSeq: request.actor!.memberSeq,
          body: request.body,
          onCommit: idempotency.complete,
        }),
      ),
  );

  app.post(
    "/v2/electronic-consents/certificates/download-status",
    {
      // Reading made files changes nothing but their download counts: M1202's read grant admits it.
      config: { access: unionMenuRead(CONSENT_CERTIFICATE_MENU, "header") },
      schema: {
        tags,
        summary: "전자 문서 증명서 다운로드 기록 (다운로드 대상자만; 다운로드 일시와 횟수)",
        body: ConsentCertificateDownloadBodySchema,
        response: { 200: envelope(ConsentCertificateDownloadStatusSchema) },
      },
    },
    async (request) =>
      ok(await markConsentCertificateDownloads({ db, unionSeq: unionOf(request), body: request.body })),
  );

  app.post(
    "/v2/electronic-consents/certificates/download",
    {
      config: { access: unionMenuRead(CONSENT_CERTIFICATE_MENU, "header") },
      schema: {
        tags,
        summary: "전자 문서 증명서 다운로드 (한 명: 전자 문서 증명서_{yyyyMMddHHmmss}.pdf, 여러 명: 같은 이름의 zip)",
        body: ConsentCertificateDownloadBodySchema,
      },
    },
    async (request, reply) => {
      const { fileName, contentType, bytes } = await downloadConsentCertificates({
        db,
        store,
        unionSeq: unionOf(request),
        body: request.body,
      });
      return reply
        .header("content-type", contentType)
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  app.post(
    "/v2/electronic-consents/:consentSeq/certificate-extensions",
    {
      config,
      schema: {
        tags,
        summary: "문서보관 기간 연장 신청 (5년; 요금 차감 한 번, Idempotency-Key; 3일 이상 처리; 취소·환불 불가)",
        params: ConsentSeqParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: ConsentStorageExtensionBodySchema,
        response: { 200: envelope(ConsentStorageExtensionSchema) },
      },
    },
    async (request, reply) =>
      idempotent<ConsentStorageExtension>({ db, request, reply, body: request.body }, (idempotency) =>
        requestStorageExtension({
          db,
          unionSeq: unionOf(request),
          consentSeq: request.params.consentSeq,
          memberSeq: request.actor!.memberSeq,
          phoneNo: request.body.phoneNo,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );
};
