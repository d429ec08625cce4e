import {
  CertificateCostSchema,
  CertificateDownloadBodySchema,
  CertificateMeetSchema,
  CertificateParticipantSchema,
  CertificateRequestBodySchema,
  type CertificateRequestResult,
  CertificateRequestResultSchema,
  CertificateSummarySchema,
  envelope,
  GeneralMeetingParamsSchema,
  ListCertificateMeetsExcelQuerySchema,
  ListCertificateMeetsQuerySchema,
  ListCertificateParticipantsQuerySchema,
  MeetPasswordVerifiedSchema,
  MeetSeqOnlyParamsSchema,
  pagedEnvelope,
  StorageExtensionBodySchema,
  type StorageExtensionResult,
  StorageExtensionResultSchema,
  VerifyMeetPasswordBodySchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu, unionMenuRead } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import { exportCertificateMeets } from "./meet-certificates.excel";
import {
  certificateCost,
  certificateSummary,
  downloadCertificates,
  listCertificateMeets,
  listCertificateParticipants,
  requestCertificates,
} from "./meet-certificates.service";
import { extendStorage } from "./meet-certificates-extension";
import { MEET_PASSWORD_TRIES } from "./meets.routes";
import { verifyMeetPassword } from "./meets-password.service";

/** 증명서 발급 (spec 03 §2.8; menu M1005). /v1/meets carries no union in its path: the Union-Seq header does. */
export const CERTIFICATE_MENU = "M1005";
const config = { access: unionMenu(CERTIFICATE_MENU, "header") };
const tags = ["meet-certificates"];
const unionOf = (request: FastifyRequest) => request.unionContext!.unionSeq;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const passwordLimit = {
  ...MEET_PASSWORD_TRIES,
  keyGenerator: (request: FastifyRequest) =>
    `meet-certificate-password:${(request.params as { meetSeq?: string }).meetSeq ?? ""}:${request.actor?.memberSeq ?? request.ip}`,
};

/** The certificate list, a meeting's certificates by type, the charged request, the zip, the storage extension. */
export const meetCertificatesRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs; store: FileStore }> = async (
  app,
  { db, jobs, store },
) => {
  app.get(
    "/v1/certificate-meets",
    {
      config,
      schema: {
        tags,
        summary: "증명서 발급 목록 (종료된 총회; 총회명, 투표 방식; 최신순 10건씩)",
        querystring: ListCertificateMeetsQuerySchema,
        response: { 200: pagedEnvelope(CertificateMeetSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listCertificateMeets({
        db,
        unionSeq: unionOf(request),
        query: request.query,
        isPaged: true,
      });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/certificate-meets/excel",
    {
      config,
      schema: {
        tags,
        summary: "증명서 발급 목록 엑셀 (xlsx; 목록의 검색 조건 적용)",
        querystring: ListCertificateMeetsExcelQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportCertificateMeets({
        db,
        unionSeq: unionOf(request),
        query: request.query,
      });
      return reply.header("content-type", XLSX).header("content-disposition", contentDisposition(fileName)).send(bytes);
    },
  );

  app.post(
    "/v1/certificate-meets/:meetSeq/password/verify",
    {
      // The list's password prompt (spec 03 §2.8): it opens the detail and changes nothing, M1005's read grant admits it.
      config: { access: unionMenuRead(CERTIFICATE_MENU, "header"), rateLimit: passwordLimit },
      schema: {
        tags,
        summary: "증명서 발급 상세 진입 전 총회 비밀번호 확인 (총회·회원별 10분에 10회)",
        params: MeetSeqOnlyParamsSchema,
        body: VerifyMeetPasswordBodySchema,
        response: { 200: envelope(MeetPasswordVerifiedSchema) },
      },
    },
    async (request) =>
      ok(
        await verifyMeetPassword({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          password: request.body.password,
        }),
      ),
  );

  app.get(
    "/v1/meets/:id/certificates/summary",
    {
      config,
      schema: {
        tags,
        summary: "증명서 발급 상세: 총회 정보, 투표결과 파일 경로, 유형별 발급 가능·신청·완료·다운로드 수",
        params: GeneralMeetingParamsSchema,
        response: { 200: envelope(CertificateSummarySchema) },
      },
    },
    async (request) => ok(await certificateSummary({ db, unionSeq: unionOf(request), meetSeq: request.params.id })),
  );

  app.get(
    "/v1/meets/:id/certificates/participants",
    {
      config,
      schema: {
        tags,
        summary: "유형별 선거인과 발급 상태 (UNABLE, ABLE, REQUESTED, COMPLETE, FAILED; 온라인은 AVAILABLE 등), 연번순",
        params: GeneralMeetingParamsSchema,
        querystring: ListCertificateParticipantsQuerySchema,
        response: { 200: pagedEnvelope(CertificateParticipantSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listCertificateParticipants({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.id,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.post(
    "/v1/meets/:id/certificates/cost/calculate",
    {
      config,
      schema: {
        tags,
        summary: "증명서 발급 비용 (발급 가능한 선거인 수 x 건당 요금)",
        params: GeneralMeetingParamsSchema,
        body: CertificateRequestBodySchema,
        response: { 200: envelope(CertificateCostSchema) },
      },
    },
    async (request) =>
      ok(await certificateCost({ db, unionSeq: unionOf(request), meetSeq: request.params.id, body: request.body })),
  );

  app.post(
    "/v1/meets/:id/certificates",
    {
      config,
      schema: {
        tags,
        summary:
          "증명서 발급 신청 (종료된 총회, 발급 가능한 선거인; 요금 차감 한 번, Idempotency-Key; 작업이 PDF 생성)",
        params: GeneralMeetingParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: CertificateRequestBodySchema,
        response: { 200: envelope(CertificateRequestResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent<CertificateRequestResult>({ db, request, reply, body: request.body }, (idempotency) =>
        requestCertificates({
          db,
          jobs,
          unionSeq: unionOf(request),
          meetSeq: request.params.id,
          memberSeq: request.actor!.memberSeq,
          body: request.body,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );

  app.post(
    "/v1/meets/:meetSeq/certificates/download",
    {
      // Reading made files changes nothing but their download counts: M1005's read grant admits it.
      config: { access: unionMenuRead(CERTIFICATE_MENU, "header") },
      schema: {
        tags,
        summary: "증명서 다운로드 (선택한 파일을 zip 하나로; 파일명 {증명서}_{yyyyMMddHHmmss}.zip)",
        params: MeetSeqOnlyParamsSchema,
        body: CertificateDownloadBodySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await downloadCertificates({
        db,
        store,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        body: request.body,
      });
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  app.post(
    "/v1/meets/:id/certificate-extensions",
    {
      config,
      schema: {
        tags,
        summary: "문서 보관 기간 연장 (5년; 종료된 총회; 요금 차감 한 번, Idempotency-Key; 취소·환불 불가)",
        params: GeneralMeetingParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: StorageExtensionBodySchema,
        response: { 200: envelope(StorageExtensionResultSchema) },
      },
    },
    async (request, reply) =>
      idempotent<StorageExtensionResult>({ db, request, reply, body: request.body }, (idempotency) =>
        extendStorage({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.id,
          memberSeq: request.actor!.memberSeq,
          phoneNo: request.body.phoneNo,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      ),
  );
};
