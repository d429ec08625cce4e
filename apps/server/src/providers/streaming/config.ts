import { z } from "zod";

/**
 * The streaming port's switch: STREAMING_PROVIDER=simulator (the default and, until a vendor's settings exist, the
 * only value). A real adapter would add its value here with its settings (ingest region, API key).
 */
const StreamingEnvSchema = z.object({
  STREAMING_PROVIDER: z.enum(["simulator"]).default("simulator"),
  /** The simulated ingest host shown as the encoder URL. */
  STREAMING_INGEST_HOST: z.string().min(1).default("ingest.live.johap.example"),
});

export type StreamingConfig = { provider: "simulator"; ingestHost: string };

export function streamingConfig(env: NodeJS.ProcessEnv = process.env): StreamingConfig {
  const parsed = StreamingEnvSchema.parse(env);
  return { provider: parsed.STREAMING_PROVIDER, ingestHost: parsed.STREAMING_INGEST_HOST };
}
