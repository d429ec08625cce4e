import { DepositChargeSchema, ExternalSystemTypeSchema, envelope, MaintenanceStatusSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { decideApplication, pendingApplications } from "../modules/account/union-applications.service";
import { confirmDeposit } from "../modules/billing/billing.service";
import { checkMaintenance, setMaintenance } from "../modules/maintenance/maintenance.service";
import { requestOperatorConversion } from "../modules/register/register-file.service";
import { OPS } from "../platform/access";
import { ok } from "../platform/envelope";
import { countEvidenceOf, verifyEvidenceChain } from "../platform/evidence/evidence-chain";
import type { Jobs } from "../platform/jobs";

/** Operator commands that vendor staff do in the real world; called by `npm run ops`. */
export const opsRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (app, { db, jobs }) => {
  const tags = ["ops"];
  app.get(
    "/ops/evidence/:targetUnionSeq/verify",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "사업구역 증거 체인 검증 (운영자)",
        params: z.object({ targetUnionSeq: z.coerce.number().int().positive() }),
        querystring: z.object({
          /** Counts the events whose subject starts with this, e.g. `consent:12/` (all events of a consent). */
          subject: z.string().min(1).max(100).optional(),
        }),
        response: {
          200: envelope(
            z.object({
              ok: z.boolean(),
              length: z.number().int(),
              subjectCount: z.number().int().optional(),
              lastHash: z.string().optional(),
              chainIndex: z.number().int().optional(),
              reason: z.enum(["index", "link", "payload", "hash"]).optional(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { targetUnionSeq } = request.params;
      const check = await verifyEvidenceChain(db, targetUnionSeq);
      const { subject } = request.query;
      return ok(subject ? { ...check, subjectCount: await countEvidenceOf(db, targetUnionSeq, subject) } : check);
    },
  );

  app.put(
    "/ops/maintenance/:type",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "외부 시스템 점검 설정 (운영자)",
        params: z.object({ type: ExternalSystemTypeSchema }),
        body: z.object({
          isUnderMaintenance: z.boolean(),
          message: z.string().max(200).nullable().optional(),
          startAt: z.iso.datetime({ offset: true }).nullable().optional(),
          endAt: z.iso.datetime({ offset: true }).nullable().optional(),
        }),
        response: { 200: envelope(MaintenanceStatusSchema) },
      },
    },
    async (request) => {
      const { type } = request.params;
      const body = request.body;
      await setMaintenance({
        db,
        type,
        isUnderMaintenance: body.isUnderMaintenance,
        message: body.message ?? null,
        startAt: body.startAt ? new Date(body.startAt) : null,
        endAt: body.endAt ? new Date(body.endAt) : null,
      });
      return ok(await checkMaintenance({ db, type }));
    },
  );

  app.post(
    "/ops/registers/:targetUnionSeq/convert",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "검토 요청(REQUESTING) 명부 변환 실행 (운영자)",
        params: z.object({ targetUnionSeq: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.object({ queued: z.boolean() })) },
      },
    },
    async (request) =>
      ok({ queued: await requestOperatorConversion({ db, jobs, unionSeq: request.params.targetUnionSeq }) }),
  );

  app.post(
    "/ops/deposit-charges/:depositChargeSeq/confirm",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "예치금 입금 확인: 입금 대기 중인 충전 요청을 충전 완료로 (운영자)",
        params: z.object({ depositChargeSeq: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.object({ changed: z.boolean(), charge: DepositChargeSchema })) },
      },
    },
    async (request) => ok(await confirmDeposit({ db, depositChargeSeq: request.params.depositChargeSeq })),
  );

  app.get(
    "/ops/union-applications",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "승인 대기 중인 사업구역 신청 (운영자)",
        response: {
          200: envelope(
            z.array(
              z.object({
                unionApplicationId: z.number().int(),
                unionId: z.number().int(),
                unionName: z.string(),
                name: z.string(),
                phoneNo: z.string(),
                appliedAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async () => ok(await pendingApplications(db)),
  );

  app.post(
    "/ops/union-applications/:unionApplicationId/:decision",
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "사업구역 신청 승인(approve) 또는 반려(reject) (운영자, 신청자에게 문자)",
        params: z.object({
          unionApplicationId: z.coerce.number().int().positive(),
          decision: z.enum(["approve", "reject"]),
        }),
        response: {
          200: envelope(
            z.object({
              unionApplicationId: z.number().int(),
              unionId: z.number().int(),
              status: z.enum(["APPROVED", "REJECTED"]),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await decideApplication({
          db,
          unionApplicationId: request.params.unionApplicationId,
          decision: request.params.decision === "approve" ? "APPROVED" : "REJECTED",
        }),
      ),
  );
};
