import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("approves operator steps automatically only with the demo data, unless told otherwise", () => {
    expect(loadConfig({}).demoAutoApprove).toBe(true);
    expect(loadConfig({ DEMO_SEED: "0" }).demoAutoApprove).toBe(false);
    expect(loadConfig({ DEMO_SEED: "0", DEMO_AUTO_APPROVE: "1" }).demoAutoApprove).toBe(true);
    expect(loadConfig({ DEMO_AUTO_APPROVE: "0" }).demoAutoApprove).toBe(false);
    expect(loadConfig({ DEMO_AUTO_APPROVE: "true" }).demoAutoApprove).toBe(true);
  });

  it("trusts no proxy unless TRUST_PROXY names them", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.1.0/24" }).trustProxy).toEqual(["10.0.0.1", "10.0.1.0/24"]);
  });

  it("runs the API or worker role only on a PostgreSQL server, and reads S3 settings", () => {
    expect(loadConfig({}).role).toBe("all");
    expect(() => loadConfig({ ROLE: "api" })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ ROLE: "worker", DATABASE_URL: "postgres://x@h/db" }).role).toBe("worker");
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "b", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "1" }).s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "b",
      accessKeyId: undefined,
      secretAccessKey: undefined,
      region: "us-east-1",
      forcePathStyle: true,
    });
  });
});
