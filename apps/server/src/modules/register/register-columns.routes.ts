import {
  ActivityMappingSchema,
  ActivityMappingsBodySchema,
  ActivityPatchBodySchema,
  envelope,
  OwnerActivitySchema,
  UnionSeqParamsSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { getMappings, patchActivity, saveMappings } from "./register-columns.service";

/** Custom columns (열 설정하기) and custom cell edits. */
export const registerColumnsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["register"];
  const config = { access: unionMenu("M0401") };

  app.get(
    "/v1/unions/:unionSeq/activity-mappings",
    {
      config,
      schema: {
        tags,
        summary: "사용자 정의 열 목록",
        params: UnionSeqParamsSchema,
        response: { 200: envelope(z.array(ActivityMappingSchema)) },
      },
    },
    async (request) => ok(await getMappings({ db, unionSeq: request.params.unionSeq })),
  );

  app.put(
    "/v1/unions/:unionSeq/activity-mappings",
    {
      config,
      schema: {
        tags,
        summary: "사용자 정의 열 저장 (전체 교체, 최대 10개)",
        params: UnionSeqParamsSchema,
        body: ActivityMappingsBodySchema,
        response: { 200: envelope(z.array(ActivityMappingSchema)) },
      },
    },
    async (request) =>
      ok(await saveMappings({ db, actor: request.actor!, unionSeq: request.params.unionSeq, mappings: request.body })),
  );

  app.patch(
    "/v1/unions/:unionSeq/registers/activities",
    {
      config,
      schema: {
        tags,
        summary: "사용자 정의 열 값 수정",
        params: UnionSeqParamsSchema,
        body: ActivityPatchBodySchema,
        response: { 200: envelope(OwnerActivitySchema) },
      },
    },
    async (request) =>
      ok(await patchActivity({ db, actor: request.actor!, unionSeq: request.params.unionSeq, ...request.body })),
  );
};
