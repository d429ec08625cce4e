import { envelope, JointBookRequestBodySchema, JointBookSchema, MeetSeqOnlyParamsSchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { ok } from "../../platform/envelope";
import type { Jobs } from "../../platform/jobs";
import { getJointBook, requestJointBook } from "./meet-joint-book.service";
import { meetVotersAccess as config, tags, unionOf } from "./meet-participants.routes";

/** 연명부 (spec 03 §2.6, §4, §7): GET and POST /v1/meets/{meetSeq}/joint-book (menu M1004). */
export const meetJointBookRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: Jobs }> = async (app, { db, jobs }) => {
  app.get(
    "/v1/meets/:meetSeq/joint-book",
    {
      config,
      schema: {
        tags,
        summary: "연명부 신청 상태 (BEFORE, PROCESSING, COMPLETED, FAILED) 와 공개용·내부 보관용 파일",
        params: MeetSeqOnlyParamsSchema,
        response: { 200: envelope(JointBookSchema) },
      },
    },
    async (request) => ok(await getJointBook({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq })),
  );

  app.post(
    "/v1/meets/:meetSeq/joint-book",
    {
      config,
      schema: {
        tags,
        summary: "연명부 신청 (집계중 또는 종료된 총회; 작업이 공개용·내부 보관용 PDF를 만든다)",
        params: MeetSeqOnlyParamsSchema,
        body: JointBookRequestBodySchema,
        response: { 200: envelope(JointBookSchema) },
      },
    },
    async (request) =>
      ok(
        await requestJointBook({
          db,
          jobs,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          memberSeq: request.actor!.memberSeq,
          body: request.body,
        }),
      ),
  );
};
