import { envelope, SMS_TYPES, SmsCallerSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { OPS } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { loadPrices, pendingCallerRows, upsertPrice } from "./sms.repository";
import { reviewCaller } from "./sms-callers.service";

const PricesSchema = z.object({ SMS: z.number().int(), LMS: z.number().int(), MMS: z.number().int() });

/** Operator commands of the SMS area (npm run ops -- caller ..., sms price ...). */
export const smsOpsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["ops"];
  app.get(
    "/ops/sms-callers",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "승인 대기 중인 발신번호 (운영자, 모든 사업구역)",
        response: {
          200: envelope(
            z.array(
              z.object({
                smsCallerSeq: z.number().int(),
                unionSeq: z.number().int(),
                unionName: z.string(),
                outgoingPhoneNo: z.string(),
                name: z.string(),
                emergencyPhoneNo: z.string(),
                requestedAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async () =>
      ok(
        (await pendingCallerRows(db)).map(({ createdAt, ...row }) => ({
          ...row,
          requestedAt: createdAt.toISOString(),
        })),
      ),
  );

  app.post(
    "/ops/sms-callers/:smsCallerSeq/:decision",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "발신번호 승인(approve) 또는 반려(reject) (운영자, 비상연락처로 문자)",
        params: z.object({
          smsCallerSeq: z.coerce.number().int().positive(),
          decision: z.enum(["approve", "reject"]),
        }),
        response: { 200: envelope(SmsCallerSchema) },
      },
    },
    async (request) =>
      ok(
        await reviewCaller({
          db,
          smsCallerSeq: request.params.smsCallerSeq,
          approve: request.params.decision === "approve",
        }),
      ),
  );

  app.put(
    "/ops/sms-prices/:smsType",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "문자 단가 설정 (원, 건당)",
        params: z.object({ smsType: z.enum(SMS_TYPES) }),
        body: z.object({ unitPrice: z.number().int().min(0).max(10_000) }),
        response: { 200: envelope(PricesSchema) },
      },
    },
    async (request) => {
      await upsertPrice(db, request.params.smsType, request.body.unitPrice);
      return ok(await loadPrices(db));
    },
  );
};
