import { ONLINE_MEETING_MESSAGES as M } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import {
  applyBlock,
  cancelBlock,
  createBlock,
  endBlock,
  isLiveViewer,
  isRefundedOnCancel,
  metadataBlock,
  type OnlineFacts,
  panelStatus,
  speechActionBlock,
  speechConsoleAction,
  speechIsAble,
  speechNext,
  streamingBlock,
  unsubmittedCountsAs,
  voteCloseBlock,
  voteStartBlock,
} from "./online-meetings.rules";

const now = new Date("2026-11-27T05:00:00Z");
const meet = {
  meetStatus: "PROCESS" as const,
  meetMethod: "ONSITE" as const,
  meetAt: new Date("2026-11-27T04:00:00Z"),
};
const live: OnlineFacts = {
  serviceStatus: "CREATED",
  streamingStatus: "BROADCASTING",
  voteStatus: "PENDING",
  voteStartedAt: null,
  hasStream: true,
  endAt: null,
};

describe("application (spec 03 §4 Online meeting service)", () => {
  it("shows a cancelled or missing application as PENDING", () => {
    expect(panelStatus(null)).toBe("PENDING");
    expect(panelStatus({ serviceStatus: "CANCELED" })).toBe("PENDING");
    expect(panelStatus({ serviceStatus: "CONFIRMED" })).toBe("CONFIRMED");
  });
  it("applies only while the meeting is not COMPLETE, for onsite and mixed meetings, once", () => {
    expect(applyBlock(meet, "PENDING")).toBeNull();
    expect(applyBlock({ ...meet, meetStatus: "BEFORE" }, "PENDING")).toBeNull();
    expect(applyBlock({ ...meet, meetStatus: "COMPLETE" }, "PENDING")).toBe(M.meetComplete);
    expect(applyBlock({ ...meet, meetMethod: "ELECTRONIC" }, "PENDING")).toBe(M.meetMethod);
    expect(applyBlock(meet, "APPLYING")).toBe(M.alreadyApplied);
  });
  it("cancels while APPLYING (refunded) or CONFIRMED (not refunded), never once CREATED", () => {
    expect(cancelBlock("APPLYING")).toBeNull();
    expect(cancelBlock("CONFIRMED")).toBeNull();
    expect(cancelBlock("CREATED")).toBe(M.notCancelable);
    expect(cancelBlock("PENDING")).toBe(M.notFound);
    expect(isRefundedOnCancel("APPLYING")).toBe(true);
    expect(isRefundedOnCancel("CONFIRMED")).toBe(false);
  });
  it("creates only a CONFIRMED application of an open meeting", () => {
    expect(createBlock(meet, "CONFIRMED")).toBeNull();
    expect(createBlock(meet, "APPLYING")).toBe(M.notConfirmed);
    expect(createBlock({ ...meet, meetStatus: "COMPLETE" }, "CONFIRMED")).toBe(M.meetClosed);
  });
});

describe("streaming (spec 03 §4 Streaming)", () => {
  it("generates stream info once, while CREATED", () => {
    expect(metadataBlock({ ...live, hasStream: false, streamingStatus: null })).toBeNull();
    expect(metadataBlock(live)).toBe(M.metaExists);
    expect(metadataBlock({ ...live, serviceStatus: "CONFIRMED", hasStream: false })).toBe(M.notCreated);
  });
  it("toggles BROADCASTING and STOPPED after the stream info, the end refused while VOTING", () => {
    const fresh = { ...live, streamingStatus: null };
    expect(streamingBlock({ ...fresh, hasStream: false }, meet, "BROADCASTING")).toBe(M.metaMissing);
    expect(streamingBlock(fresh, meet, "BROADCASTING")).toBeNull();
    expect(streamingBlock(live, meet, "BROADCASTING")).toBe(M.streamingSame);
    expect(streamingBlock(live, meet, "STOPPED")).toBeNull();
    expect(streamingBlock({ ...live, voteStatus: "VOTING" }, meet, "STOPPED")).toBe(M.endWhileVoting);
    expect(streamingBlock({ ...live, streamingStatus: "STOPPED" }, meet, "BROADCASTING")).toBeNull();
    expect(
      streamingBlock({ ...live, streamingStatus: "STOPPED" }, { ...meet, meetStatus: "COMPLETE" }, "BROADCASTING"),
    ).toBe(M.meetClosed);
    expect(endBlock({ ...live, voteStatus: "VOTING" })).toBe(M.endWhileVoting);
    expect(endBlock(live)).toBeNull();
  });
});

describe("online vote (spec 03 §4 Online vote)", () => {
  it("starts only while broadcasting, after the meeting time, in a meeting neither BEFORE nor COMPLETE", () => {
    expect(voteStartBlock(live, meet, now)).toBeNull();
    expect(voteStartBlock({ ...live, streamingStatus: "STOPPED" }, meet, now)).toBe(M.voteNotBroadcasting);
    expect(voteStartBlock(live, { ...meet, meetAt: new Date("2026-11-27T06:00:00Z") }, now)).toBe(M.voteBeforeMeetTime);
    expect(voteStartBlock(live, { ...meet, meetStatus: "BEFORE" }, now)).toBe(M.voteMeetStatus);
    expect(voteStartBlock(live, { ...meet, meetStatus: "COMPLETE" }, now)).toBe(M.voteMeetStatus);
    expect(voteStartBlock(live, { ...meet, meetStatus: "COUNTING" }, now)).toBeNull();
  });
  it("is irreversible: no second start once started, even after the close", () => {
    expect(voteStartBlock({ ...live, voteStatus: "VOTING", voteStartedAt: now }, meet, now)).toBe(M.voteAlreadyStarted);
    expect(voteStartBlock({ ...live, voteStatus: "PENDING", voteStartedAt: now }, meet, now)).toBe(
      M.voteAlreadyStarted,
    );
  });
  it("closes only while VOTING; the unsubmitted count as 기권 or 무효 by agenda form", () => {
    expect(voteCloseBlock(live)).toBe(M.voteNotVoting);
    expect(voteCloseBlock({ ...live, voteStatus: "VOTING" })).toBeNull();
    expect(unsubmittedCountsAs("AGAINST")).toBe("ABSTAIN");
    expect(unsubmittedCountsAs("SELECT")).toBe("INVALID");
  });
});

describe("speeches (spec 03 §4 Speech)", () => {
  it("moves REQUESTED → PENDING → SPEAKING → COMPLETED, PENDING → CANCELED, REQUESTED → CANCELED by the viewer", () => {
    expect(speechNext("REQUESTED", "APPROVED")).toBe("PENDING");
    expect(speechNext("PENDING", "CONNECTED")).toBe("SPEAKING");
    expect(speechNext("SPEAKING", "DISCONNECTED")).toBe("COMPLETED");
    expect(speechNext("PENDING", "CONNECTION_CANCEL")).toBe("CANCELED");
    expect(speechNext("REQUESTED", "WITHDRAWN")).toBe("CANCELED");
    expect(speechNext("COMPLETED", "APPROVED")).toBeNull();
    expect(speechNext("SPEAKING", "CONNECTION_CANCEL")).toBeNull();
  });
  it("enables 발언승인 only while no request is PENDING or SPEAKING", () => {
    expect(speechIsAble("REQUESTED", false)).toBe(true);
    expect(speechIsAble("REQUESTED", true)).toBe(false);
    expect(speechIsAble("SPEAKING", true)).toBe(true);
    expect(speechIsAble("PENDING", true)).toBe(true);
    expect(speechIsAble("COMPLETED", false)).toBe(false);
    expect(speechActionBlock("REQUESTED", "APPROVED", true)).toBe(M.speechNotAllowed);
    expect(speechActionBlock("REQUESTED", "APPROVED", false)).toBeNull();
    expect(speechActionBlock("SPEAKING", "DISCONNECTED", false)).toBeNull();
  });
  it("offers one console action per open status", () => {
    expect(speechConsoleAction("REQUESTED")).toBe("APPROVED");
    expect(speechConsoleAction("SPEAKING")).toBe("DISCONNECTED");
    expect(speechConsoleAction("PENDING")).toBe("CONNECTION_CANCEL");
    expect(speechConsoleAction("CANCELED")).toBeNull();
  });
});

describe("live viewers", () => {
  it("counts an attending viewer seen within 90 s", () => {
    expect(isLiveViewer({ attendanceStatus: "ATTEND", lastSeenAt: new Date(now.getTime() - 60_000) }, now)).toBe(true);
    expect(isLiveViewer({ attendanceStatus: "ATTEND", lastSeenAt: new Date(now.getTime() - 120_000) }, now)).toBe(
      false,
    );
    expect(isLiveViewer({ attendanceStatus: "LEAVE", lastSeenAt: now }, now)).toBe(false);
  });
});
