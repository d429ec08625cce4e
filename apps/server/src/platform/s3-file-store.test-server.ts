import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "../config";

/**
 * An S3-compatible server for tests, started by the test: s3rver on 127.0.0.1 at a free port, objects in a
 * temporary directory, one bucket, path-style requests signed with signature v4 (s3rver's own keys).
 */
export async function startTestS3(): Promise<{ config: S3Config; close: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "johap-s3-"));
  const bucket = "johap-files";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      region: "us-east-1",
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
