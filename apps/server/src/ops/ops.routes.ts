import { ExternalSystemTypeSchema, envelope, MaintenanceStatusSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { checkMaintenance, setMaintenance } from "../modules/maintenance/maintenance.service";
import { CONVERT_JOB } from "../modules/register/register-file.service";
import { OPS } from "../platform/access";
import { ok } from "../platform/envelope";
import type { Jobs } from "../platform/jobs";

/** Operator commands that vendor staff do in the real world; called by `npm run ops`. */
export const opsRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (app, { db, jobs }) => {
  const tags = ["ops"];
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
    async (request) => {
      await jobs.send(CONVERT_JOB, { unionSeq: request.params.targetUnionSeq, actorMemberSeq: 0, operator: true });
      return ok({ queued: true });
    },
  );
};
