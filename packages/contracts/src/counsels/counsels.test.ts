import { describe, expect, it } from "vitest";
import { commonCodeItems } from "../common/common-codes";
import {
  COUNSEL_ATTEND_TYPES,
  COUNSEL_METHODS,
  COUNSEL_TENDENCIES,
  COUNSEL_TOPICS,
  COUNSEL_VOTING_WRITTEN_TYPES,
  COUNSEL_MESSAGES as M,
} from "./counsels.constants";
import { CounselRegistersQuerySchema, CreateCounselBodySchema, ListCounselsQuerySchema } from "./counsels.requests";
import { seoulInstantOf, seoulLocalOf, seoulMinuteNow } from "./counsels.rules";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const valid = {
  unionRegisterSeq: 1,
  method: "VISIT",
  counselAt: "2026-01-05T10:30",
  topics: ["SALES"],
  tendency: "UNDETERMINED",
  votingWrittenType: "NOT_APPLICABLE",
  meetAttendType: "NOT_APPLICABLE",
  memo: "분양 신청 일정 문의",
};

describe("counsel codes", () => {
  it("are the codes of their common code groups", () => {
    const codes = (group: string) => commonCodeItems(group).map((item) => item.code);
    expect(codes("COUNSEL_METHOD_TYPE")).toEqual([...COUNSEL_METHODS]);
    expect(codes("COUNSEL_TOPIC_TYPE")).toEqual([...COUNSEL_TOPICS]);
    expect(codes("TENDENCY_TYPE")).toEqual([...COUNSEL_TENDENCIES]);
    expect(codes("VOTING_WRITTEN_TYPE")).toEqual([...COUNSEL_VOTING_WRITTEN_TYPES]);
    expect(codes("ATTEND_TYPE")).toEqual([...COUNSEL_ATTEND_TYPES]);
  });
});

describe("counsel form rules (spec 02 §5)", () => {
  it("accepts a past local time, sends serviceType OMS and keeps topics once, in code order", () => {
    const parsed = CreateCounselBodySchema.parse({ ...valid, topics: ["TAX", "SALES", "TAX"] });
    expect(parsed).toMatchObject({ serviceType: "OMS", topics: ["SALES", "TAX"] });
  });

  it.each([
    [{ method: undefined }, M.methodRequired],
    [{ method: "" }, M.methodRequired],
    [{ counselAt: "" }, M.counselAtRequired],
    [{ counselAt: undefined }, M.counselAtRequired],
    [{ counselAt: "2026-02-30T10:00" }, M.counselAtInvalid],
    [{ counselAt: "1899-12-31T10:00" }, M.counselAtInvalid],
    [{ counselAt: "2099-01-01T10:00" }, M.counselAtFuture],
    [{ topics: [] }, M.topicsRequired],
    [{ topics: undefined }, M.topicsRequired],
    [{ tendency: undefined }, M.tendencyRequired],
    [{ votingWrittenType: "X" }, M.votingWrittenTypeRequired],
    [{ meetAttendType: undefined }, M.meetAttendTypeRequired],
    [{ memo: "  " }, M.memoRequired],
    [{ memo: "가".repeat(2001) }, M.memoMax],
    [{ serviceType: "APP" }, M.serviceType],
  ])("refuses %o with its message", (overrides, message) => {
    expect(firstMessage(CreateCounselBodySchema.safeParse({ ...valid, ...overrides }))).toBe(message);
  });

  it("reads counselAt as Asia/Seoul time", () => {
    expect(seoulInstantOf("2026-01-05T10:30")?.toISOString()).toBe("2026-01-05T01:30:00.000Z");
    expect(seoulInstantOf("2026-01-05T00:10:05")?.toISOString()).toBe("2026-01-04T15:10:05.000Z");
    expect(seoulLocalOf(new Date("2026-01-04T15:10:05Z"))).toBe("2026-01-05T00:10:05");
    expect(seoulMinuteNow(new Date("2026-12-31T15:00:00Z"))).toBe("2027-01-01T00:00");
  });
});

describe("counsel filters (spec 02 §5)", () => {
  it.each([
    [{ unionRegisterNo: "12--3" }, M.unionRegisterNoFilter],
    [{ unionRegisterNo: "123456789012" }, M.unionRegisterNoFilter],
    [{ unionRegisterNo: "12a" }, M.unionRegisterNoFilter],
    [{ unionRegisterName: "가".repeat(31) }, M.nameFilter],
    [{ searchFrom: "2026-11" }, M.periodIncomplete],
    [{ searchTo: "2026-02-30" }, M.periodIncomplete],
    [{ searchFrom: "1899-12-31" }, M.periodYear],
    [{ searchTo: "2101-01-01" }, M.periodYear],
    [{ searchFrom: "2026-11-02", searchTo: "2026-11-01" }, M.periodOrder],
  ])("the list refuses %o", (query, message) => {
    expect(firstMessage(ListCounselsQuerySchema.safeParse(query))).toBe(message);
  });

  it("the picker takes a number with a sub number and a name", () => {
    expect(CounselRegistersQuerySchema.parse({ unionRegisterNo: "12-3", name: " 김 " })).toMatchObject({
      unionRegisterNo: "12-3",
      name: "김",
      page: 0,
      pageSize: 10,
    });
    expect(firstMessage(CounselRegistersQuerySchema.safeParse({ name: "가".repeat(31) }))).toBe(M.nameFilter);
  });
});
