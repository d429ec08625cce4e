import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { STREAM_KEY_VALID_DAYS } from "@johap/contracts";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { StreamingConfig } from "./config";
import { StreamingError, type StreamingPort, type StreamingState } from "./port";
import { streamingChannels } from "./streaming.table";

/**
 * The test stream every simulated channel plays: 8 s of ffmpeg's `testsrc2` pattern (a moving colour chart with a
 * running counter) at 534x300, 12 fps, VP8 in WebM (about 150 KB; made once with
 * `ffmpeg -f lavfi -i testsrc2=size=534x300:rate=12:duration=8 -c:v libvpx -b:v 150k -auto-alt-ref 0 -g 24 -an`
 * and committed beside this file). The player loops it while the channel is LIVE.
 */
export const TEST_STREAM_FILE = path.join(import.meta.dirname, "test-stream.webm");
let testStream: Buffer | null = null;
export const testStreamBytes = () => {
  testStream ??= fs.readFileSync(TEST_STREAM_FILE);
  return testStream;
};

/** The playback path of a channel (served by streaming.routes.ts). */
export const playbackPathOf = (channelId: string) => `/v1/streaming/channels/${channelId}/live.webm`;

const token = (bytes: number) => crypto.randomBytes(bytes).toString("base64url");
const DAY_MS = 24 * 3600 * 1000;

/**
 * The simulator: channels are rows of streaming_channels (state IDLE → LIVE → ENDED, LIVE again on a restart).
 * Like a real service it refuses to go live on an expired stream key, and its sweep (`expireStreamKeys`, a
 * recurring job) ends a channel whose key ran out while live.
 */
export function streamingSimulator(opts: { db: Db; config: StreamingConfig; now?: () => Date }): StreamingPort {
  const { db, config } = opts;
  const now = opts.now ?? (() => new Date());
  const find = async (channelId: string) => {
    const [row] = await db.select().from(streamingChannels).where(eq(streamingChannels.channelId, channelId));
    if (!row) throw new StreamingError(`channel ${channelId} not found`);
    return row;
  };
  const setState = async (channelId: string, state: StreamingState, at: Date) => {
    await db
      .update(streamingChannels)
      .set(state === "LIVE" ? { state, startedAt: at, endedAt: null } : { state, endedAt: at })
      .where(eq(streamingChannels.channelId, channelId));
    return state;
  };
  return {
    createChannel: async ({ name }) => {
      const channelId = `ch-${token(9)}`;
      const at = now();
      const row = {
        channelId,
        name,
        ingestUrl: `rtmps://${config.ingestHost}:443/app/`,
        streamKey: `sk_ap-northeast-2_${token(18)}`,
        streamKeyExpiresAt: new Date(at.getTime() + STREAM_KEY_VALID_DAYS * DAY_MS),
        playbackPath: playbackPathOf(channelId),
        stageArn: `arn:aws:ivs:ap-northeast-2:000000000000:stage/${token(9)}`,
        state: "IDLE" as const,
        createdAt: at,
      };
      await db.insert(streamingChannels).values(row);
      return {
        channelId,
        ingestUrl: row.ingestUrl,
        streamKey: row.streamKey,
        streamKeyExpiresAt: row.streamKeyExpiresAt,
        playbackUrl: row.playbackPath,
        stageArn: row.stageArn,
        stageUrl: `https://stage.live.johap.example/${encodeURIComponent(row.stageArn)}`,
        adminId: `admin-${token(4).toLowerCase()}`,
        adminPassword: token(9),
        state: "IDLE",
      };
    },
    start: async (channelId) => {
      const row = await find(channelId);
      const at = now();
      if (row.streamKeyExpiresAt.getTime() <= at.getTime()) throw new StreamingError("stream key expired");
      if (row.state === "LIVE") return "LIVE";
      return setState(channelId, "LIVE", at);
    },
    stop: async (channelId) => {
      const row = await find(channelId);
      if (row.state !== "LIVE") return row.state as StreamingState;
      return setState(channelId, "ENDED", now());
    },
    state: async (channelId) => {
      const [row] = await db
        .select({ state: streamingChannels.state })
        .from(streamingChannels)
        .where(eq(streamingChannels.channelId, channelId));
      return (row?.state as StreamingState | undefined) ?? null;
    },
  };
}

/** The simulator's sweep: a live channel whose key has expired goes off air (ENDED), as the service would. */
export async function expireStreamKeys(db: Db, at: Date = new Date()) {
  const ended = await db
    .update(streamingChannels)
    .set({ state: "ENDED", endedAt: at })
    .where(and(eq(streamingChannels.state, "LIVE"), lt(streamingChannels.streamKeyExpiresAt, at)))
    .returning({ channelId: streamingChannels.channelId });
  return ended.map((r) => r.channelId);
}

/** Whether the channel behind a playback path is live (the test stream is served only then). */
export async function isChannelLive(db: Db, channelId: string) {
  const [row] = await db
    .select({ state: streamingChannels.state })
    .from(streamingChannels)
    .where(eq(streamingChannels.channelId, channelId));
  return row?.state === "LIVE";
}
