import { envelope, MaintenanceCheckBodySchema, MaintenanceStatusSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { MEMBER } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { checkMaintenance } from "./maintenance.service";

export const maintenanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/v1/check/external-system-maintenance",
    {
      config: { access: MEMBER },
      schema: {
        tags: ["maintenance"],
        summary: "외부 시스템 점검 여부 확인 (DATA_ORDER, SMS_SEND, POST_SEND)",
        body: MaintenanceCheckBodySchema,
        response: { 200: envelope(MaintenanceStatusSchema) },
      },
    },
    async (request) => ok(await checkMaintenance({ db, type: request.body.type })),
  );
};
