import { COMMON_CODE_GROUPS, CommonCodeGroupSchema, envelope } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PUBLIC } from "../../platform/access";
import { ok } from "../../platform/envelope";

/** Common codes are static reference data (labels shown on sign-in-free pages too), so public. */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v1/common-codes",
    {
      config: { access: PUBLIC },
      schema: {
        tags: ["common"],
        summary: "공통 코드 그룹 전체",
        querystring: z.object({ groupCode: z.string().max(60).optional() }),
        response: { 200: envelope(z.array(CommonCodeGroupSchema)) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      const { groupCode } = request.query;
      return ok(COMMON_CODE_GROUPS.filter((g) => !groupCode || g.groupCode === groupCode));
    },
  );
};
