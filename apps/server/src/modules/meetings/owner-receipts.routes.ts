import {
  CheckReceiptBodySchema,
  envelope,
  OwnerReceiptsParamsSchema,
  OwnerReceiptsQuerySchema,
  OwnerReceiptsSchema,
  ReceiptCheckSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { PUBLIC } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { checkReceipt, ownerReceipts } from "./owner-receipts.service";

const tags = ["owner"];

/**
 * Verifiable receipts (issue 16, beyond the spec): the public page `/m/r/{linkCode}` of a meeting. Public and
 * rate-limited per address: the list is the same for everyone, and a receipt code is 80 random bits (nothing to
 * guess), but a page of fingerprints is read at most twice a second and a code checked 30 times in 10 minutes.
 */
export const ownerReceiptsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v1/owner/meet-receipts/:linkCode",
    {
      config: { access: PUBLIC, rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "투표 접수번호 공개 목록: 투표 마감 뒤 집계된 투표의 접수번호 지문(SHA-256)을 오름차순으로 (이름 없음), 결과 확정 시 증거 체인의 머리",
        security: [],
        params: OwnerReceiptsParamsSchema,
        querystring: OwnerReceiptsQuerySchema,
        response: { 200: envelope(OwnerReceiptsSchema) },
      },
    },
    async (request) => ok(await ownerReceipts({ db, linkCode: request.params.linkCode, query: request.query })),
  );

  app.post(
    "/v1/owner/meet-receipts/:linkCode/check",
    {
      config: { access: PUBLIC, rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "내 접수번호 확인: 접수번호의 지문으로 집계된 투표를 찾아 포함 여부, 투표 방법과 일시, 목록의 쪽",
        security: [],
        params: OwnerReceiptsParamsSchema,
        body: CheckReceiptBodySchema,
        response: { 200: envelope(ReceiptCheckSchema) },
      },
    },
    async (request) =>
      ok(await checkReceipt({ db, linkCode: request.params.linkCode, receiptCode: request.body.receiptCode })),
  );
};
