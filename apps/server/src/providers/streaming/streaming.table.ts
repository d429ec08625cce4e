import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The streaming simulator's channels (providers/streaming/simulator.ts): what a live-streaming service keeps for
 * one broadcast. The encoder key is valid 14 days; `state` IDLE/LIVE/ENDED moves when the encoder (or our test
 * stream) starts and stops; `playbackPath` is the test stream we serve for the player.
 */
export const streamingChannels = pgTable(
  "streaming_channels",
  {
    channelId: text("channel_id").primaryKey(),
    name: text("name").notNull(),
    ingestUrl: text("ingest_url").notNull(),
    streamKey: text("stream_key").notNull(),
    streamKeyExpiresAt: timestamp("stream_key_expires_at", { withTimezone: true }).notNull(),
    playbackPath: text("playback_path").notNull(),
    stageArn: text("stage_arn").notNull(),
    state: text("state").notNull().default("IDLE"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("streaming_channels_state_idx").on(t.state)],
);
