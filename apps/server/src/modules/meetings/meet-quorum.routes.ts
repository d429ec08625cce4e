import { envelope, GeneralMeetingIdParamsSchema, MeetQuorumSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { ok } from "../../platform/envelope";
import { meetQuorum } from "./meet-quorum.service";
import { meetOnsiteAccess as config, onsiteTags as tags, unionOf } from "./meet-written.routes";

/** 정족수 충족 예상: the attendance dashboard's live quorum forecast (issue 16; beyond the spec's calls). */
export const meetQuorumRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v2/general-meetings/:id/quorum",
    {
      config,
      schema: {
        tags,
        summary:
          "정족수 충족 예상 (도시정비법 제45조, 시행령 제42조; 안건 종류별 의사·직접출석 정족수와 의결정족수, 참석 예정자 반영, 조합 정관)",
        params: GeneralMeetingIdParamsSchema,
        response: { 200: envelope(MeetQuorumSchema) },
      },
    },
    async (request) => ok(await meetQuorum({ db, unionSeq: unionOf(request), meetSeq: request.params.id })),
  );
};
