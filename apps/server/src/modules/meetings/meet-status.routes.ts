import {
  envelope,
  MeetCompleteBodySchema,
  MeetCompletedSchema,
  MeetFormalDraftSchema,
  MeetSeqParamsSchema,
  MeetStatusBodySchema,
  MeetStatusResultSchema,
} from "@johap/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import type { Jobs } from "../../platform/jobs";
import { queueResultCertificate } from "./meet-certificates.jobs";
import { changeMeetStatus, completeMeet, formalDraft } from "./meet-status.service";
import { originOf, unionOf } from "./meet-written.routes";
import { MEET_PASSWORD_TRIES } from "./meets.routes";

/** Everything about an opened meeting is menu M1004; the union is the Union-Seq header's. */
const config = { access: unionMenu("M1004", "header") };
const tags = ["meetings"];

/** The status calls take the meeting's password: tries limited per meeting and member, as the prompt's are. */
const passwordLimit = {
  ...MEET_PASSWORD_TRIES,
  keyGenerator: (request: FastifyRequest) =>
    `meet-status:${(request.params as { meetSeq?: string }).meetSeq ?? ""}:${request.actor?.memberSeq ?? request.ip}`,
};

/** The status flow of a meeting (spec 03 §4, §7): COUNTING, re-entry, completion, the mock's formal draft. */
export const meetStatusRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (app, { db, jobs }) => {
  app.patch(
    "/v1/meets/:meetSeq/status",
    {
      config: { ...config, rateLimit: passwordLimit },
      schema: {
        tags,
        summary:
          "총회 상태 변경: COUNTING (개표 결과 입력하기; 현장은 진행중, 현장+전자는 전자투표 종료 뒤 중복 투표 없을 때) 또는 PROCESS (결과 재입력: 개표 결과와 연명부 삭제). 비밀번호와 동의",
        params: MeetSeqParamsSchema,
        body: MeetStatusBodySchema,
        response: { 200: envelope(MeetStatusResultSchema) },
      },
    },
    async (request) =>
      ok(
        await changeMeetStatus({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          actor: request.actor!,
          origin: originOf(request),
          body: request.body,
        }),
      ),
  );

  app.post(
    "/v1/meets/:meetSeq/complete",
    {
      config: { ...config, rateLimit: passwordLimit },
      schema: {
        tags,
        summary:
          "총회 종료 (집계중, 또는 전자투표 종료 뒤 전자투표 총회): 모든 후보의 가결/부결, 정족수 적용, 증거 체인 머리 저장. 비밀번호와 동의",
        params: MeetSeqParamsSchema,
        body: MeetCompleteBodySchema,
        response: { 200: envelope(MeetCompletedSchema) },
      },
    },
    async (request) => {
      const completed = await completeMeet({
        db,
        unionSeq: unionOf(request),
        meetSeq: request.params.meetSeq,
        actor: request.actor!,
        origin: originOf(request),
        body: request.body,
      });
      // The result certificate (certs' job) after the commit; its sweep makes any a lost send missed.
      try {
        await queueResultCertificate(jobs, completed.meetSeq);
      } catch (error) {
        request.log.warn(
          { err: error, meetSeq: completed.meetSeq },
          "result certificate not queued (the sweep makes it)",
        );
      }
      return ok(completed);
    },
  );

  app.get(
    "/v1/meets/:meetSeq/formal-draft",
    {
      config,
      schema: {
        tags,
        summary: "정식 총회로 전환: 종료된 모의 총회의 설정을 개설 마법사 입력으로 (일시 제외)",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(MeetFormalDraftSchema) },
      },
    },
    async (request) => ok(await formalDraft({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq })),
  );
};
