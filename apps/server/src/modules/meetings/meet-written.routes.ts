import {
  AttendExpectedBodySchema,
  envelope,
  OnsiteActionResultSchema,
  OnsiteMeetParamsSchema,
  OnsiteVoteCountSchema,
  TimeSeriesQuerySchema,
  WrittenSubmissionBodySchema,
  WrittenSubmissionTimeSeriesSchema,
  WrittenWithdrawalBodySchema,
} from "@johap/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { onsiteVoteCount, type RequestOrigin, writtenSubmissionTimeSeries } from "./meet-attendance.service";
import { registerWritten, setAttendExpected, withdrawWritten } from "./meet-written.service";

/** Everything about an opened meeting is menu M1004; the union is the Union-Seq header's. */
export const meetOnsiteAccess = { access: unionMenu("M1004", "header") };
export const onsiteTags = ["meetings"];
export const unionOf = (request: FastifyRequest) => request.unionContext!.unionSeq;
export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip ?? null,
  userAgent: request.headers["user-agent"] ?? null,
});

const base = "/v1/meets/:meetSeq/onsite-vote";

/** 서면투표 관리 (spec 03 sections 2.2, 2.3 and 3): written submissions, attend-expected types, on-site counts. */
export const meetWrittenRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = meetOnsiteAccess;
  const tags = onsiteTags;
  const voterAction = (request: FastifyRequest, meetSeq: number, seqs: number[]) => ({
    db,
    unionSeq: unionOf(request),
    meetSeq,
    actor: request.actor!,
    origin: originOf(request),
    meetParticipantSeqs: seqs,
  });

  app.post(
    `${base}/written-submissions`,
    {
      config,
      schema: {
        tags,
        summary:
          "서면 제출 등록 (직접/등기/담당자, 본인/대리인/불참; 진행중, 제출 기간 안의 제출 일시; 여러 선거인 한 번에)",
        params: OnsiteMeetParamsSchema,
        body: WrittenSubmissionBodySchema,
        response: { 200: envelope(OnsiteActionResultSchema) },
      },
    },
    async (request) => {
      const { meetParticipantSeqs, ...input } = request.body;
      return ok(await registerWritten({ ...voterAction(request, request.params.meetSeq, meetParticipantSeqs), input }));
    },
  );

  app.post(
    `${base}/written-withdrawals`,
    {
      config,
      schema: {
        tags,
        summary: "서면 제출 철회 (제출 일시 이후, 현재까지의 철회 일시)",
        params: OnsiteMeetParamsSchema,
        body: WrittenWithdrawalBodySchema,
        response: { 200: envelope(OnsiteActionResultSchema) },
      },
    },
    async (request) => {
      const { meetParticipantSeqs, ...input } = request.body;
      return ok(await withdrawWritten({ ...voterAction(request, request.params.meetSeq, meetParticipantSeqs), input }));
    },
  );

  app.patch(
    `${base}/attend-expected-types`,
    {
      config,
      schema: {
        tags,
        summary: "참석 예정 여부 변경 (예정, 거부, 미정, 미응답)",
        params: OnsiteMeetParamsSchema,
        body: AttendExpectedBodySchema,
        response: { 200: envelope(OnsiteActionResultSchema) },
      },
    },
    async (request) => {
      const { meetParticipantSeqs, attendExpectedType } = request.body;
      return ok(
        await setAttendExpected({
          ...voterAction(request, request.params.meetSeq, meetParticipantSeqs),
          input: { attendExpectedType },
        }),
      );
    },
  );

  app.get(
    `${base}/written-submission-time-series`,
    {
      config,
      schema: {
        tags,
        summary: "서면 제출 추이 (제출 기간의 시간별 또는 일별 제출 수와 누적, 제출 방법별)",
        params: OnsiteMeetParamsSchema,
        querystring: TimeSeriesQuerySchema,
        response: { 200: envelope(WrittenSubmissionTimeSeriesSchema) },
      },
    },
    async (request) =>
      ok(
        await writtenSubmissionTimeSeries({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          unit: request.query.unit,
        }),
      ),
  );

  app.get(
    `${base}/vote-count`,
    {
      config,
      schema: {
        tags,
        summary: "현장 투표 현황 (서면 제출 수와 방법별 수, 철회, 현장 출석, 현장 투표, 참석 예정)",
        params: OnsiteMeetParamsSchema,
        response: { 200: envelope(OnsiteVoteCountSchema) },
      },
    },
    async (request) => ok(await onsiteVoteCount({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq })),
  );
};
