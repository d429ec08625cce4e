import type { MeetDetail } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { areTimesEditable, editBodyOf, editValuesOf, isMeetEditable } from "./meet-edit-values";

const meet = {
  meetSeq: 1,
  name: "2026년 정기총회",
  moverName: "김조합",
  meetStatus: "BEFORE",
  electronicVote: {
    signatureType: "ELECTRONIC",
    senderName: "조합",
    contactNo: "0212345678",
    description: "안내",
    voteStartAt: "2026-12-01T00:00:00.000Z",
    voteEndAt: "2026-12-03T09:00:00.000Z",
  },
  onsiteVote: null,
  voteAdditional: { isVoteAdditionalInputEnabled: false, voteAdditionalTitle: "", voteAdditionalContent: "" },
} as unknown as MeetDetail;

describe("정보 수정 values", () => {
  it("edits BEFORE and PROCESS only, and the times only BEFORE", () => {
    expect(isMeetEditable({ meetStatus: "PROCESS" })).toBe(true);
    expect(isMeetEditable({ meetStatus: "COUNTING" })).toBe(false);
    expect(areTimesEditable({ meetStatus: "BEFORE" })).toBe(true);
    expect(areTimesEditable({ meetStatus: "PROCESS" })).toBe(false);
  });

  it("sends the times back as the same instants while BEFORE", () => {
    const values = editValuesOf(meet);
    expect(values.onsiteVote).toBeUndefined();
    const body = editBodyOf(values as never, meet);
    expect(body.electronicVote?.voteStartAt).toBe(meet.electronicVote!.voteStartAt);
    expect(body.electronicVote?.voteEndAt).toBe(meet.electronicVote!.voteEndAt);
  });

  it("leaves the times out once PROCESS", () => {
    const started = { ...meet, meetStatus: "PROCESS" } as MeetDetail;
    const body = editBodyOf(editValuesOf(started) as never, started);
    expect(body.electronicVote).toEqual({ senderName: "조합", contactNo: "0212345678", description: "안내" });
  });
});
