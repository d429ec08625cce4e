import {
  CertificateParticipantSchema,
  type CertificateRequestResult,
  envelope,
  GeneralMeetingParamsSchema,
  ListOnlineCertificateParticipantsQuerySchema,
  OnlineCertificatePatchBodySchema,
  OnlineCertificateSummarySchema,
  pagedEnvelope,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok, paged } from "../../platform/envelope";
import type { FileStore } from "../../platform/file-store";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import { CERTIFICATE_MENU } from "./meet-certificates.routes";
import {
  applyOnlineCertificates,
  downloadOnlineCertificates,
  listOnlineCertificateParticipants,
  onlineCertificateSummary,
} from "./meet-certificates-online.service";

const config = { access: unionMenu(CERTIFICATE_MENU, "header") };
const tags = ["meet-certificates"];
const unionOf = (request: FastifyRequest) => request.unionContext!.unionSeq;

/** 온라인투표 내역 증명서 (spec 03 §2.8, §7): counts, voters, and one PATCH that asks for or fetches them. */
export const meetCertificatesOnlineRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs; store: FileStore }> = async (
  app,
  { db, jobs, store },
) => {
  app.get(
    "/v2/general-meetings/:id/certificates/online",
    {
      config,
      schema: {
        tags,
        summary: "온라인투표 내역 증명서: 발급 가능·진행 중·발급 불가·다운로드 수와 건당 요금",
        params: GeneralMeetingParamsSchema,
        response: { 200: envelope(OnlineCertificateSummarySchema) },
      },
    },
    async (request) =>
      ok(await onlineCertificateSummary({ db, unionSeq: unionOf(request), meetSeq: request.params.id })),
  );

  app.get(
    "/v2/general-meetings/:id/participants/certificates/online",
    {
      config,
      schema: {
        tags,
        summary:
          "온라인투표 내역 증명서 대상 선거인 (UNAVAILABLE, AVAILABLE, APPLYING, DOWNLOADABLE, DOWNLOADED), 연번순",
        params: GeneralMeetingParamsSchema,
        querystring: ListOnlineCertificateParticipantsQuerySchema,
        response: { 200: pagedEnvelope(CertificateParticipantSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listOnlineCertificateParticipants({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.id,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.patch(
    "/v2/general-meetings/:id/participants/certificates/online",
    {
      config,
      schema: {
        tags,
        summary:
          "온라인투표 내역 증명서: APPLY 발급 신청 (종료된 총회, 요금 차감 한 번, Idempotency-Key) 또는 DOWNLOAD (zip; certificateIds = meetParticipantSeq)",
        params: GeneralMeetingParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: OnlineCertificatePatchBodySchema,
      },
    },
    async (request, reply) => {
      const call = { db, unionSeq: unionOf(request), meetSeq: request.params.id };
      if (request.body.status === "APPLY") {
        return idempotent<CertificateRequestResult>({ db, request, reply, body: request.body }, (idempotency) =>
          applyOnlineCertificates({
            ...call,
            jobs,
            memberSeq: request.actor!.memberSeq,
            certificateIds: request.body.certificateIds,
            idempotencyKey: idempotency.actionKey,
            onCommit: idempotency.complete,
          }),
        );
      }
      const { fileName, bytes } = await downloadOnlineCertificates({
        ...call,
        store,
        certificateIds: request.body.certificateIds,
      });
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", contentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );
};
