import type { MeetOnlineStatus } from "@johap/contracts";
import { envelope, GeneralMeetingParamsSchema, MeetOnlineStatusSchema } from "@johap/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { ok } from "../../platform/envelope";
import { onlineGeneralMeetings } from "../online-meetings/online-meetings.table";
import { meetOf } from "./meet-lookup";
import { meetOnsiteAccess as config, onsiteTags as tags, unionOf } from "./meet-written.routes";

/** The meeting's live online meeting (not cancelled) as the detail and the results tab read it. */
export async function meetOnlineStatus(db: Db, unionSeq: number, meetSeq: number): Promise<MeetOnlineStatus> {
  const meet = await meetOf(db, unionSeq, meetSeq);
  const [row] = await db
    .select()
    .from(onlineGeneralMeetings)
    .where(and(eq(onlineGeneralMeetings.meetSeq, meet.meetSeq), isNull(onlineGeneralMeetings.canceledAt)));
  if (!row) {
    return {
      onlineGeneralMeetingSeq: null,
      serviceStatus: "PENDING",
      streamingStatus: null,
      voteStatus: "PENDING",
      isInProgress: false,
    };
  }
  const streamingStatus = row.streamingStatus as MeetOnlineStatus["streamingStatus"];
  const voteStatus = row.voteStatus as MeetOnlineStatus["voteStatus"];
  return {
    onlineGeneralMeetingSeq: row.onlineGeneralMeetingSeq,
    serviceStatus: row.serviceStatus as MeetOnlineStatus["serviceStatus"],
    streamingStatus,
    voteStatus,
    isInProgress: row.endAt === null && (streamingStatus === "BROADCASTING" || voteStatus === "VOTING"),
  };
}

export const meetOnlineStatusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/v2/general-meetings/:id/online-general-meetings/status",
    {
      config,
      schema: {
        tags,
        summary: "총회의 온라인 총회 상태 (신청·방송·온라인 투표; 진행 중이면 개표 결과 입력 불가)",
        params: GeneralMeetingParamsSchema,
        response: { 200: envelope(MeetOnlineStatusSchema) },
      },
    },
    async (request) => ok(await meetOnlineStatus(db, unionOf(request), request.params.id)),
  );
};
