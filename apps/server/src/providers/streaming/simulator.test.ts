import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { streamingConfig } from "./config";
import { StreamingError } from "./port";
import { expireStreamKeys, isChannelLive, streamingSimulator, testStreamBytes } from "./simulator";
import { streamingChannels } from "./streaming.table";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe("streaming simulator", () => {
  it("creates a channel with an RTMPS ingest, a key valid 14 days, a stage and an admin login", async () => {
    const now = new Date("2026-11-27T03:00:00Z");
    const port = streamingSimulator({ db: t.handle.db, config: streamingConfig({}), now: () => now });
    const channel = await port.createChannel({ name: "정기총회 온라인 총회" });
    expect(channel.ingestUrl).toMatch(/^rtmps:\/\/.+:443\/app\/$/);
    expect(channel.streamKey).toMatch(/^sk_/);
    expect(channel.streamKeyExpiresAt.getTime() - now.getTime()).toBe(14 * DAY);
    expect(channel.stageArn).toMatch(/^arn:aws:ivs:/);
    expect(channel.adminId).toBeTruthy();
    expect(channel.adminPassword.length).toBeGreaterThanOrEqual(8);
    expect(channel.playbackUrl).toBe(`/v1/streaming/channels/${channel.channelId}/live.webm`);
    expect(await port.state(channel.channelId)).toBe("IDLE");
    const other = await port.createChannel({ name: "다른 총회" });
    expect(other.streamKey).not.toBe(channel.streamKey);
  });

  it("goes LIVE and ENDED and LIVE again, and plays the WebM test stream only while live", async () => {
    const port = streamingSimulator({ db: t.handle.db, config: streamingConfig({}) });
    const { channelId } = await port.createChannel({ name: "방송" });
    expect(await isChannelLive(t.handle.db, channelId)).toBe(false);
    expect(await port.start(channelId)).toBe("LIVE");
    expect(await isChannelLive(t.handle.db, channelId)).toBe(true);
    expect(await port.stop(channelId)).toBe("ENDED");
    expect(await port.start(channelId)).toBe("LIVE");
    const bytes = testStreamBytes();
    expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    expect(bytes.includes(Buffer.from("webm"))).toBe(true);
    expect(bytes.includes(Buffer.from("V_VP8"))).toBe(true);
  });

  it("refuses to go live on an expired key, and its sweep ends a channel whose key ran out while live", async () => {
    let clock = new Date("2026-11-01T00:00:00Z");
    const port = streamingSimulator({ db: t.handle.db, config: streamingConfig({}), now: () => clock });
    const { channelId } = await port.createChannel({ name: "만료" });
    expect(await port.start(channelId)).toBe("LIVE");
    clock = new Date(clock.getTime() + 15 * DAY);
    expect(await expireStreamKeys(t.handle.db, clock)).toContain(channelId);
    const [row] = await t.handle.db.select().from(streamingChannels).where(eq(streamingChannels.channelId, channelId));
    expect(row?.state).toBe("ENDED");
    await expect(port.start(channelId)).rejects.toBeInstanceOf(StreamingError);
    await expect(port.start("ch-missing")).rejects.toBeInstanceOf(StreamingError);
  });

  it("reads its switch from the environment: the simulator unless told otherwise", () => {
    expect(streamingConfig({})).toEqual({ provider: "simulator", ingestHost: "ingest.live.johap.example" });
    expect(() => streamingConfig({ STREAMING_PROVIDER: "ivs" })).toThrow();
  });
});
