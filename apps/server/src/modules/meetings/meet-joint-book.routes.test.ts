import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemTexts } from "../../platform/system-texts/system-texts.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { addConsentOwners, consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { files } from "../files/files.table";
import { maskedIdentity, maskedName } from "./meet-joint-book.pdf";
import { meetJointBooks } from "./meet-results.table";
import { castElectronicVote, insertMeet, setVoter, THREE_OWNERS } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let admin: Session;
let owners: number[];

beforeAll(async () => {
  ({ t, member, supervisor: admin, owners } = await openConsoleApp(THREE_OWNERS, 9700));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", meetSeq: number, payload?: object, session = admin) =>
  consoleCall(t, { method, url: `/v1/meets/${meetSeq}/joint-book`, payload, session });

async function meeting(status: "PROCESS" | "COUNTING" | "COMPLETE" = "COMPLETE") {
  const made = await insertMeet(t.handle.db, { unionSeq: UNION_1, status, unionRegisterSeqs: owners });
  await castElectronicVote(t.handle.db, made.meetSeq, made.seqOf("홍길동"));
  await setVoter(t.handle.db, made.seqOf("김영희"), {
    attendanceCategory: "ONSITE",
    voteCategory: "ONSITE_VOTED",
    attendAt: new Date(),
  });
  return made;
}

const completed = (meetSeq: number) =>
  waitFor(
    async () => {
      const res = await call("GET", meetSeq);
      const data = res.json().data;
      return data.status === "COMPLETED" || data.status === "FAILED" ? data : null;
    },
    { what: `roster of meeting ${meetSeq}` },
  );

describe("GET and POST /v1/meets/{meetSeq}/joint-book", () => {
  it("is BEFORE, then PROCESSING on request, then COMPLETED with a public and a private PDF, and texts when asked", async () => {
    const { meetSeq } = await meeting();
    const before = await call("GET", meetSeq);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ meetSeq, status: "BEFORE", publicFileSeq: null, privateFileSeq: null });

    const requested = await call("POST", meetSeq, {
      isNotificationAllowed: true,
      name: "총무",
      phoneNo: "01098765432",
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data).toMatchObject({ status: "PROCESSING", isNotificationAllowed: true, name: "총무" });

    const done = await completed(meetSeq);
    expect(done.status).toBe("COMPLETED");
    expect(done.publicFileSeq).toEqual(expect.any(Number));
    expect(done.privateFileSeq).toEqual(expect.any(Number));
    for (const fileSeq of [done.publicFileSeq, done.privateFileSeq]) {
      const [file] = await t.handle.db.select().from(files).where(eq(files.fileSeq, fileSeq));
      expect(file).toMatchObject({ divisionCode: "MEET", contentType: "application/pdf", unionSeq: UNION_1 });
      const download = await consoleCall(t, { method: "GET", url: `/v1/files?fileSeq=${fileSeq}`, session: admin });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const texts = await t.handle.db
      .select()
      .from(systemTexts)
      .where(eq(systemTexts.reason, `meet:${meetSeq}:joint-book`));
    expect(texts.map((x) => x.phoneNo)).toEqual(["01098765432"]);

    const again = await call("POST", meetSeq, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("이미 신청된 연명부입니다.");
  });

  it("may be requested while COUNTING and again after FAILED; not while PROCESS", async () => {
    const counting = await meeting("COUNTING");
    await t.handle.db.insert(meetJointBooks).values({ meetSeq: counting.meetSeq, status: "FAILED", failReason: "x" });
    const retry = await call("POST", counting.meetSeq, {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ status: "PROCESSING", failReason: null, isNotificationAllowed: false });
    expect((await completed(counting.meetSeq)).status).toBe("COMPLETED");

    const process = await meeting("PROCESS");
    const refused = await call("POST", process.meetSeq, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("연명부는 집계중 또는 종료된 총회에서만 신청할 수 있습니다.");
    expect((await call("GET", process.meetSeq)).json().data.status).toBe("BEFORE");
  });

  it("refuses a phone that is not digits with 올바른 연락처를 입력해주세요.", async () => {
    const { meetSeq } = await meeting();
    const res = await call("POST", meetSeq, { isNotificationAllowed: true, phoneNo: "010-1234" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("올바른 연락처를 입력해주세요.");
  });

  it("lets a member with 조회 only read, not request; another union's meeting is 404", async () => {
    const { meetSeq } = await meeting();
    expect((await call("GET", meetSeq, undefined, member)).statusCode).toBe(200);
    expect((await call("POST", meetSeq, {}, member)).statusCode).toBe(403);
    const foreign = await addConsentOwners(t.handle.db, UNION_2, [{ name: "남의조합", birth: "19600101" }], 9800);
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, status: "COMPLETE", unionRegisterSeqs: foreign });
    expect((await call("GET", other.meetSeq)).statusCode).toBe(404);
    expect((await call("POST", other.meetSeq, {})).statusCode).toBe(404);
  });
});

describe("roster masking", () => {
  it("masks names and identities for the public roster", () => {
    expect(maskedName("홍길동")).toBe("홍*동");
    expect(maskedName("김철")).toBe("김*");
    expect(maskedName("남궁민수")).toBe("남**수");
    expect(maskedIdentity("19800101")).toBe("1980-**-**");
    expect(maskedIdentity("1234567890")).toBe("123-**-*****");
    expect(maskedIdentity("")).toBe("");
  });
});
