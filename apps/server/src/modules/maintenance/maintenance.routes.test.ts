import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, signInMember, type TestApp } from "../../test/test-app";

let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
});
afterAll(() => t.close());

const check = (type: string, session: Session | null = member) =>
  t.app.inject({
    method: "POST",
    url: "/v1/check/external-system-maintenance",
    headers: session ? session.auth : {},
    payload: { type },
  });

const ops = (type: string, body: object) =>
  t.app.inject({
    method: "PUT",
    url: `/ops/maintenance/${type}`,
    headers: { "x-ops-token": t.secrets.opsToken },
    payload: body,
  });

describe("external system maintenance", () => {
  it("reports no maintenance by default for every type", async () => {
    for (const type of ["DATA_ORDER", "SMS_SEND", "POST_SEND"]) {
      const response = await check(type);
      expect(response.json()).toEqual({
        status: 200,
        data: { type, isUnderMaintenance: false, message: null, startAt: null, endAt: null },
      });
    }
  });

  it("reports maintenance switched on by the operator, with the default Korean message, until it is off", async () => {
    expect((await ops("SMS_SEND", { isUnderMaintenance: true })).statusCode).toBe(200);
    const on = (await check("SMS_SEND")).json().data;
    expect(on).toMatchObject({
      isUnderMaintenance: true,
      message: "현재 문자 발송 시스템 점검 중입니다. 점검이 끝난 뒤 다시 시도해 주세요.",
    });
    expect((await check("POST_SEND")).json().data.isUnderMaintenance).toBe(false);
    await ops("SMS_SEND", { isUnderMaintenance: false });
    expect((await check("SMS_SEND")).json().data.isUnderMaintenance).toBe(false);
  });

  it("honours the window: not yet started and already ended are not maintenance", async () => {
    const hour = 3600_000;
    await ops("DATA_ORDER", {
      isUnderMaintenance: true,
      message: "등기소 점검",
      startAt: new Date(Date.now() + hour).toISOString(),
      endAt: new Date(Date.now() + 2 * hour).toISOString(),
    });
    expect((await check("DATA_ORDER")).json().data.isUnderMaintenance).toBe(false);
    await ops("DATA_ORDER", {
      isUnderMaintenance: true,
      message: "등기소 점검",
      endAt: new Date(Date.now() + hour).toISOString(),
    });
    expect((await check("DATA_ORDER")).json().data).toMatchObject({ isUnderMaintenance: true, message: "등기소 점검" });
    await ops("DATA_ORDER", { isUnderMaintenance: true, endAt: new Date(Date.now() - 1000).toISOString() });
    expect((await check("DATA_ORDER")).json().data.isUnderMaintenance).toBe(false);
  });

  it("refuses an unknown type with a Korean message and an anonymous caller", async () => {
    const bad = await check("FAX_SEND");
    expect(bad.json()).toMatchObject({ status: 400, message: "점검 확인 유형을 확인해 주세요." });
    expect((await check("SMS_SEND", null)).statusCode).toBe(401);
  });
});
