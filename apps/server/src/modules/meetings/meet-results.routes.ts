import {
  ChannelResultSchema,
  envelope,
  GeneralMeetingIdParamsSchema,
  MeetCompletedSchema,
  MeetSeqParamsSchema,
  MeetVoteResultSchema,
  TallyBodySchema,
  VoteAggregatesSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { voteAggregates } from "./meet-attendance.service";
import { channelResult, completedResult, enterTally, voteResult } from "./meet-results.service";
import { originOf, unionOf } from "./meet-written.routes";

const config = { access: unionMenu("M1004", "header") };
const tags = ["meetings"];

/** 집계 결과 (spec 03 §2.2, §3, §5, §7): results, the tally entry, channel results, the summary, the completion. */
export const meetResultsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const call = (unionSeq: number, meetSeq: number) => ({ db, unionSeq, meetSeq });

  app.get(
    "/v1/meets/:meetSeq/vote/result",
    {
      config,
      schema: {
        tags,
        summary:
          "집계 결과: 안건·후보별 전자/온라인/서면/현장/합계, 득표율, 정족수 평가와 엔진의 가결/부결, 등록 수와 입력된 개표 결과",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(MeetVoteResultSchema) },
      },
    },
    async (request) => ok(await voteResult(call(unionOf(request), request.params.meetSeq))),
  );

  app.post(
    "/v1/meets/:meetSeq/vote/result",
    {
      config,
      schema: {
        tags,
        summary:
          "개표 결과 입력 (집계중): 서면결의서와 현장 투표자 수기 집계를 한 번에, 등록 수·행 합계·선택 합계·합계 범위 검사, 이전 입력 대체",
        params: MeetSeqParamsSchema,
        body: TallyBodySchema,
        response: { 200: envelope(MeetVoteResultSchema) },
      },
    },
    async (request) =>
      ok(
        await enterTally({
          ...call(unionOf(request), request.params.meetSeq),
          actor: request.actor!,
          origin: originOf(request),
          body: request.body,
        }),
      ),
  );

  app.get(
    "/v1/meets/:meetSeq/vote/result-summary",
    {
      config,
      schema: {
        tags,
        summary: "투표 현황 요약 (전자, 서면, 현장, 온라인, 채널 간 중복 투표, 미투표)",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(VoteAggregatesSchema) },
      },
    },
    async (request) => ok(await voteAggregates(call(unionOf(request), request.params.meetSeq))),
  );

  for (const [path, channel] of [
    ["electronic-vote", "ELECTRONIC"],
    ["online-vote", "ONLINE"],
  ] as const) {
    app.get(
      `/v1/meets/:meetSeq/${path}/result`,
      {
        config,
        schema: {
          tags,
          summary: `${channel === "ELECTRONIC" ? "전자투표" : "온라인투표"} 결과: 안건·후보별 찬성/반대/기권/선택 수와 득표율`,
          params: MeetSeqParamsSchema,
          response: { 200: envelope(ChannelResultSchema) },
        },
      },
      async (request) => ok(await channelResult({ ...call(unionOf(request), request.params.meetSeq), channel })),
    );
  }

  app.get(
    "/v2/general-meetings/:id/completed",
    {
      config,
      schema: {
        tags,
        summary: "확정된 총회 결과 (안건별 정족수와 가결/부결, 증거 체인 머리, 투표결과 파일 경로)",
        params: GeneralMeetingIdParamsSchema,
        response: { 200: envelope(MeetCompletedSchema) },
      },
    },
    async (request) => ok(await completedResult(call(unionOf(request), request.params.id))),
  );
};
