import { ERROR_CODES } from "@johap/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrySimulator } from "../../providers/registry/simulator";
import {
  createTestApp,
  type Session,
  setRegisterStatus,
  signInMember,
  type TestApp,
  UNION_1,
} from "../../test/test-app";
import { createOwnerVia } from "../register/test-support/owner-fixture";
import { pollRegistryFeed } from "./registry-changes.service";

let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  await setRegisterStatus(t, UNION_1, "CONFIRM");
});
afterAll(() => t.close());

const base = `/v1/unions/${UNION_1}`;
const traceStatus = async () =>
  (await t.app.inject({ url: `${base}/registration-trace`, headers: member.auth })).json().data.registrationTraceStatus;
const post = (url: string) => t.app.inject({ method: "POST", url, headers: member.auth, payload: {} });
async function waitFor(expected: string) {
  const deadline = Date.now() + 15_000;
  while ((await traceStatus()) !== expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return traceStatus();
}
/** A registry that reports a change for every traced registration. */
const eager = registrySimulator({ isInMaintenance: async () => false, random: () => 0, changeOneIn: 1 });

describe("registration trace and change notices", () => {
  it("switches on through ACTIVATING, emits changes, shows the badge until the notice is read, and switches off", async () => {
    expect(await traceStatus()).toBe("DEACTIVATED");
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "변동대상", nameClass: "" } });
    expect((await pollRegistryFeed({ db: t.handle.db, registry: eager })).created).toBe(0);

    expect((await post(`${base}/registration-trace/activate`)).json().data.registrationTraceStatus).toBe("ACTIVATING");
    expect(await waitFor("ACTIVATED")).toBe("ACTIVATED");
    const { created } = await pollRegistryFeed({ db: t.handle.db, registry: eager });
    expect(created).toBeGreaterThanOrEqual(1);

    const row = (await t.app.inject({ url: `${base}/registers?name=변동대상`, headers: member.auth })).json().data[0];
    expect(row.hasRegistrationChange).toBe(true);
    const notice = (
      await t.app.inject({
        url: `${base}/registers/${owner.unionRegisterSeq}/registration-changes`,
        headers: member.auth,
      })
    ).json().data;
    expect(notice.autoChanges[0]).toMatchObject({
      registrationNo: "1146-2001-000123",
      registrationReceipt: { registrationPurpose: "소유권이전" },
      isRead: false,
    });
    expect(notice.autoChanges[0].registrationReceipt.receivedAt).toMatch(/^\d{8}$/);
    await post(`${base}/registers/${owner.unionRegisterSeq}/registration-changes/confirm`);
    const after = (await t.app.inject({ url: `${base}/registers?name=변동대상`, headers: member.auth })).json().data[0];
    expect(after.hasRegistrationChange).toBe(false);

    const histories = await t.app.inject({
      url: `${base}/registration-change-histories?registrationPurpose=소유권`,
      headers: member.auth,
    });
    expect(histories.json().pagination.totalElements).toBeGreaterThanOrEqual(1);
    const badFilter = await t.app.inject({
      url: `${base}/registration-change-histories?registrationNo=1--2`,
      headers: member.auth,
    });
    expect(badFilter.json().message).toBe("등기 고유번호는 숫자와 '-'로 16자까지 입력할 수 있습니다.");

    expect((await post(`${base}/registration-trace/deactivate`)).json().data.registrationTraceStatus).toBe(
      "DEACTIVATING",
    );
    expect(await waitFor("DEACTIVATED")).toBe("DEACTIVATED");
    expect((await pollRegistryFeed({ db: t.handle.db, registry: eager })).created).toBe(0);
  });

  it("records a staff edit that adds a registration number as a manual change", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "수동변동", nameClass: "" } });
    const detail = (
      await t.app.inject({ url: `${base}/registers/${owner.unionRegisterSeq}`, headers: member.auth })
    ).json().data;
    const body = {
      ...detail,
      localAddresses: detail.localAddresses.map((l: { registrationAddresses: unknown[] }) => ({
        ...l,
        registrationAddresses: [
          { registrationAddress: "서울특별시 성북구 장위동 123-4", registrationNo: "1146-2020-999999" },
        ],
      })),
    };
    for (const key of [
      "unionRegisterSeq",
      "modifiedAt",
      "modifiedBy",
      "hasMultipleRight",
      "generation",
      "agent",
      "attribute",
      "hasRegistrationChange",
    ]) {
      delete body[key];
    }
    const put = await t.app.inject({
      method: "PUT",
      url: `${base}/registers/${owner.unionRegisterSeq}`,
      headers: member.auth,
      payload: body,
    });
    expect(put.statusCode).toBe(200);
    const notice = (
      await t.app.inject({
        url: `${base}/registers/${owner.unionRegisterSeq}/registration-changes`,
        headers: member.auth,
      })
    ).json().data;
    expect(notice.manualChanges[0]).toMatchObject({ registrationNo: "1146-2020-999999" });
  });
});

describe("registry address search", () => {
  const find = (address: string) =>
    t.app.inject({
      method: "POST",
      url: "/v1/find/registration-addresses",
      headers: member.auth,
      payload: { address },
    });

  it("answers the parcels of the searched address with stable registration numbers", async () => {
    const first = (await find("서울특별시 성북구 장위동 123")).json().data;
    expect(first.length).toBeGreaterThan(2);
    expect(first[0]).toMatchObject({ registrationAddress: "서울특별시 성북구 장위동 123", registrationType: "LAND" });
    expect(first[0].registrationNo).toMatch(/^\d{4}-\d{4}-\d{6}$/);
    expect((await find("서울특별시 성북구 장위동 123")).json().data).toEqual(first);
    expect((await find("가")).json().message).toBe("검색할 주소를 입력해 주세요.");
  });

  it("answers 502 with the Korean message during the registry's maintenance", async () => {
    await t.app.inject({
      method: "PUT",
      url: "/ops/maintenance/DATA_ORDER",
      headers: { "x-ops-token": t.secrets.opsToken },
      payload: { isUnderMaintenance: true },
    });
    const response = await find("서울특별시 성북구 장위동 123");
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: ERROR_CODES.EXTERNAL_MAINTENANCE,
      message: "등기소 시스템 점검 중입니다. 잠시 후 다시 시도해 주세요.",
    });
    await t.app.inject({
      method: "PUT",
      url: "/ops/maintenance/DATA_ORDER",
      headers: { "x-ops-token": t.secrets.opsToken },
      payload: { isUnderMaintenance: false },
    });
  });
});
