/**
 * The live-streaming service (a broadcast channel for the online general meeting, spec 03 §2.9, §3, §4). The
 * built-in simulator (simulator.ts) keeps its channels in the database and plays a test stream we serve; a real
 * adapter (AWS IVS and the like) would implement the same port once its settings exist (config.ts).
 */
export type StreamingChannel = {
  channelId: string;
  /** The encoder's ingest address (RTMPS) and its stream key, valid 14 days. */
  ingestUrl: string;
  streamKey: string;
  streamKeyExpiresAt: Date;
  /** Where a player plays the broadcast (absolute path on our origin for the simulator). */
  playbackUrl: string;
  /** The stage (the service's admin room) and the admin login for its page. */
  stageArn: string;
  stageUrl: string;
  adminId: string;
  adminPassword: string;
  state: StreamingState;
};

export type StreamingState = "IDLE" | "LIVE" | "ENDED";

export class StreamingError extends Error {}

export type StreamingPort = {
  createChannel: (input: { name: string }) => Promise<StreamingChannel>;
  /** The encoder goes live (the simulator's test stream starts playing). */
  start: (channelId: string) => Promise<StreamingState>;
  stop: (channelId: string) => Promise<StreamingState>;
  state: (channelId: string) => Promise<StreamingState | null>;
};
