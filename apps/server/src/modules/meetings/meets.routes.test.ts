import { MEET_MESSAGES, MEET_OPEN_MESSAGES, todayInSeoul } from "@johap/contracts";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { consoleCall, HOUR, openConsoleApp } from "../consents/consents-test-support";
import { files } from "../files/files.table";
import { meetAgendas, meetBallots, meetElectronicVotes, meetOnsiteVotes, meets } from "./meetings.table";
import { insertMeet, MEET_PASSWORD, type MeetFixture, setVoter, THREE_OWNERS } from "./meetings-test-support";
import { MEETS_EXPORT_SHEET_NAME } from "./meets-excel";

let t: TestApp;
let member: Session;
/** The demo member holds M1004 to read only; changes are the supervisor's (or a 관리 grant's). */
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  ({ t, member, supervisor, owners } = await openConsoleApp(THREE_OWNERS, 9400));
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH";
const call = (method: Method, url: string, payload?: object, session = method === "PATCH" ? supervisor : member) =>
  consoleCall(t, { method, url, payload, session });

const meeting = (over: Partial<MeetFixture> = {}) =>
  insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, ...over });

const setMeet = (meetSeq: number, values: Partial<typeof meets.$inferInsert>) =>
  t.handle.db.update(meets).set(values).where(eq(meets.meetSeq, meetSeq));

describe("GET /v1/meets", () => {
  it("lists the union's meetings newest first, numbered down, with agenda and voter counts (virtual ones too)", async () => {
    const tag = `목록-${Date.now()}`;
    const first = await meeting({ name: `${tag} 정기총회`, method: "ELECTRONIC" });
    const second = await meeting({ name: `${tag} 임시총회`, isMock: true });
    await setMeet(second.meetSeq, { virtualParticipantCount: 7 });
    await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 1, name: `${tag} 남의 총회` });
    const res = await call("GET", `/v1/meets?meetName=${encodeURIComponent(tag)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pagination.totalElements).toBe(2);
    expect(body.data.map((m: { meetSeq: number }) => m.meetSeq)).toEqual([second.meetSeq, first.meetSeq]);
    expect(body.data.map((m: { no: number }) => m.no)).toEqual([2, 1]);
    expect(body.data[0]).toMatchObject({ isMock: true, participantCount: 10, agendaCount: 2, meetStatus: "PROCESS" });
    expect(body.data[1]).toMatchObject({ meetMethod: "ELECTRONIC", participantCount: 3, moverName: "홍길동" });
    expect(Object.keys(body.data[0])).not.toContain("passwordHash");
  });

  it("pages 10 at a time by default", async () => {
    const tag = `페이지-${Date.now()}`;
    for (let i = 0; i < 11; i++) await meeting({ name: `${tag} ${i}`, unionRegisterSeqs: [] });
    const page0 = (await call("GET", `/v1/meets?meetName=${encodeURIComponent(tag)}`)).json();
    expect(page0.data).toHaveLength(10);
    expect(page0.pagination.totalElements).toBe(11);
    expect(page0.data[0].name).toBe(`${tag} 10`);
    const page1 = (await call("GET", `/v1/meets?meetName=${encodeURIComponent(tag)}&page=1`)).json();
    expect(page1.data.map((m: { name: string; no: number }) => [m.name, m.no])).toEqual([[`${tag} 0`, 1]]);
  });

  it("filters by convener, status, method, open type and meeting type (each left out = 전체)", async () => {
    const tag = `필터-${Date.now()}`;
    const a = await meeting({ name: `${tag} A`, method: "ONSITE", status: "BEFORE", openType: "DELEGATE" });
    const b = await meeting({ name: `${tag} B`, method: "ELECTRONIC", status: "COMPLETE" });
    await setMeet(b.meetSeq, { moverName: "김소집", meetType: "SPECIAL" });
    const seqs = async (query: string) =>
      (await call("GET", `/v1/meets?meetName=${encodeURIComponent(tag)}&${query}`))
        .json()
        .data.map((m: { meetSeq: number }) => m.meetSeq);
    expect(await seqs("")).toEqual([b.meetSeq, a.meetSeq]);
    expect(await seqs(`moverName=${encodeURIComponent("소집")}`)).toEqual([b.meetSeq]);
    expect(await seqs("meetStatus=BEFORE")).toEqual([a.meetSeq]);
    expect(await seqs("meetMethod=ELECTRONIC")).toEqual([b.meetSeq]);
    expect(await seqs("openType=DELEGATE")).toEqual([a.meetSeq]);
    expect(await seqs("meetType=SPECIAL")).toEqual([b.meetSeq]);
    expect(await seqs("meetType=REGULAR&meetMethod=ONSITE")).toEqual([a.meetSeq]);
  });

  it("refuses an unknown code with 400, another union in the query with 403, and a member without M1004", async () => {
    expect((await call("GET", "/v1/meets?meetStatus=DONE")).statusCode).toBe(400);
    expect((await call("GET", "/v1/meets?meetMethod=POST")).statusCode).toBe(400);
    expect((await call("GET", `/v1/meets?unionSeq=${UNION_2}`)).statusCode).toBe(403);
    expect((await call("GET", `/v1/meets?unionSeq=${UNION_1}`)).statusCode).toBe(200);
    const res = await withoutMenu(t, member, UNION_1, "M1004", () => call("GET", "/v1/meets"));
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /v1/meets/excel", () => {
  it("downloads the filtered list as 총회내역_{today}.xlsx, newest first, formulas defused", async () => {
    const tag = `엑셀-${Date.now()}`;
    await meeting({ name: `${tag} 첫째`, method: "ONSITE" });
    await meeting({ name: `=${tag} 둘째` });
    const res = await call("GET", `/v1/meets/excel?meetName=${encodeURIComponent(tag)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain(
      encodeURIComponent(`총회내역_${todayInSeoul().replaceAll("-", "")}.xlsx`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(MEETS_EXPORT_SHEET_NAME)!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(4).value).toBe("총회명");
    expect(sheet.getRow(2).getCell(4).value).toBe(`'=${tag} 둘째`);
    expect(sheet.getRow(3).getCell(6).value).toBe("현장투표");
    expect(sheet.getRow(3).getCell(10).value).toBe(3);
    const none = await call("GET", `/v1/meets/excel?meetName=${encodeURIComponent(tag)}&meetStatus=CANCEL`);
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(none.rawPayload as unknown as ArrayBuffer);
    expect(empty.getWorksheet(MEETS_EXPORT_SHEET_NAME)!.rowCount).toBe(1);
  });

  it("refuses a member without M1004", async () => {
    const res = await withoutMenu(t, member, UNION_1, "M1004", () => call("GET", "/v1/meets/excel"));
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /v1/meets/{meetSeq}", () => {
  it("answers the meeting with both parts, files by name, counts and the ballot link base", async () => {
    const { meetSeq, participants } = await meeting({ isMock: true });
    const [file] = await t.handle.db
      .insert(files)
      .values({
        unionSeq: UNION_1,
        uploadedBy: member.memberSeq,
        divisionCode: "MEET",
        originalName: "소집공고.pdf",
        contentType: "application/pdf",
        size: 10,
        storageKey: `test/${Date.now()}`,
        status: "STORED",
      })
      .returning();
    await setMeet(meetSeq, { noticeFileSeq: file!.fileSeq, virtualParticipantCount: 2 });
    await t.handle.db.insert(meetBallots).values({
      meetSeq,
      meetParticipantSeq: participants[0]!.meetParticipantSeq,
      channel: "ELECTRONIC",
      receiptHash: "x",
    });
    // A written submission of another voter, and one of the e-voter too (a duplicate: voted once in the total).
    for (const p of participants.slice(0, 2)) {
      await setVoter(t.handle.db, p.meetParticipantSeq, {
        writtenSubmissionType: "DIRECT",
        writtenSubmissionStatus: "MYSELF",
        writtenSubmissionAt: new Date(),
      });
    }
    const res = await call("GET", `/v1/meets/${meetSeq}`);
    expect(res.statusCode, res.body).toBe(200);
    const meet = res.json().data;
    expect(meet).toMatchObject({
      meetSeq,
      meetMethod: "ONSITE_ELECTRONIC",
      isMock: true,
      participantCount: 5,
      realParticipantCount: 3,
      virtualParticipantCount: 2,
      agendaCount: 2,
      noticeFile: { fileSeq: file!.fileSeq, originName: "소집공고.pdf" },
      writtenResolutionFile: null,
      electronicVote: { senderName: "정비조합", contactNo: "0212345678", signatureType: "ELECTRONIC" },
      onsiteVote: { roadAddress: "서울특별시 중구 세종대로 110", attendanceRate: 10 },
      voteAdditional: { isVoteAdditionalInputEnabled: false },
      voteCounts: { totalVotedCount: 2, electronicVoteCount: 1, writtenVoteCount: 2, onsiteVoteCount: 0 },
      documentStorageStatus: "STORING",
    });
    expect(meet.ballotUrlBase).toMatch(/\/m\/v\/$/);
    expect(meet.linkCode).toBeTruthy();
    expect(JSON.stringify(meet)).not.toContain("passwordHash");
  });

  it("answers an ELECTRONIC meeting without the on-site part and an ONSITE one without the e-vote", async () => {
    const e = await meeting({ method: "ELECTRONIC" });
    const o = await meeting({ method: "ONSITE" });
    expect((await call("GET", `/v1/meets/${e.meetSeq}`)).json().data.onsiteVote).toBeNull();
    expect((await call("GET", `/v1/meets/${o.meetSeq}`)).json().data.electronicVote).toBeNull();
  });

  it("answers 404 for another union's meeting or none, 400 for a bad number, 403 without M1004", async () => {
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 1 });
    expect((await call("GET", `/v1/meets/${other.meet.meetSeq}`)).statusCode).toBe(404);
    expect((await call("GET", "/v1/meets/999999")).statusCode).toBe(404);
    expect((await call("GET", "/v1/meets/abc")).statusCode).toBe(400);
    const { meetSeq } = await meeting();
    const res = await withoutMenu(t, member, UNION_1, "M1004", () => call("GET", `/v1/meets/${meetSeq}`));
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /v1/meets/{meetSeq}/agendas", () => {
  it("answers agendas in order with candidates by number and attachments", async () => {
    const { meetSeq } = await meeting();
    const res = await call("GET", `/v1/meets/${meetSeq}/agendas`);
    expect(res.statusCode, res.body).toBe(200);
    const agendas = res.json().data;
    expect(agendas.map((a: { order: number; name: string }) => [a.order, a.name])).toEqual([
      [1, "조합 정관 변경의 건"],
      [2, "조합장 선출의 건"],
    ]);
    expect(agendas[0]).toMatchObject({ voteForm: "AGAINST", voteType: "MONO", selectCount: 1, attachFile: null });
    expect(agendas[1].candidates.map((c: { no: number; name: string }) => `${c.no}.${c.name}`)).toEqual([
      "1.김철수",
      "2.이영희",
      "3.박민수",
    ]);
    expect(agendas[1].candidates[0].isPassed).toBeNull();
  });

  it("answers 404 for another union's meeting and 403 without M1004", async () => {
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 1 });
    expect((await call("GET", `/v1/meets/${other.meet.meetSeq}/agendas`)).statusCode).toBe(404);
    const { meetSeq } = await meeting();
    const res = await withoutMenu(t, member, UNION_1, "M1004", () => call("GET", `/v1/meets/${meetSeq}/agendas`));
    expect(res.statusCode).toBe(403);
    const [agenda] = await t.handle.db.select().from(meetAgendas).where(eq(meetAgendas.meetSeq, meetSeq));
    expect(agenda).toBeTruthy();
  });
});

describe("PATCH /v1/meets/{meetSeq} (정보 수정)", () => {
  it("changes names, convener, e-vote contact and description, the place and the additional info while PROCESS", async () => {
    const { meetSeq } = await meeting({ status: "PROCESS" });
    const res = await call("PATCH", `/v1/meets/${meetSeq}`, {
      name: "2026년 임시총회",
      moverName: "김조합",
      electronicVote: { contactNo: "0298765432", description: "새 안내", senderName: "새조합" },
      onsiteVote: { roadAddress: "서울특별시 종로구 1", detailAddress: "2층", contactNo: "021112222" },
      voteAdditional: {
        isVoteAdditionalInputEnabled: true,
        voteAdditionalTitle: "참고",
        voteAdditionalContent: "안내",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: "2026년 임시총회",
      moverName: "김조합",
      electronicVote: { contactNo: "0298765432", description: "새 안내", senderName: "새조합" },
      onsiteVote: { roadAddress: "서울특별시 종로구 1", detailAddress: "2층", contactNo: "021112222" },
      voteAdditional: { isVoteAdditionalInputEnabled: true, voteAdditionalTitle: "참고" },
    });
    const again = (await call("GET", `/v1/meets/${meetSeq}`)).json().data;
    expect(again.name).toBe("2026년 임시총회");
  });

  it("refuses to move times once PROCESS, but takes the same times back unchanged", async () => {
    const { meetSeq } = await meeting({ status: "PROCESS" });
    const [e] = await t.handle.db.select().from(meetElectronicVotes).where(eq(meetElectronicVotes.meetSeq, meetSeq));
    const same = await call("PATCH", `/v1/meets/${meetSeq}`, {
      electronicVote: { voteStartAt: e!.voteStartAt.toISOString(), description: "같은 시간" },
    });
    expect(same.statusCode, same.body).toBe(200);
    const moved = await call("PATCH", `/v1/meets/${meetSeq}`, {
      electronicVote: { voteEndAt: new Date(e!.voteEndAt.getTime() + HOUR).toISOString() },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(MEET_MESSAGES.notEditable);
  });

  it("moves times while BEFORE in the opening's order; the meeting time follows the on-site time", async () => {
    const { meetSeq } = await meeting({ status: "BEFORE" });
    const [o] = await t.handle.db.select().from(meetOnsiteVotes).where(eq(meetOnsiteVotes.meetSeq, meetSeq));
    const now = Date.now();
    const newMeetAt = new Date(o!.meetAt.getTime() + 24 * HOUR).toISOString();
    const ok = await call("PATCH", `/v1/meets/${meetSeq}`, {
      electronicVote: {
        voteStartAt: new Date(now + 2 * HOUR).toISOString(),
        voteEndAt: new Date(now + 50 * HOUR).toISOString(),
      },
      onsiteVote: { meetAt: newMeetAt, submissionStartAt: new Date(now + 3 * HOUR).toISOString() },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.meetAt).toBe(newMeetAt);
    expect(ok.json().data.onsiteVote.meetAt).toBe(newMeetAt);
    const reversed = await call("PATCH", `/v1/meets/${meetSeq}`, {
      electronicVote: { voteEndAt: new Date(now + HOUR).toISOString() },
    });
    expect(reversed.json().message).toBe(MEET_OPEN_MESSAGES.evoteEndBeforeStart);
    const afterMeeting = await call("PATCH", `/v1/meets/${meetSeq}`, {
      electronicVote: { voteEndAt: new Date(now + 200 * HOUR).toISOString() },
    });
    expect(afterMeeting.json().message).toBe(MEET_OPEN_MESSAGES.evoteEndAfterMeetAt);
    const past = await call("PATCH", `/v1/meets/${meetSeq}`, {
      electronicVote: { voteStartAt: new Date(now - HOUR).toISOString() },
    });
    expect(past.json().message).toBe(MEET_OPEN_MESSAGES.evoteStartPast);
    const submission = await call("PATCH", `/v1/meets/${meetSeq}`, {
      onsiteVote: { submissionEndAt: new Date(now + 300 * HOUR).toISOString() },
    });
    expect(submission.json().message).toBe(MEET_OPEN_MESSAGES.meetAtBeforeSubmissionEnd);
  });

  it("refuses every change while COUNTING or COMPLETE with 수정이 불가능한 상태입니다", async () => {
    for (const status of ["COUNTING", "COMPLETE"] as const) {
      const { meetSeq } = await meeting({ status });
      const res = await call("PATCH", `/v1/meets/${meetSeq}`, { name: "바뀐 이름" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MEET_MESSAGES.notEditable);
    }
  });

  it("refuses an empty e-vote contact (문의전화번호를 입력하세요), a part the method lacks and a blank name", async () => {
    const { meetSeq } = await meeting({ method: "ELECTRONIC" });
    const contact = await call("PATCH", `/v1/meets/${meetSeq}`, { electronicVote: { contactNo: "" } });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toBe(MEET_MESSAGES.contactRequired);
    const letters = await call("PATCH", `/v1/meets/${meetSeq}`, { electronicVote: { contactNo: "02-123" } });
    expect(letters.json().message).toBe(MEET_MESSAGES.contactRequired);
    const onsite = await call("PATCH", `/v1/meets/${meetSeq}`, { onsiteVote: { detailAddress: "2층" } });
    expect(onsite.json().message).toBe(MEET_MESSAGES.notEditable);
    const blank = await call("PATCH", `/v1/meets/${meetSeq}`, { name: "   " });
    expect(blank.statusCode).toBe(400);
    const long = await call("PATCH", `/v1/meets/${meetSeq}`, { name: "가".repeat(31) });
    expect(long.statusCode).toBe(400);
    const title = await call("PATCH", `/v1/meets/${meetSeq}`, {
      voteAdditional: { isVoteAdditionalInputEnabled: true, voteAdditionalTitle: "", voteAdditionalContent: "" },
    });
    expect(title.json().message).toBe(MEET_MESSAGES.required);
  });

  it("answers 404 for another union's meeting and 403 to a member who may only read M1004", async () => {
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 1 });
    expect((await call("PATCH", `/v1/meets/${other.meet.meetSeq}`, { name: "남의 총회" })).statusCode).toBe(404);
    const { meetSeq } = await meeting();
    // The demo member holds M1004's read grant only: 정보 수정 needs its 관리 grant.
    const res = await call("PATCH", `/v1/meets/${meetSeq}`, { name: "x" }, member);
    expect(res.statusCode).toBe(403);
  });
});

describe("POST /v1/meets/{meetSeq}/password/verify", () => {
  it("accepts the meeting password (M1004's read grant is enough) and refuses a wrong or empty one with the spec's messages", async () => {
    const { meetSeq } = await meeting();
    const ok = await call("POST", `/v1/meets/${meetSeq}/password/verify`, { password: MEET_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ verified: true });
    const wrong = await call("POST", `/v1/meets/${meetSeq}/password/verify`, { password: "nope" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("입력한 비밀번호가 일치하지 않습니다.");
    const empty = await call("POST", `/v1/meets/${meetSeq}/password/verify`, { password: "" });
    expect(empty.json().message).toBe("비밀번호를 입력해주세요.");
  });

  it("limits tries to 10 in 10 minutes per meeting and member (429), leaving other meetings open", async () => {
    const { meetSeq } = await meeting();
    const other = await meeting();
    for (let i = 0; i < 10; i++) {
      const res = await call("POST", `/v1/meets/${meetSeq}/password/verify`, { password: `wrong${i}` });
      expect(res.statusCode).toBe(400);
    }
    const limited = await call("POST", `/v1/meets/${meetSeq}/password/verify`, { password: MEET_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("E00017");
    const elsewhere = await call("POST", `/v1/meets/${other.meetSeq}/password/verify`, { password: MEET_PASSWORD });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("answers 404 for another union's meeting and 403 without M1004", async () => {
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 1 });
    const foreign = await call("POST", `/v1/meets/${other.meet.meetSeq}/password/verify`, { password: MEET_PASSWORD });
    expect(foreign.statusCode).toBe(404);
    const { meetSeq } = await meeting();
    const res = await withoutMenu(t, member, UNION_1, "M1004", () =>
      call("POST", `/v1/meets/${meetSeq}/password/verify`, { password: MEET_PASSWORD }),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe("PATCH /v1/meets/{meetSeq}/password", () => {
  it("changes the password after the previous one; the old one no longer opens the detail", async () => {
    const { meetSeq } = await meeting();
    const res = await call("PATCH", `/v1/meets/${meetSeq}/password`, {
      previousPassword: MEET_PASSWORD,
      password: "new12345",
    });
    expect(res.statusCode, res.body).toBe(200);
    const verify = (password: string) => call("POST", `/v1/meets/${meetSeq}/password/verify`, { password });
    expect((await verify("new12345")).statusCode).toBe(200);
    expect((await verify(MEET_PASSWORD)).statusCode).toBe(400);
  });

  it("refuses a wrong previous password and a new one outside 4 to 10 characters", async () => {
    const { meetSeq } = await meeting();
    const change = (previousPassword: string, password: string) =>
      call("PATCH", `/v1/meets/${meetSeq}/password`, { previousPassword, password });
    const wrong = await change("wrong-one", "abcd");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MEET_MESSAGES.passwordWrong);
    expect((await change(MEET_PASSWORD, "abc")).json().message).toBe(MEET_MESSAGES.passwordMinDot);
    expect((await change(MEET_PASSWORD, "12345678901")).json().message).toBe(MEET_MESSAGES.newPasswordMax);
    expect((await change("abc", "abcd")).json().message).toBe(MEET_MESSAGES.passwordMinDot);
    expect((await call("POST", `/v1/meets/${meetSeq}/password/verify`, { password: MEET_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another union's meeting and 403 to a member who may only read M1004", async () => {
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 1 });
    const body = { previousPassword: MEET_PASSWORD, password: "abcd1234" };
    expect((await call("PATCH", `/v1/meets/${other.meet.meetSeq}/password`, body)).statusCode).toBe(404);
    const { meetSeq } = await meeting();
    const res = await call("PATCH", `/v1/meets/${meetSeq}/password`, body, member);
    expect(res.statusCode).toBe(403);
  });
});
