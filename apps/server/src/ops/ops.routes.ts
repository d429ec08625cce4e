import { ExternalSystemTypeSchema, envelope, MaintenanceStatusSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { checkMaintenance, setMaintenance } from "../modules/maintenance/maintenance.service";
import { OPS } from "../platform/access";
import { ok } from "../platform/envelope";

/** Operator commands that vendor staff do in the real world; called by `npm run ops`. */
export const opsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
};
