import { ERROR_CODES } from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { PUBLIC } from "../../platform/access";
import { isChannelLive, testStreamBytes } from "../../providers/streaming/simulator";

/**
 * The streaming simulator's playback (the channel's playUrl): the test stream while the channel is live, 404
 * otherwise. Public like a streaming service's playback address: the console's player and the attendees' viewer
 * both play it; the channel id is a random name.
 */
export const streamingPlaybackRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v1/streaming/channels/:channelId/live.webm",
    {
      config: { access: PUBLIC },
      schema: {
        tags: ["online-meetings"],
        summary: "시뮬레이터 송출 영상 (송출 중일 때만, WebM)",
        params: z.object({ channelId: z.string().regex(/^ch-[A-Za-z0-9_-]{6,40}$/) }),
      },
    },
    async (request, reply) => {
      if (!(await isChannelLive(db, request.params.channelId))) {
        return reply
          .status(404)
          .send({ status: 404, code: ERROR_CODES.NOT_FOUND, message: "송출 중인 방송이 없습니다." });
      }
      return reply.header("content-type", "video/webm").header("cache-control", "no-store").send(testStreamBytes());
    },
  );
};
