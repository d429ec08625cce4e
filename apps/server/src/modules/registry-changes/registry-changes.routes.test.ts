import { ERROR_CODES } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registrySimulator } from "../../providers/registry/simulator";
import {
  createTestApp,
  type Session,
  setRegisterStatus,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { registrationAddresses } from "../register/register.table";
import { createOwnerVia } from "../register/test-support/owner-fixture";
import { pollRegistryFeed } from "./registry-changes.service";
import { registrationChanges } from "./registry-changes.table";

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
/** The trace status once the settle job has moved it to `expected`. */
const waitForTrace = (expected: string) =>
  waitFor(async () => (await traceStatus()) === expected && expected, {
    timeoutMs: 15_000,
    what: `the trace status ${expected}`,
  });
/** A registry that reports a change for every traced registration. */
const eager = registrySimulator({ isInMaintenance: async () => false, random: () => 0, changeOneIn: 1 });

const detailOf = async (unionRegisterSeq: number) =>
  (await t.app.inject({ url: `${base}/registers/${unionRegisterSeq}`, headers: member.auth })).json().data;
/** The owner form's body for an owner as the detail call answers it. */
function bodyOf(detail: Record<string, unknown>) {
  const body = { ...detail };
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
  return body;
}

/** The owner form's body giving each of the owner's locations one registration (address, number). */
async function bodyWithRegistration(unionRegisterSeq: number, registrationAddress: string, registrationNo: string) {
  const detail = await detailOf(unionRegisterSeq);
  return bodyOf({
    ...detail,
    localAddresses: detail.localAddresses.map((l: { registrationAddresses: unknown[] }) => ({
      ...l,
      registrationAddresses: [{ registrationAddress, registrationNo }],
    })),
  });
}
const putOwner = (unionRegisterSeq: number, payload: object) =>
  t.app.inject({ method: "PUT", url: `${base}/registers/${unionRegisterSeq}`, headers: member.auth, payload });

describe("registration trace and change notices", () => {
  it("switches on through ACTIVATING, emits changes, shows the badge until the notice is read, and switches off", async () => {
    expect(await traceStatus()).toBe("DEACTIVATED");
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "변동대상", nameClass: "" } });
    expect((await pollRegistryFeed({ db: t.handle.db, registry: eager })).created).toBe(0);

    expect((await post(`${base}/registration-trace/activate`)).json().data.registrationTraceStatus).toBe("ACTIVATING");
    expect(await waitForTrace("ACTIVATED")).toBe("ACTIVATED");
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
    expect(await waitForTrace("DEACTIVATED")).toBe("DEACTIVATED");
    expect((await pollRegistryFeed({ db: t.handle.db, registry: eager })).created).toBe(0);
  });

  it("records a staff edit that adds a registration number as a manual change", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "수동변동", nameClass: "" } });
    const body = await bodyWithRegistration(
      owner.unionRegisterSeq,
      "서울특별시 성북구 장위동 123-4",
      "1146-2020-999999",
    );
    expect((await putOwner(owner.unionRegisterSeq, body)).statusCode).toBe(200);
    const notice = (
      await t.app.inject({
        url: `${base}/registers/${owner.unionRegisterSeq}/registration-changes`,
        headers: member.auth,
      })
    ).json().data;
    expect(notice.manualChanges[0]).toMatchObject({ registrationNo: "1146-2020-999999" });
  });

  it("dates a manual change on the day in Korea (05:30 there is still the day before in UTC)", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "새벽변동", nameClass: "" } });
    const body = await bodyWithRegistration(
      owner.unionRegisterSeq,
      "서울특별시 성북구 장위동 55-1",
      "1146-2020-555501",
    );
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T20:30:00Z") });
    try {
      expect((await putOwner(owner.unionRegisterSeq, body)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const [change] = await t.handle.db
      .select({ receivedAt: registrationChanges.receivedAt })
      .from(registrationChanges)
      .where(eq(registrationChanges.unionRegisterSeq, owner.unionRegisterSeq));
    expect(change?.receivedAt).toBe("20261127");
  });

  it("shows the 변동 badge for a staff edit that adds a registration number, as for a registry alert, until the notice is read", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "수동배지", nameClass: "" } });
    const listed = async () =>
      (await t.app.inject({ url: `${base}/registers?name=수동배지`, headers: member.auth })).json().data[0];
    expect((await listed()).hasRegistrationChange).toBe(false);
    const detail = await detailOf(owner.unionRegisterSeq);
    const [local] = detail.localAddresses;
    const body = bodyOf({
      ...detail,
      localAddresses: [
        {
          ...local,
          registrationAddresses: [
            ...local.registrationAddresses,
            { registrationAddress: "서울특별시 성북구 장위동 123-5", registrationNo: "1146-2021-888888" },
          ],
        },
      ],
    });
    expect((await putOwner(owner.unionRegisterSeq, body)).statusCode).toBe(200);

    expect((await listed()).hasRegistrationChange).toBe(true);
    const registrations = (await detailOf(owner.unionRegisterSeq)).localAddresses[0].registrationAddresses;
    const traceOf = (no: string) =>
      registrations.find((r: { registrationNo: string }) => r.registrationNo === no)?.registrationTrace;
    expect(traceOf("1146-2021-888888")).toEqual({ isChanged: true });
    expect(traceOf("1146-2001-000123")).toEqual({ isChanged: false });

    // The history row names the owner (serial number and name), so the page can lead back to it in the grid.
    const history = (
      await t.app.inject({
        url: `${base}/registration-change-histories?registrationNo=1146-2021-888888`,
        headers: member.auth,
      })
    ).json().data;
    const ownerDetail = await detailOf(owner.unionRegisterSeq);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      unionRegisterSeq: owner.unionRegisterSeq,
      owner: {
        unionRegisterNoMain: ownerDetail.unionRegisterNoMain,
        unionRegisterNoSub: ownerDetail.unionRegisterNoSub,
        name: "수동배지",
      },
    });

    // Saving again without a new number records nothing more and keeps the unread badge.
    const again = bodyOf(await detailOf(owner.unionRegisterSeq));
    expect((await putOwner(owner.unionRegisterSeq, again)).statusCode).toBe(200);
    expect((await listed()).hasRegistrationChange).toBe(true);

    await post(`${base}/registers/${owner.unionRegisterSeq}/registration-changes/confirm`);
    expect((await listed()).hasRegistrationChange).toBe(false);
  });

  it("matches % and _ typed in the history filters only as themselves", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "이력필터", nameClass: "" } });
    const [registration] = await t.handle.db
      .select()
      .from(registrationAddresses)
      .where(eq(registrationAddresses.unionSeq, UNION_1))
      .limit(1);
    await t.handle.db.insert(registrationChanges).values({
      unionSeq: UNION_1,
      unionRegisterSeq: owner.unionRegisterSeq,
      registrationAddressSeq: registration!.registrationAddressSeq,
      registrationNo: "1146-2020-000777",
      registrationPurpose: "지분_50%이전",
      receivedAt: "20240102",
      receiptStep: "완료",
      registrationAddress: "서울특별시 성북구 장위동 1_2",
    });
    const purposes = async (query: string) =>
      (await t.app.inject({ url: `${base}/registration-change-histories?pageSize=100&${query}`, headers: member.auth }))
        .json()
        .data.map(
          (r: { registrationReceipt: { registrationPurpose: string } }) => r.registrationReceipt.registrationPurpose,
        );
    expect(await purposes(`registrationPurpose=${encodeURIComponent("%")}`)).toEqual(["지분_50%이전"]);
    expect(await purposes(`registrationPurpose=${encodeURIComponent("_")}`)).toEqual(["지분_50%이전"]);
    expect(await purposes(`registrationPurpose=${encodeURIComponent("지분%이전")}`)).toEqual([]);
    expect(await purposes(`registrationAddress=${encodeURIComponent("_")}`)).toEqual(["지분_50%이전"]);
  });
});

describe("saving an owner with an unread change", () => {
  it("keeps the 변동 badge and the registration address; a changed registration number starts over as a manual change", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "저장변동", nameClass: "" } });
    const localAddressSeq = owner.localAddresses[0]!.localAddressSeq;
    await t.handle.db
      .update(registrationAddresses)
      .set({ isChanged: true, registrationState: "변동" })
      .where(eq(registrationAddresses.localAddressSeq, localAddressSeq));
    const detail = await detailOf(owner.unionRegisterSeq);
    const before = detail.localAddresses[0].registrationAddresses[0];

    expect((await putOwner(owner.unionRegisterSeq, bodyOf({ ...detail, memo: "메모만 수정" }))).statusCode).toBe(200);
    const saved = await detailOf(owner.unionRegisterSeq);
    expect(saved.hasRegistrationChange).toBe(true);
    expect(saved.localAddresses[0].registrationAddresses).toEqual([before]);

    const renumbered = bodyOf({
      ...saved,
      localAddresses: saved.localAddresses.map((l: { registrationAddresses: Record<string, unknown>[] }) => ({
        ...l,
        registrationAddresses: l.registrationAddresses.map((r) => ({ ...r, registrationNo: "1146-2020-123456" })),
      })),
    });
    expect((await putOwner(owner.unionRegisterSeq, renumbered)).statusCode).toBe(200);
    const after = await detailOf(owner.unionRegisterSeq);
    expect(after.localAddresses[0].registrationAddresses[0]).toMatchObject({
      registrationAddressSeq: before.registrationAddressSeq,
      registrationNo: "1146-2020-123456",
      registrationState: "현행",
    });
    // The new number is a staff edit that adds a registration number: its manual change shows the badge.
    const notice = (
      await t.app.inject({
        url: `${base}/registers/${owner.unionRegisterSeq}/registration-changes`,
        headers: member.auth,
      })
    ).json().data;
    expect(notice.manualChanges.map((c: { registrationNo: string }) => c.registrationNo)).toEqual(["1146-2020-123456"]);
    expect(after.hasRegistrationChange).toBe(true);
    await post(`${base}/registers/${owner.unionRegisterSeq}/registration-changes/confirm`);
    expect((await detailOf(owner.unionRegisterSeq)).hasRegistrationChange).toBe(false);
  });
});

describe("another union's change notices", () => {
  it("are neither shown nor confirmed through this union's path: the badge stays", async () => {
    const supervisor = await signInSupervisor(t.app);
    await setRegisterStatus(t, UNION_2, "CONFIRM");
    const other = await createOwnerVia(t, supervisor, UNION_2, { name: { name: "남의변동", nameClass: "" } });
    await t.handle.db
      .update(registrationAddresses)
      .set({ isChanged: true })
      .where(eq(registrationAddresses.localAddressSeq, other.localAddresses[0]!.localAddressSeq));
    const viaUnion1 = `${base}/registers/${other.unionRegisterSeq}/registration-changes`;
    const confirm = await post(`${viaUnion1}/confirm`);
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().message).toBe("소유자를 찾을 수 없습니다.");
    expect((await t.app.inject({ url: viaUnion1, headers: member.auth })).statusCode).toBe(404);
    const row = (
      await t.app.inject({ url: `/v1/unions/${UNION_2}/registers?name=남의변동`, headers: supervisor.auth })
    ).json().data[0];
    expect(row.hasRegistrationChange).toBe(true);
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
    expect((await find(" ")).json().message).toBe("검색할 주소를 입력해 주세요.");
    expect((await find("가")).json().message).toBe("검색할 주소를 2자 이상 입력해 주세요.");
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
