import { DEFAULT_DOCUMENT_ISSUANCE_OPTIONS } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import type { RegistryDocumentRequest } from "./port";
import { RegistryMaintenanceError } from "./port";
import { DOCUMENT_FAILURE_ONE_IN, registrySimulator, simulatedDocumentFailure } from "./simulator";

const request = (overrides: Partial<RegistryDocumentRequest> = {}): RegistryDocumentRequest => ({
  orderKey: "document:1",
  documentCode: "TD",
  registrationAddress: "서울특별시 중구 발급동 1",
  registrationNo: "1101-2001-000001",
  registrationType: "LAND",
  owner: { name: "김발급", birth: "19600101", address: "서울특별시 중구 세종대로 110", portion: "1/2" },
  land: null,
  building: null,
  options: DEFAULT_DOCUMENT_ISSUANCE_OPTIONS,
  ...overrides,
});

describe("registry simulator: documents", () => {
  it("refuses 미등기 addresses, closed records asked as 현행, and about one document in 20 by its hash", () => {
    expect(simulatedDocumentFailure(request({ registrationAddress: "서울 미등기동 7" }))).toBe(
      "등기기록이 존재하지 않는 부동산입니다.",
    );
    const closed = request({ registrationAddress: "서울 폐쇄동 3" });
    expect(simulatedDocumentFailure(closed)).toMatch(/^폐쇄된 등기기록입니다/);
    expect(
      simulatedDocumentFailure({ ...closed, options: { ...DEFAULT_DOCUMENT_ISSUANCE_OPTIONS, recordState: "C" } }),
    ).toBeNull();
    let failed = 0;
    for (let n = 0; n < 2000; n++) {
      if (simulatedDocumentFailure(request({ registrationAddress: `서울 발급동 ${n}` }))) failed++;
    }
    expect(failed / 2000).toBeGreaterThan(0.5 / DOCUMENT_FAILURE_ONE_IN);
    expect(failed / 2000).toBeLessThan(2 / DOCUMENT_FAILURE_ONE_IN);
    // The same document fails alike every time.
    const address = request({ registrationAddress: "서울 발급동 42" });
    expect(simulatedDocumentFailure(address)).toBe(simulatedDocumentFailure(address));
  });

  it("orders with a number and a ready time, answers PENDING until then, then the PDF or the refusal", async () => {
    let maintenance = false;
    const registry = registrySimulator({ isInMaintenance: async () => maintenance, issueSeconds: 20 });
    const now = new Date("2026-03-05T01:00:00Z");
    let address = "서울특별시 중구 발급동 1";
    for (let n = 1; simulatedDocumentFailure(request({ registrationAddress: address })); n++)
      address = `서울 발급동 ${n}`;
    const ok = request({ registrationAddress: address });
    const order = await registry.orderDocument(ok, now);
    expect(order.registryOrderNo).toMatch(/^20260305-\d{8}$/);
    expect(order.readyAt.getTime() - now.getTime()).toBe(20_000);
    expect(await registry.collectDocument({ ...ok, ...order }, now)).toEqual({ status: "PENDING" });
    const issued = await registry.collectDocument({ ...ok, ...order }, order.readyAt);
    expect(issued.status).toBe("ISSUED");
    if (issued.status === "ISSUED") expect(Buffer.from(issued.pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const refused = request({ registrationAddress: "서울 미등기동 1" });
    expect(await registry.collectDocument({ ...refused, ...order }, order.readyAt)).toEqual({
      status: "FAILED",
      reason: "등기기록이 존재하지 않는 부동산입니다.",
    });
    maintenance = true;
    await expect(registry.orderDocument(ok, now)).rejects.toBeInstanceOf(RegistryMaintenanceError);
  }, 180_000);
});
