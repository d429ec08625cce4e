import {
  ConsentSeqParamsSchema,
  envelope,
  SendConsentBodySchema,
  type SendConsentResult,
  SendConsentResultSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/file-store";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import { sendConsent } from "./consent-send.service";
import { consentsAccess as config, tags, unionOf } from "./consents.routes";

export type ConsentSendDeps = { db: Db; jobs: Jobs; store: FileStore; publicBaseUrl: string };

/** 일괄 발송 (spec 02 §2.2, §4 and §7): POST /v2/electronic-consents/{consentSeq}/send {recipientSeqs}. */
export const consentSendRoutes: FastifyPluginAsyncZod<ConsentSendDeps> = async (app, deps) => {
  const { db, jobs, store, publicBaseUrl } = deps;
  app.post(
    "/v2/electronic-consents/:consentSeq/send",
    {
      config,
      schema: {
        tags,
        summary:
          "일괄 발송: 미제출 대상자(국공유지 제외, 연락 미동의 제외)에게 동의서 링크 문자 (recipientSeqs 없으면 전체; 문자 요금 차감, Idempotency-Key)",
        params: ConsentSeqParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: SendConsentBodySchema,
        response: { 200: envelope(SendConsentResultSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      return idempotent<SendConsentResult>({ db, request, reply, body }, (idempotency) =>
        sendConsent({
          db,
          jobs,
          store,
          actor: request.actor!,
          unionSeq: unionOf(request),
          consentSeq: request.params.consentSeq,
          recipientSeqs: body.recipientSeqs ?? null,
          named: body.unionSeq,
          publicBaseUrl,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        }),
      );
    },
  );
};
