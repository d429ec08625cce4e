import { describe, expect, it } from "vitest";
import { SmsGatewayMaintenanceError } from "./port";
import { SIMULATED_FAIL_REASONS, simulatedResult, smsSimulator } from "./simulator";

describe("SMS simulator", () => {
  it("delivers valid mobile and landline numbers", () => {
    for (const no of ["01012345678", "0101234567", "021234567", "0212345678", "0311234567", "07012345678"]) {
      expect(simulatedResult(no), no).toEqual({ sendResult: "SUCCESS", failReason: null });
    }
  });
  it("fails numbers ending in 0000 as unreachable", () => {
    expect(simulatedResult("01012340000")).toEqual({
      sendResult: "FAIL",
      failReason: SIMULATED_FAIL_REASONS.unreachable,
    });
  });
  it("fails numbers no carrier would accept", () => {
    for (const no of ["123456789", "0001234567", "010123456789", "0121234567"]) {
      expect(simulatedResult(no).failReason, no).toBe(SIMULATED_FAIL_REASONS.invalidNumber);
    }
  });
  it("reports per submitted item and refuses submissions during maintenance", async () => {
    let maintenance = false;
    const gateway = smsSimulator({ isInMaintenance: async () => maintenance });
    const batch = { smsType: "SMS" as const, from: "0212345678", title: "", text: "안내", fileSeqs: [], items: [] };
    await gateway.submit(batch);
    const reports = await gateway.collectReports([
      { id: 1, phoneNo: "01011112222" },
      { id: 2, phoneNo: "01011110000" },
    ]);
    expect(reports.map((r) => [r.id, r.sendResult])).toEqual([
      [1, "SUCCESS"],
      [2, "FAIL"],
    ]);
    maintenance = true;
    await expect(gateway.submit(batch)).rejects.toBeInstanceOf(SmsGatewayMaintenanceError);
  });
});
