import { ERROR_CODES } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemTexts } from "../../platform/system-texts/system-texts.table";
import { deliverSystemTexts } from "../../platform/system-texts/system-texts-outbox";
import { smsSimulator } from "../../providers/sms/simulator";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { reviewCaller } from "./sms-callers.service";
import { multipartBody, PDF, PNG, waitFor } from "./sms-test-support";

let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
});
afterAll(() => t.close());

const url = `/v1/unions/${UNION_1}/sms-callers`;
const headers = () => ({ ...member.auth, "member-seq": String(member.memberSeq) });
const list = async () => (await t.app.inject({ url, headers: headers() })).json().data;

/** Caller documents uploaded by `session` (the member holds 문자 발송; other divisions need their own menu). */
async function uploadDocs(division = "CALLING_NUMBER", session: Session = member) {
  const body = multipartBody({ divisionCode: division }, [
    { name: "이용증명원.pdf", type: "application/pdf", bytes: PDF },
    { name: "위임장.png", type: "image/png", bytes: PNG },
  ]);
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/files",
    headers: { ...session.auth, ...body.headers, "union-seq": String(UNION_1) },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((f: { fileSeq: number }) => f.fileSeq) as number[];
}

const create = (body: unknown) => t.app.inject({ method: "POST", url, headers: headers(), payload: body as object });

describe("caller numbers", () => {
  it("lists the seeded callers: two approved, one pending", async () => {
    const callers = await list();
    expect(callers.map((c: { outgoingPhoneNo: string; status: string }) => [c.outgoingPhoneNo, c.status])).toEqual([
      ["0212345678", "C"],
      ["01012345678", "C"],
      ["0212345679", "W"],
    ]);
  });

  it("registers a number with its documents as pending, then the operator approves it and texts the contact", async () => {
    const [communication, attorney] = await uploadDocs();
    const response = await create({
      outgoingPhoneNo: "02-555-1234",
      name: "한빛1구역 조합",
      emergencyPhoneNo: "010-2222-3333",
      communicationFileSeq: communication,
      attorneyFileSeq: attorney,
    });
    expect(response.statusCode).toBe(200);
    const caller = response.json().data;
    expect(caller).toMatchObject({ outgoingPhoneNo: "025551234", status: "W", approvedAt: null });
    const duplicate = await create({
      outgoingPhoneNo: "025551234",
      name: "중복",
      emergencyPhoneNo: "01022223333",
      communicationFileSeq: communication,
      attorneyFileSeq: attorney,
    });
    expect(duplicate.json()).toMatchObject({ status: 409, message: "이미 등록된 발신번호입니다." });

    // The operator finds it among the pending callers of every union (npm run ops -- caller list).
    const pending = async (token = t.secrets.opsToken) =>
      t.app.inject({ url: "/ops/sms-callers", headers: { "x-ops-token": token } });
    expect((await pending("wrong")).statusCode).toBe(403);
    const waiting = (await pending()).json().data as { smsCallerSeq: number }[];
    expect(waiting.find((c) => c.smsCallerSeq === caller.smsCallerSeq)).toMatchObject({
      unionSeq: UNION_1,
      outgoingPhoneNo: "025551234",
      name: "한빛1구역 조합",
      emergencyPhoneNo: "01022223333",
    });

    const approved = await reviewCaller({ db: t.handle.db, smsCallerSeq: caller.smsCallerSeq, approve: true });
    expect(approved.status).toBe("C");
    const after = (await pending()).json().data as { smsCallerSeq: number }[];
    expect(after.some((c) => c.smsCallerSeq === caller.smsCallerSeq)).toBe(false);
    const texts = await t.handle.db.select().from(systemTexts).where(eq(systemTexts.phoneNo, "01022223333"));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ reason: "SMS_CALLER_APPROVED", status: "QUEUED" });
    expect(texts[0]!.text).toContain("02-555-1234");

    // The SMS gateway delivers the service notice: QUEUED -> SENDING -> SUCCESS.
    const gateway = smsSimulator({ isInMaintenance: async () => false, reportDelayMs: 0 });
    await deliverSystemTexts({ db: t.handle.db, gateway });
    const [sending] = await t.handle.db.select().from(systemTexts).where(eq(systemTexts.phoneNo, "01022223333"));
    expect(sending!.status).toBe("SENDING");
    await deliverSystemTexts({ db: t.handle.db, gateway });
    const [done] = await t.handle.db.select().from(systemTexts).where(eq(systemTexts.phoneNo, "01022223333"));
    expect(done!.status).toBe("SUCCESS");
  });

  it("refuses missing or invalid fields with the Korean messages and stores nothing", async () => {
    const [communication, attorney] = await uploadDocs();
    const valid = {
      outgoingPhoneNo: "0317778888",
      name: "조합",
      emergencyPhoneNo: "01044445555",
      communicationFileSeq: communication,
      attorneyFileSeq: attorney,
    };
    const before = (await list()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ outgoingPhoneNo: "" }, "발신번호를 입력해 주세요."],
      [{ outgoingPhoneNo: "031777888899" }, "발신번호는 숫자 11자리까지 입력할 수 있습니다."],
      [{ name: " " }, "명의자를 입력해 주세요."],
      [{ emergencyPhoneNo: "" }, "비상연락처를 입력해 주세요."],
      [{ communicationFileSeq: undefined }, "통신서비스 이용증명원을 첨부해 주세요."],
      [{ attorneyFileSeq: undefined }, "위임장을 첨부해 주세요."],
    ];
    for (const [over, message] of cases) {
      const response = await create({ ...valid, ...over });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const [otherDivision] = await uploadDocs("UNION_BOARD", await signInSupervisor(t.app));
    const wrongFile = await create({ ...valid, identityFileSeq: otherDivision });
    expect(wrongFile.json().message).toBe("png, jpeg, jpg, pdf 파일만 첨부 가능합니다.");
    expect((await list()).length).toBe(before);
  });

  it("approves automatically after a delay when DEMO_AUTO_APPROVE is on", async () => {
    const auto = await createTestApp({ DEMO_AUTO_APPROVE: "1" });
    try {
      const session = await signInMember(auto.app);
      const h = { ...session.auth, "member-seq": String(session.memberSeq) };
      const body = multipartBody({ divisionCode: "CALLING_NUMBER" }, [
        { name: "a.pdf", type: "application/pdf", bytes: PDF },
        { name: "b.pdf", type: "application/pdf", bytes: PDF },
      ]);
      const files = (
        await auto.app.inject({
          method: "POST",
          url: "/v1/files",
          headers: { ...h, ...body.headers, "union-seq": String(UNION_1) },
          payload: body.payload,
        })
      ).json().data;
      const created = await auto.app.inject({
        method: "POST",
        url,
        headers: h,
        payload: {
          outgoingPhoneNo: "0328889999",
          name: "조합",
          emergencyPhoneNo: "01066667777",
          communicationFileSeq: files[0].fileSeq,
          attorneyFileSeq: files[1].fileSeq,
        },
      });
      expect(created.json().data.status).toBe("W");
      const approved = await waitFor(async () => {
        const callers = (await auto.app.inject({ url, headers: h })).json().data;
        return callers.find(
          (c: { outgoingPhoneNo: string; status: string }) => c.outgoingPhoneNo === "0328889999" && c.status === "C",
        );
      });
      expect(approved.approvedAt).not.toBeNull();
    } finally {
      await auto.close();
    }
  });

  it("deletes callers only with the right password", async () => {
    const callers = await list();
    const pending = callers.find((c: { status: string }) => c.status === "W");
    const remove = (password: string, seqs = [pending.smsCallerSeq]) =>
      t.app.inject({ method: "DELETE", url, headers: headers(), payload: { smsCallerSeqs: seqs, password } });
    const wrong = await remove("wrong-password");
    expect(wrong.json()).toMatchObject({
      status: 400,
      code: ERROR_CODES.PASSWORD_MISMATCH,
      message: "비밀번호가 일치하지 않습니다.",
    });
    expect((await list()).length).toBe(callers.length);
    expect((await remove("")).json().message).toBe("비밀번호를 입력해 주세요.");
    expect((await remove("member1234!", [])).json().message).toBe("삭제할 발신번호를 선택해 주세요.");
    const removed = await remove("member1234!");
    expect(removed.json().data).toEqual({ smsCallerSeqs: [pending.smsCallerSeq] });
    expect((await list()).length).toBe(callers.length - 1);
  });

  it("refuses another union's manager with E00502", async () => {
    const response = await t.app.inject({ url: `/v1/unions/${UNION_2}/sms-callers`, headers: headers() });
    expect(response.json()).toMatchObject({ status: 403, code: ERROR_CODES.UNION_FORBIDDEN });
  });
});
