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
});
