import {
  envelope,
  ListParticipantHistoriesQuerySchema,
  MeetParticipantHistoryParamsSchema,
  MeetParticipantHistorySchema,
  MeetSeqOnlyParamsSchema,
  pagedEnvelope,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { ok, paged } from "../../platform/envelope";
import { meetVotersAccess as config, tags, unionOf } from "./meet-participants.routes";
import { getParticipantHistory, listParticipantHistories } from "./meet-participants.service";

/** 변동이력 (spec 03 §2.5 and §3): voters added, deleted and edited, with the voter before an edit. */
export const meetParticipantHistoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v1/meets/:meetSeq/participant-histories",
    {
      config,
      schema: {
        tags,
        summary: "선거인 변동이력 (연번, 이름, 수정자, 구분 검색; 최신순, 페이지)",
        params: MeetSeqOnlyParamsSchema,
        querystring: ListParticipantHistoriesQuerySchema,
        response: { 200: pagedEnvelope(MeetParticipantHistorySchema) },
      },
    },
    async (request) => {
      const { items, total } = await listParticipantHistories({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        query: request.query,
      });
      return paged(items, total);
    },
  );

  app.get(
    "/v1/meets/:meetSeq/participant-histories/:id",
    {
      config,
      schema: {
        tags,
        summary: "선거인 변동이력 상세 (선거인 추가, 삭제, 수정 이력; 수정은 이전 정보 포함)",
        params: MeetParticipantHistoryParamsSchema,
        response: { 200: envelope(MeetParticipantHistorySchema) },
      },
    },
    async (request) => ok(await getParticipantHistory({ db, unionSeq: unionOf(request), ...request.params })),
  );
};
