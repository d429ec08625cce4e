import { envelope, ServiceInfoSchema, UnionSeqParamsSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { ANY_MENU, unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { getServiceInfo } from "./billing.service";

export const billingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v1/unions/:unionSeq/service-info",
    {
      config: { access: unionMenu(ANY_MENU) },
      schema: {
        tags: ["billing"],
        summary: "사업구역 서비스 정보와 잔액 (예치금 + 포인트)",
        params: UnionSeqParamsSchema,
        response: { 200: envelope(ServiceInfoSchema) },
      },
    },
    async (request) => ok(await getServiceInfo({ db, unionSeq: request.params.unionSeq })),
  );
};
