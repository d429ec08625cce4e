import { describe, expect, it } from "vitest";
import { isInWindow } from "./maintenance.service";

const now = new Date("2026-11-25T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("maintenance window", () => {
  it("is off when the switch is off, whatever the window", () => {
    expect(isInWindow({ isUnderMaintenance: false, startAt: null, endAt: null }, now)).toBe(false);
  });
  it("is on with open ends", () => {
    expect(isInWindow({ isUnderMaintenance: true, startAt: null, endAt: null }, now)).toBe(true);
  });
  it("starts at startAt and ends before endAt", () => {
    const window = { isUnderMaintenance: true, startAt: at("2026-11-25T12:00:00Z"), endAt: at("2026-11-25T13:00:00Z") };
    expect(isInWindow(window, now)).toBe(true);
    expect(isInWindow(window, at("2026-11-25T11:59:59Z"))).toBe(false);
    expect(isInWindow(window, at("2026-11-25T13:00:00Z"))).toBe(false);
  });
});
