import { describe, expect, it } from "vitest";
import { recentTimeLabel, runningTime } from "./online-meetings.time";

const now = new Date("2026-11-27T03:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("recentTimeLabel (spec 03 §4 recent-time labels)", () => {
  it("says 방금전 up to 3 minutes", () => {
    expect(recentTimeLabel(ago(0), now)).toBe("방금전");
    expect(recentTimeLabel(ago(3 * 60_000 + 59_000), now)).toBe("방금전");
  });
  it("says 4분전 and 5분전", () => {
    expect(recentTimeLabel(ago(4 * 60_000), now)).toBe("4분전");
    expect(recentTimeLabel(ago(5 * 60_000 + 30_000), now)).toBe("5분전");
  });
  it("gives HH:mm in Seoul time beyond", () => {
    expect(recentTimeLabel(ago(6 * 60_000), now)).toBe("11:54");
    expect(recentTimeLabel("2026-11-26T15:05:00Z", now)).toBe("00:05");
  });
});

describe("runningTime", () => {
  it("counts hours, minutes and seconds from the start", () => {
    expect(runningTime(ago(3_723_000), now)).toBe("01:02:03");
    expect(runningTime(null, now)).toBe("00:00:00");
  });
});
