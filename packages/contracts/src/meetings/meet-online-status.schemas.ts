import { z } from "zod";
import {
  ONLINE_SERVICE_STATUSES,
  ONLINE_VOTE_STATUSES,
  STREAMING_STATUSES,
} from "../online-meetings/online-meetings.constants";

/**
 * GET /v2/general-meetings/{id}/online-general-meetings/status (spec 03 §7, polled with the detail every 60 s):
 * where the meeting's online meeting stands. `isInProgress` (broadcasting, or its vote open) is what disables
 * 개표 결과 입력하기 (spec 03 §4); PENDING with nulls when none was applied for.
 */
export const MeetOnlineStatusSchema = z.object({
  onlineGeneralMeetingSeq: z.number().int().nullable(),
  serviceStatus: z.enum(ONLINE_SERVICE_STATUSES),
  streamingStatus: z.enum(STREAMING_STATUSES).nullable(),
  voteStatus: z.enum(ONLINE_VOTE_STATUSES),
  isInProgress: z.boolean(),
});
export type MeetOnlineStatus = z.infer<typeof MeetOnlineStatusSchema>;
