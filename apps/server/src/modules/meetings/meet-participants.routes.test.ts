import { todayInSeoul } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { addConsentOwners, consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { meetEvoteSends, meetParticipantHistories, meetParticipants } from "./meetings.table";
import { insertMeet, MEET_PASSWORD, type MeetFixture, setVoter as setVoterRow } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let admin: Session;
let owners: number[];
let spare: number[];

beforeAll(async () => {
  const people = [
    { name: "홍길동", birth: "19600101" },
    { name: "김영희", birth: "19700202", agent: { name: "김대리", birth: "19900303" } },
    { name: "이철수", birth: "19800303" },
    { name: "박영수", birth: "19900404" },
  ];
  ({ t, member, supervisor: admin, owners } = await openConsoleApp(people, 9100));
  spare = await addConsentOwners(t.handle.db, UNION_1, [{ name: "최추가", birth: "19550505" }], 9200);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, session: Session = admin) =>
  consoleCall(t, { method, url, payload, session });

const meeting = (opts: MeetFixture = { unionSeq: UNION_1 }) =>
  insertMeet(t.handle.db, { unionRegisterSeqs: owners, ...opts });

const setVoter = (seq: number, values: Parameters<typeof setVoterRow>[2]) => setVoterRow(t.handle.db, seq, values);

describe("GET /v1/meets/{meetSeq}/participants", () => {
  it("pages voters in register-number order with 전체 and 조회 목록 counts, never choices", async () => {
    const { meetSeq } = await meeting();
    const res = await call("GET", `/v1/meets/${meetSeq}/participants?pageSize=2`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(4);
    expect(body.pagination.totalElements).toBe(4);
    expect(body.data.map((p: { name: { name: string } }) => p.name.name)).toEqual(["홍길동", "김영희"]);
    expect(body.data[0].unionRegisterNo).toBe("9100");
    expect(Object.keys(body.data[0])).not.toContain("choices");
  });

  it("answers the same pages from either end of the list, with or without a filter, and nothing past the end", async () => {
    const { meetSeq, seqOf } = await meeting();
    await setVoter(seqOf("이철수"), { deletedAt: new Date() });
    await setVoter(seqOf("홍길동"), { tendency: "POSITIVE" });
    await setVoter(seqOf("박영수"), { tendency: "POSITIVE" });
    const names = async (query: string) => {
      const res = await call("GET", `/v1/meets/${meetSeq}/participants?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { names: body.data.map((p: { name: { name: string } }) => p.name.name), total: body.totalCount };
    };
    const all = ["홍길동", "김영희", "박영수"];
    for (const size of [1, 2, 3]) {
      const pages = [];
      for (let page = 0; page * size < all.length; page++)
        pages.push(...(await names(`page=${page}&pageSize=${size}`)).names);
      expect(pages, `pageSize ${size}`).toEqual(all);
    }
    expect(await names("page=1&pageSize=1&tendency=POSITIVE")).toEqual({ names: ["박영수"], total: 3 });
    expect(await names("page=0&pageSize=1&tendency=POSITIVE")).toEqual({ names: ["홍길동"], total: 3 });
    expect(await names("page=3&pageSize=1")).toEqual({ names: [], total: 3 });
    expect(await names("page=2&pageSize=1&tendency=POSITIVE")).toEqual({ names: [], total: 3 });
  });

  it("filters by 연번, name, phone, status, resent flag, tendency, attend-expected and written type", async () => {
    const { meetSeq, seqOf } = await meeting();
    await setVoter(seqOf("김영희"), {
      phoneNo: "01055556666",
      evoteProgressStatus: "OPENED",
      isResent: true,
      tendency: "POSITIVE",
      attendExpectedType: "EXPECTED",
      writtenSubmissionType: "DIRECT",
      writtenSubmissionStatus: "MYSELF",
      writtenSubmissionAt: new Date(),
    });
    const names = async (query: string) => {
      const res = await call("GET", `/v1/meets/${meetSeq}/participants?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().totalCount).toBe(4);
      return res.json().data.map((p: { name: { name: string } }) => p.name.name);
    };
    expect(await names("unionRegisterNo=9102")).toEqual(["이철수"]);
    expect(await names(`name=${encodeURIComponent("영희")}`)).toEqual(["김영희"]);
    expect(await names("phoneNo=5555")).toEqual(["김영희"]);
    expect(await names("electronicStatus=OPENED")).toEqual(["김영희"]);
    expect(await names("isResent=true")).toEqual(["김영희"]);
    expect(await names("isResent=false")).toHaveLength(3);
    expect(await names("tendency=POSITIVE")).toEqual(["김영희"]);
    expect(await names("attendExpectedType=EXPECTED")).toEqual(["김영희"]);
    expect(await names("writtenSubmissionType=DIRECT")).toEqual(["김영희"]);
    expect(await names("writtenSubmissionType=NONE")).toHaveLength(3);
    // The dates filtered are Seoul's (from 15:00 UTC Seoul is a day ahead).
    const today = todayInSeoul();
    expect(await names(`dateType=WRITTEN_SUBMISSION&fromDate=2000-01-01&toDate=${today}`)).toEqual(["김영희"]);
    const bad = await call("GET", `/v1/meets/${meetSeq}/participants?unionRegisterNo=1--2`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("연번은 숫자와 '-'로 11자까지 입력할 수 있습니다.");
  });

  it("answers 404 for another union's meeting and 403 without menu M1004", async () => {
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 1 });
    expect((await call("GET", `/v1/meets/${other.meet.meetSeq}/participants`)).statusCode).toBe(404);
    const { meetSeq } = await meeting();
    const res = await withoutMenu(t, member, UNION_1, "M1004", () =>
      call("GET", `/v1/meets/${meetSeq}/participants`, undefined, member),
    );
    expect(res.statusCode).toBe(403);
    // The office group reads M1004 but may not change voters.
    const write = await call("POST", `/v1/meets/${meetSeq}/participants`, { unionRegisterSeqs: spare }, member);
    expect(write.statusCode).toBe(403);
  });

  it("downloads the filtered list as xlsx", async () => {
    const { meetSeq } = await meeting();
    const res = await call("GET", `/v1/meets/${meetSeq}/participants/excel`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(decodeURIComponent(String(res.headers["content-disposition"]))).toContain("선거인 목록");
  });
});

describe("count cards", () => {
  it("counts e-vote delivery, written submissions, attend-expected types and tendencies", async () => {
    const { meetSeq, seqOf } = await meeting();
    await setVoter(seqOf("홍길동"), { evoteProgressStatus: "VOTED", sentAt: new Date(), receivedAt: new Date() });
    await setVoter(seqOf("김영희"), { evoteProgressStatus: "WAIT", attendExpectedType: "REFUSAL" });
    await setVoter(seqOf("이철수"), {
      evoteProgressStatus: "FAILED",
      writtenSubmissionType: "REGISTERED",
      writtenSubmissionStatus: "AGENT",
      tendency: "NEGATIVE",
    });
    const get = async (path: string) => {
      const res = await call("GET", `/v1/meets/${meetSeq}/${path}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await get("electronic-vote/send-status-count")).toEqual({
      received: 1,
      sendWait: 1,
      sendFail: 1,
      sendDone: 1,
      unSent: 1,
      opened: 1,
      unOpened: 0,
      voted: 1,
      unVoted: 3,
    });
    expect(await get("onsite-vote/written-submission-count")).toMatchObject({
      direct: 0,
      registered: 1,
      agent: 1,
      refusal: 1,
      none: 3,
      unconfirmed: 3,
      total: 4,
    });
    expect(await get("onsite-vote/attend-expected-count")).toEqual({
      total: 4,
      expected: 0,
      refusal: 1,
      undefined: 0,
      none: 3,
    });
    expect(await get("electronic-vote/tendency-count")).toEqual({
      positive: 0,
      neutral: 0,
      negative: 1,
      undetermined: 0,
      nothing: 3,
    });
  });
});

describe("POST /v1/meets/{meetSeq}/participants (선거인 추가)", () => {
  it("adds the union's owners with an ADD history, only BEFORE or PROCESS", async () => {
    const { meetSeq } = await meeting();
    const candidates = await call("GET", `/v1/meets/${meetSeq}/participants/candidates?pageSize=1000`);
    const seqs = candidates.json().data.map((c: { unionRegisterSeq: number }) => c.unionRegisterSeq);
    expect(seqs).toContain(spare[0]);
    expect(seqs).not.toContain(owners[0]);
    const res = await call("POST", `/v1/meets/${meetSeq}/participants`, { unionRegisterSeqs: spare });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.addedCount).toBe(1);
    const list = await call("GET", `/v1/meets/${meetSeq}/participants`);
    expect(list.json().totalCount).toBe(5);
    const again = await call("POST", `/v1/meets/${meetSeq}/participants`, { unionRegisterSeqs: spare });
    expect(again.json().message).toBe("이미 선거인으로 등록된 조합원입니다.");
    const histories = await call("GET", `/v1/meets/${meetSeq}/participant-histories?actionType=ADD`);
    expect(histories.json().data[0]).toMatchObject({ actionType: "ADD", participant: { name: { name: "최추가" } } });
  });

  it("refuses none selected, another union's owner and a meeting in COUNTING", async () => {
    const { meetSeq } = await meeting();
    const none = await call("POST", `/v1/meets/${meetSeq}/participants`, { unionRegisterSeqs: [] });
    expect(none.json().message).toBe("선택된 조합원이 없습니다.");
    const [foreign] = await addConsentOwners(t.handle.db, UNION_2, [{ name: "남의조합", birth: "19600101" }], 9300);
    const wrong = await call("POST", `/v1/meets/${meetSeq}/participants`, { unionRegisterSeqs: [foreign] });
    expect(wrong.json().message).toBe("조합원이 아니거나 소유자 정보가 없습니다.");
    const counting = await meeting({ unionSeq: UNION_1, status: "COUNTING", unionRegisterSeqs: owners.slice(0, 1) });
    const closed = await call("POST", `/v1/meets/${counting.meetSeq}/participants`, { unionRegisterSeqs: spare });
    expect(closed.statusCode).toBe(400);
  });
});

const editBody = {
  name: { name: "홍길동", nameClass: "" },
  ownerType: "PERSON",
  companyNo: "",
  birth: "19600101",
  gender: "M",
  phoneNo: "01012345678",
  agent: null,
};

describe("PUT /v1/meets/{meetSeq}/participants/{id} (선거인 수정)", () => {
  it("saves in PROCESS with an EDIT history keeping the voter before, and offers the resend after an identity change", async () => {
    const { meetSeq, seqOf } = await meeting({ unionSeq: UNION_1, method: "ELECTRONIC" });
    const seq = seqOf("홍길동");
    const res = await call("PUT", `/v1/meets/${meetSeq}/participants/${seq}`, editBody);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.isResendOffered).toBe(true);
    expect(res.json().data.participant.phoneNo).toBe("01012345678");
    const same = await call("PUT", `/v1/meets/${meetSeq}/participants/${seq}`, editBody);
    expect(same.json().data.isResendOffered).toBe(false);
    const [history] = await t.handle.db
      .select()
      .from(meetParticipantHistories)
      .where(eq(meetParticipantHistories.meetParticipantSeq, seq))
      .orderBy(meetParticipantHistories.meetParticipantHistorySeq);
    expect(history).toMatchObject({ actionType: "EDIT", previousParticipant: { phoneNo: "" } });
    const detail = await call(
      "GET",
      `/v1/meets/${meetSeq}/participant-histories/${history!.meetParticipantHistorySeq}`,
    );
    expect(detail.json().data.participant.phoneNo).toBe("01012345678");
  });

  it("removes what the owner type has no use for", async () => {
    const { meetSeq, seqOf } = await meeting({ unionSeq: UNION_1, method: "ONSITE" });
    const res = await call("PUT", `/v1/meets/${meetSeq}/participants/${seqOf("김영희")}`, {
      ...editBody,
      ownerType: "COMPANY",
      companyNo: "1234567890",
    });
    expect(res.json().data.participant).toMatchObject({ birth: "", gender: "NONE", companyNo: "123-45-67890" });
    expect(res.json().data.isResendOffered).toBe(false);
  });

  it("refuses every broken rule with the spec's message", async () => {
    const { meetSeq, seqOf } = await meeting();
    const url = `/v1/meets/${meetSeq}/participants/${seqOf("이철수")}`;
    const cases: [object, string][] = [
      [{ birth: "1960" }, "생년월일을 확인해 주세요"],
      [{ phoneNo: "" }, "전화번호를 입력하세요"],
      [{ ownerType: "COMPANY", companyNo: "12345" }, "사업자등록번호를 확인해 주세요"],
      [
        { agent: { name: "대리", nameClass: "", birth: "", gender: "M", phoneNo: "01011112222" } },
        "대리인 정보를 모두 입력해주세요",
      ],
    ];
    for (const [change, message] of cases) {
      const res = await call("PUT", url, { ...editBody, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("refuses outside PROCESS and while an electronic voter's link is WAIT with 수정이 불가능한 상태입니다", async () => {
    const before = await meeting({ unionSeq: UNION_1, status: "BEFORE" });
    const a = await call("PUT", `/v1/meets/${before.meetSeq}/participants/${before.seqOf("홍길동")}`, editBody);
    expect(a.json().message).toBe("수정이 불가능한 상태입니다");
    const { meetSeq, seqOf } = await meeting();
    await setVoter(seqOf("홍길동"), { evoteProgressStatus: "WAIT" });
    const b = await call("PUT", `/v1/meets/${meetSeq}/participants/${seqOf("홍길동")}`, editBody);
    expect(b.json().message).toBe("수정이 불가능한 상태입니다");
  });
});

describe("DELETE /v1/meets/{meetSeq}/participants/{id} (선거인 삭제)", () => {
  it("checks the meeting password and reason, soft-deletes with a DELETE history and cancels open links", async () => {
    const { meetSeq, seqOf } = await meeting();
    const seq = seqOf("박영수");
    await t.handle.db.insert(meetEvoteSends).values({
      meetSeq,
      meetParticipantSeq: seq,
      kind: "SEND",
      status: "SENT",
      phoneNo: "010",
      linkToken: `tok-${seq}`,
    });
    const wrong = await call("DELETE", `/v1/meets/${meetSeq}/participants/${seq}`, {
      meetPassword: "wrong-pass",
      deleteReason: "사망",
    });
    expect(wrong.json().message).toBe("입력한 비밀번호가 일치하지 않습니다.");
    const short = await call("DELETE", `/v1/meets/${meetSeq}/participants/${seq}`, {
      meetPassword: "12",
      deleteReason: "x",
    });
    expect(short.json().message).toBe("비밀번호는 4자이상 입력하세요");
    const noReason = await call("DELETE", `/v1/meets/${meetSeq}/participants/${seq}`, {
      meetPassword: MEET_PASSWORD,
      deleteReason: " ",
    });
    expect(noReason.json().message).toBe("삭제 사유를 입력해 주세요");
    const res = await call("DELETE", `/v1/meets/${meetSeq}/participants/${seq}`, {
      meetPassword: MEET_PASSWORD,
      deleteReason: "사망",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call("GET", `/v1/meets/${meetSeq}/participants/${seq}`)).statusCode).toBe(404);
    expect((await call("GET", `/v1/meets/${meetSeq}/participants`)).json().totalCount).toBe(3);
    const [row] = await t.handle.db.select().from(meetParticipants).where(eq(meetParticipants.meetParticipantSeq, seq));
    expect(row).toMatchObject({ deleteReason: "사망" });
    expect(row!.deletedAt).not.toBeNull();
    const [send] = await t.handle.db.select().from(meetEvoteSends).where(eq(meetEvoteSends.meetParticipantSeq, seq));
    expect(send!.status).toBe("CANCELLED");
    const histories = await call("GET", `/v1/meets/${meetSeq}/participant-histories?actionType=DELETE`);
    expect(histories.json().data[0]).toMatchObject({ actionType: "DELETE", reason: "사망" });
  });

  it("deletes only in PROCESS", async () => {
    const { meetSeq, seqOf } = await meeting({ unionSeq: UNION_1, status: "BEFORE" });
    const res = await call("DELETE", `/v1/meets/${meetSeq}/participants/${seqOf("홍길동")}`, {
      meetPassword: MEET_PASSWORD,
      deleteReason: "사유",
    });
    expect(res.json().message).toBe("진행중인 총회에서만 선거인을 삭제할 수 있습니다.");
  });
});

describe("GET /v1/meets/{meetSeq}/participant-histories", () => {
  it("searches by name, modifiedBy and action type, and 404s another union's meeting", async () => {
    const { meetSeq, seqOf } = await meeting();
    await call("PUT", `/v1/meets/${meetSeq}/participants/${seqOf("이철수")}`, {
      ...editBody,
      name: { name: "이철수", nameClass: "" },
    });
    const res = await call("GET", `/v1/meets/${meetSeq}/participant-histories?name=${encodeURIComponent("철수")}`);
    expect(res.json().data).toHaveLength(1);
    const none = await call("GET", `/v1/meets/${meetSeq}/participant-histories?actionType=DELETE`);
    expect(none.json().pagination.totalElements).toBe(0);
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 1 });
    expect((await call("GET", `/v1/meets/${other.meet.meetSeq}/participant-histories`)).statusCode).toBe(404);
  });
});

describe("GET .../participants/{id}/electronic-vote-histories", () => {
  it("lists the voter's deliveries newest first", async () => {
    const { meetSeq, seqOf } = await meeting();
    const seq = seqOf("홍길동");
    const old = new Date(Date.now() - 3600_000);
    await t.handle.db.insert(meetEvoteSends).values([
      {
        meetSeq,
        meetParticipantSeq: seq,
        kind: "SEND",
        status: "CANCELLED",
        phoneNo: "010",
        linkToken: `a-${seq}`,
        requestedAt: old,
      },
      { meetSeq, meetParticipantSeq: seq, kind: "RESEND", status: "SENT", phoneNo: "010", linkToken: `b-${seq}` },
    ]);
    const res = await call("GET", `/v1/meets/${meetSeq}/participants/${seq}/electronic-vote-histories`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((h: { kind: string }) => h.kind)).toEqual(["RESEND", "SEND"]);
  });
});
