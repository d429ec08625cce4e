import {
  AttendExpectedCountSchema,
  envelope,
  MeetSeqOnlyParamsSchema,
  SendStatusCountSchema,
  TendencyCountSchema,
  WrittenSubmissionCountSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { ok } from "../../platform/envelope";
import { attendExpectedCount, sendStatusCount, tendencyCount, writtenSubmissionCount } from "./meet-counts.service";
import { meetVotersAccess as config, tags, unionOf } from "./meet-participants.routes";

/** The count cards of the voter list (spec 03 §2.3 and §3): e-vote delivery, written submission, tendency. */
export const meetCountsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const counts = [
    [
      "electronic-vote/send-status-count",
      "전자투표 발송 현황 (수신완료, 전송대기, 전송실패, 전송완료, 미발송; 열람, 미열람, 투표완료, 미완료)",
      SendStatusCountSchema,
      sendStatusCount,
    ],
    [
      "onsite-vote/written-submission-count",
      "서면 제출 현황 (직접, 등기, 담당자; 예정, 거부, 미정, 미응답; 본인, 대리인, 불참)",
      WrittenSubmissionCountSchema,
      writtenSubmissionCount,
    ],
    [
      "onsite-vote/attend-expected-count",
      "참석 예정 현황 (예정, 거부, 미정, 미응답)",
      AttendExpectedCountSchema,
      attendExpectedCount,
    ],
    ["electronic-vote/tendency-count", "성향 현황 (상, 중, 하, 미정, 미상담)", TendencyCountSchema, tendencyCount],
  ] as const;
  for (const [path, summary, schema, count] of counts) {
    app.get(
      `/v1/meets/:meetSeq/${path}`,
      { config, schema: { tags, summary, params: MeetSeqOnlyParamsSchema, response: { 200: envelope(schema) } } },
      async (request) => ok(await count({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq })),
    );
  }
};
