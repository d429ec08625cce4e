import { envelope, UnionHomeSchema, UnionSeqParamsSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { ANY_MENU, unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { notFound } from "../../platform/errors";
import { findUnion } from "./union-users.repository";

/** Union-level reads every manager of the union may make. */
export const unionUsersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v1/unions/:unionSeq",
    {
      config: { access: unionMenu(ANY_MENU) },
      schema: {
        tags: ["union-users"],
        summary: "사업구역 기본 정보 (Home 화면: 이름, 홈페이지, 총회 시스템 링크)",
        params: UnionSeqParamsSchema,
        response: { 200: envelope(UnionHomeSchema) },
      },
    },
    async (request) => {
      const union = await findUnion(db, request.params.unionSeq);
      if (!union) throw notFound();
      return ok({
        unionSeq: union.unionSeq,
        name: union.name,
        homepageUrl: union.homepageUrl,
        assemblyUrl: union.assemblyUrl,
      });
    },
  );
};
