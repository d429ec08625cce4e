import { describe, expect, it } from "vitest";
import type { edocSimDocuments } from "../../modules/e-posts/e-posts.table";
import { EDOC_FAIL_REASONS, edocPlanOf, edocStateAt } from "./simulator";

type SimRow = typeof edocSimDocuments.$inferSelect;
const HOUR = 3_600_000;
const T0 = new Date("2026-11-27T00:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const RECEIVE_MS = 30_000;

const row = (over: Partial<SimRow> = {}): SimRow => ({
  edocDocumentId: 1,
  externalId: "1",
  unionSeq: 1,
  title: "총회 개최 통지",
  name: "홍길동",
  phoneNo: "01011112222",
  fileSeqs: [1],
  sendMethod: "KAKAO_PAY",
  status: "SENT",
  accessCode: "code",
  requestedAt: T0,
  receivedAt: null,
  openedAt: null,
  completedAt: null,
  expiresAt: at(168),
  expiredAt: null,
  plannedOpenAt: at(3),
  plannedCompleteAt: at(3.5),
  failReason: null,
  ...over,
});

describe("edocPlanOf", () => {
  it("fails numbers that are not mobile phones and numbers ending in 0000", () => {
    expect(edocPlanOf("0212345678")).toEqual({ kind: "fail", failReason: EDOC_FAIL_REASONS.notMobile });
    expect(edocPlanOf("010-3333-0000")).toEqual({ kind: "fail", failReason: EDOC_FAIL_REASONS.noMessenger });
  });

  it("by the last digit: 4 and 9 never open, 3 and 8 open but never confirm, others open after d+1 hours and confirm", () => {
    expect(edocPlanOf("01012345674")).toEqual({ kind: "expire" });
    expect(edocPlanOf("01012345679")).toEqual({ kind: "expire" });
    expect(edocPlanOf("01012345673")).toEqual({ kind: "open-only", openAfterHours: 4 });
    expect(edocPlanOf("01011112222")).toEqual({ kind: "complete", openAfterHours: 3 });
    expect(edocPlanOf("01077778881")).toEqual({ kind: "complete", openAfterHours: 2 });
  });
});

describe("edocStateAt", () => {
  it("moves sent → received → opened → completed as the planned times pass, keeping each time", () => {
    expect(edocStateAt(row(), at(0), RECEIVE_MS).status).toBe("SENT");
    const received = edocStateAt(row(), at(1), RECEIVE_MS);
    expect(received).toMatchObject({ status: "RECEIVED", receivedAt: new Date(T0.getTime() + RECEIVE_MS) });
    const opened = edocStateAt(row(), at(3.2), RECEIVE_MS);
    expect(opened).toMatchObject({ status: "OPENED", openedAt: at(3), completedAt: null });
    const completed = edocStateAt(row(), at(200), RECEIVE_MS);
    expect(completed).toMatchObject({ status: "COMPLETED", openedAt: at(3), completedAt: at(3.5), expiredAt: null });
  });

  it("expires after the expiry (168 h) a document never opened, or opened and never confirmed", () => {
    const never = row({ plannedOpenAt: null, plannedCompleteAt: null });
    expect(edocStateAt(never, at(167), RECEIVE_MS).status).toBe("RECEIVED");
    expect(edocStateAt(never, at(168), RECEIVE_MS)).toMatchObject({ status: "EXPIRED", expiredAt: at(168) });
    const openOnly = row({ plannedCompleteAt: null });
    expect(edocStateAt(openOnly, at(169), RECEIVE_MS)).toMatchObject({
      status: "EXPIRED",
      openedAt: at(3),
      expiredAt: at(168),
    });
  });

  it("keeps a failure failed", () => {
    expect(edocStateAt(row({ status: "FAILED", failReason: "x" }), at(200), RECEIVE_MS).status).toBe("FAILED");
  });
});
