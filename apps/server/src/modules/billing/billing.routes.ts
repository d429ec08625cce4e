import {
  CHARGES_EXPORT_FILE_NAME,
  ChargeRowSchema,
  DepositChargeBodySchema,
  DepositChargeCreatedSchema,
  DepositChargeSchema,
  DepositChargeStatusBodySchema,
  envelope,
  pagedEnvelope,
  ServiceInfoSchema,
  TaxInvoiceBodySchema,
  TransactionsQuerySchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { ANY_MENU, unionMenu } from "../../platform/access";
import { changeCache } from "../../platform/change-cache";
import { ok, paged } from "../../platform/envelope";
import { IdempotencyHeadersSchema, idempotent } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import type { OperatorPolicy } from "../../platform/operator-policy";
import { DEPOSIT_CONFIRM_STEP } from "./billing.jobs";
import {
  allTransactions,
  cancelDepositCharge,
  getDepositCharge,
  getServiceInfo,
  listTransactions,
  requestDepositCharge,
  requestTaxInvoice,
} from "./billing.service";

export type BillingDeps = { db: Db; jobs: Jobs; operator: OperatorPolicy; changes: ChangeFeed };

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ChargeParamsSchema = UnionSeqParamsSchema.extend({ depositChargeSeq: z.coerce.number().int().positive() });

/** Service info, deposit charges, tax invoices and the charge and usage list (menu M1103). */
export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  const { db, jobs } = deps;
  const tags = ["billing"];
  const config = { access: unionMenu("M1103") };
  // The header asks for it on every page: kept per union until the union or its ledger changes.
  const serviceInfos = changeCache<Awaited<ReturnType<typeof getServiceInfo>>>(deps.changes, {
    tables: ["unions", "ledger_entries"],
  });

  app.get(
    "/v1/unions/:unionSeq/service-info",
    {
      config: { access: unionMenu(ANY_MENU) },
      schema: {
        tags,
        summary: "사업구역 서비스 정보와 잔액 (예치금 + 포인트)",
        params: UnionSeqParamsSchema,
        response: { 200: envelope(ServiceInfoSchema) },
      },
    },
    async (request) => {
      const { unionSeq } = request.params;
      return ok(await serviceInfos.get(String(unionSeq), () => getServiceInfo({ db, unionSeq })));
    },
  );

  app.post(
    "/v1/unions/:unionSeq/deposit-charges",
    {
      config,
      schema: {
        tags,
        summary: "예치금 충전 요청 (Idempotency-Key 헤더: 같은 키는 한 번만 접수)",
        params: UnionSeqParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: DepositChargeBodySchema,
        response: { 200: envelope(DepositChargeCreatedSchema) },
      },
    },
    async (request, reply) =>
      idempotent({ db, request, reply, body: request.body }, async (idempotency) => {
        const result = await requestDepositCharge({
          db,
          actor: request.actor!,
          unionSeq: request.params.unionSeq,
          input: request.body,
          idempotencyKey: idempotency.actionKey,
          onCommit: idempotency.complete,
        });
        if (result.created) await deps.operator.request(jobs, DEPOSIT_CONFIRM_STEP, { depositChargeSeq: result.seq });
        return { seq: result.seq };
      }),
  );

  app.get(
    "/v1/unions/:unionSeq/deposit-charges/:depositChargeSeq",
    {
      config,
      schema: {
        tags,
        summary: "충전 요청 상세",
        params: ChargeParamsSchema,
        response: { 200: envelope(DepositChargeSchema) },
      },
    },
    async (request) => ok(await getDepositCharge({ db, ...request.params })),
  );

  app.patch(
    "/v1/unions/:unionSeq/deposit-charges/:depositChargeSeq/status",
    {
      config,
      schema: {
        tags,
        summary: "충전 요청 취소 (입금 대기 중일 때만)",
        params: ChargeParamsSchema,
        body: DepositChargeStatusBodySchema,
        response: { 200: envelope(DepositChargeSchema) },
      },
    },
    async (request) => ok(await cancelDepositCharge({ db, ...request.params })),
  );

  app.post(
    "/v1/unions/:unionSeq/deposit-charges/:depositChargeSeq/tax-invoices",
    {
      config,
      schema: {
        tags,
        summary: "세금계산서 발행 요청 (taxInvoiceStatus NONE 일 때)",
        params: ChargeParamsSchema,
        body: TaxInvoiceBodySchema,
        response: { 200: envelope(DepositChargeSchema) },
      },
    },
    async (request) => ok(await requestTaxInvoice({ db, ...request.params, body: request.body })),
  );

  app.get(
    "/v1/unions/:unionSeq/transactions",
    {
      config,
      schema: {
        tags,
        summary: "충전 및 사용 내역 (기간, 구분, 페이지)",
        params: UnionSeqParamsSchema,
        querystring: TransactionsQuerySchema,
        response: { 200: pagedEnvelope(ChargeRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listTransactions({ db, unionSeq: request.params.unionSeq, query: request.query });
      return paged(rows, total);
    },
  );

  app.get(
    "/v1/unions/:unionSeq/transactions/download",
    {
      config,
      schema: {
        tags,
        summary: "충전 및 사용 내역 다운로드 (충전및사용_다운로드.xlsx, 검색 조건 적용)",
        params: UnionSeqParamsSchema,
        querystring: TransactionsQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await allTransactions({ db, unionSeq: request.params.unionSeq, query: request.query });
      const { chargesWorkbook } = await import("./billing-export");
      return reply
        .header("content-type", XLSX)
        .header("content-disposition", contentDisposition(CHARGES_EXPORT_FILE_NAME))
        .send(await chargesWorkbook(rows));
    },
  );
};
