import { envelope, LiveStreamSchema, MeetSeqParamsSchema, PutLiveStreamBodySchema } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { unionMenu } from "../../platform/access";
import { ok } from "../../platform/envelope";
import { getLiveStream, setLiveStream } from "./meet-live-stream.service";
import { unionOf } from "./meet-written.routes";

/** A meeting's calls are menu M1004; the union is the Union-Seq header's. */
const config = { access: unionMenu("M1004", "header") };
const tags = ["meetings"];

/** 현장중계 (spec 03 §2.10, §7 On-site live relay): PUT, GET and DELETE /v1/meets/{meetSeq}/live-stream. */
export const meetLiveStreamRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v1/meets/:meetSeq/live-stream",
    {
      config,
      schema: {
        tags,
        summary: "현장중계 영상 링크 (등록 전에는 url null)",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(LiveStreamSchema) },
      },
    },
    async (request) => ok(await getLiveStream({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq })),
  );

  app.put(
    "/v1/meets/:meetSeq/live-stream",
    {
      config,
      schema: {
        tags,
        summary:
          "현장중계 영상 링크 등록·수정 (YouTube, 네이버 TV, 카카오 TV, SOOP, Twitch, Vimeo의 https 링크; 현장+전자 총회, 진행전·진행중)",
        params: MeetSeqParamsSchema,
        body: PutLiveStreamBodySchema,
        response: { 200: envelope(LiveStreamSchema) },
      },
    },
    async (request) =>
      ok(
        await setLiveStream({
          db,
          unionSeq: unionOf(request),
          meetSeq: request.params.meetSeq,
          url: request.body.url,
        }),
      ),
  );

  app.delete(
    "/v1/meets/:meetSeq/live-stream",
    {
      config,
      schema: {
        tags,
        summary: "현장중계 영상 링크 삭제",
        params: MeetSeqParamsSchema,
        response: { 200: envelope(LiveStreamSchema) },
      },
    },
    async (request) =>
      ok(await setLiveStream({ db, unionSeq: unionOf(request), meetSeq: request.params.meetSeq, url: null })),
  );
};
