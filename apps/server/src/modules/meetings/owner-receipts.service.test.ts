import { describe, expect, it } from "vitest";
import { receiptsPhaseOf } from "./owner-receipts.service";

const HOUR = 3_600_000;
const now = new Date("2026-06-10T10:00:00+09:00");
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe("receiptsPhaseOf (when the public list is published)", () => {
  it("publishes an electronic-only meeting at its e-vote's end", () => {
    const meet = { meetMethod: "ELECTRONIC", meetStatus: "PROCESS", meetAt: at(-1), voteEndAt: at(1) } as const;
    expect(receiptsPhaseOf(meet, now)).toEqual({ phase: "NOT_CLOSED", closesAt: at(1) });
    expect(receiptsPhaseOf(meet, at(1))).toEqual({ phase: "PUBLISHED", closesAt: at(1) });
    expect(receiptsPhaseOf({ ...meet, meetStatus: "COUNTING" }, now).phase).toBe("PUBLISHED");
  });

  it("waits for the tally of a meeting with an on-site part, whatever the e-vote's end", () => {
    for (const meetMethod of ["ONSITE", "ONSITE_ELECTRONIC"] as const) {
      const meet = { meetMethod, meetStatus: "PROCESS", meetAt: at(-2), voteEndAt: at(-24) } as const;
      expect(receiptsPhaseOf(meet, now)).toEqual({ phase: "NOT_CLOSED", closesAt: at(-2) });
      expect(receiptsPhaseOf({ ...meet, meetStatus: "COUNTING" }, now).phase).toBe("PUBLISHED");
      expect(receiptsPhaseOf({ ...meet, meetStatus: "COMPLETE" }, now).phase).toBe("PUBLISHED");
    }
  });

  it("never publishes a meeting not started or cancelled", () => {
    for (const meetStatus of ["BEFORE", "CANCEL"] as const) {
      const meet = { meetMethod: "ELECTRONIC", meetStatus, meetAt: at(-48), voteEndAt: at(-48) } as const;
      expect(receiptsPhaseOf(meet, now).phase).toBe("NOT_CLOSED");
    }
  });
});
