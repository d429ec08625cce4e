import {
  AttendSituationSchema,
  ElectronicVoteTimeSeriesSchema,
  envelope,
  GeneralMeetingIdParamsSchema,
  OnsiteActionResultSchema,
  OnsiteAttendanceBodySchema,
  OnsiteMeetParamsSchema,
  TimeSeriesQuerySchema,
  VoteAggregatesSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { ok } from "../../platform/envelope";
import {
  attendSituation,
  cancelCheckIn,
  checkIn,
  electronicVoteTimeSeries,
  voteAggregates,
} from "./meet-attendance.service";
import { meetOnsiteAccess as config, originOf, onsiteTags as tags, unionOf } from "./meet-written.routes";

/** 실시간 참석 현황 (spec 03 sections 2.6 and 3): on-site check-in, attendance situation, vote summary, series. */
export const meetAttendanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/v1/meets/:meetSeq/onsite-vote/attendances",
    {
      config,
      schema: {
        tags,
        summary: "현장 출석 등록 (총회 당일부터; 사전 투표자는 그 투표 유지, 아니면 현장 투표)",
        params: OnsiteMeetParamsSchema,
        body: OnsiteAttendanceBodySchema,
        response: { 200: envelope(OnsiteActionResultSchema) },
      },
    },
    async (request) =>
      ok(
        await checkIn({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          actor: request.actor!,
          origin: originOf(request),
          meetParticipantSeqs: request.body.meetParticipantSeqs,
        }),
      ),
  );

  app.post(
    "/v1/meets/:meetSeq/onsite-vote/attendance-cancellations",
    {
      config,
      schema: {
        tags,
        summary: "현장 출석 취소 (잘못 등록한 출석)",
        params: OnsiteMeetParamsSchema,
        body: OnsiteAttendanceBodySchema,
        response: { 200: envelope(OnsiteActionResultSchema) },
      },
    },
    async (request) =>
      ok(
        await cancelCheckIn({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          actor: request.actor!,
          origin: originOf(request),
          meetParticipantSeqs: request.body.meetParticipantSeqs,
        }),
      ),
  );

  app.get(
    "/v1/meets/:meetSeq/electronic-vote/time-series",
    {
      config,
      schema: {
        tags,
        summary: "전자투표 추이 (투표 기간의 시간별 또는 일별 투표 수와 누적)",
        params: OnsiteMeetParamsSchema,
        querystring: TimeSeriesQuerySchema,
        response: { 200: envelope(ElectronicVoteTimeSeriesSchema) },
      },
    },
    async (request) =>
      ok(
        await electronicVoteTimeSeries({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          unit: request.query.unit,
        }),
      ),
  );

  app.get(
    "/v2/general-meetings/:id/attend-situation",
    {
      config,
      schema: {
        tags,
        summary: "참석 현황 (현장, 온라인, 사전 투표, 불참; 수와 비율)",
        params: GeneralMeetingIdParamsSchema,
        response: { 200: envelope(AttendSituationSchema) },
      },
    },
    async (request) => ok(await attendSituation({ db, unionSeq: unionOf(request), meetSeq: request.params.id })),
  );

  app.get(
    "/v2/general-meetings/:id/votes/aggregates",
    {
      config,
      schema: {
        tags,
        summary: "투표 현황 요약 (전자, 서면, 현장, 온라인, 중복, 미투표)",
        params: GeneralMeetingIdParamsSchema,
        response: { 200: envelope(VoteAggregatesSchema) },
      },
    },
    async (request) => ok(await voteAggregates({ db, unionSeq: unionOf(request), meetSeq: request.params.id })),
  );
};
