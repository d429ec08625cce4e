import { acquisitionPeriodOf, todayInSeoul } from "@johap/contracts";
import dayjs from "dayjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  setRegisterStatus,
  signInMember,
  type TestApp,
  UNION_1,
} from "../../test/test-app";
import { createOwnerVia } from "./test-support/owner-fixture";

let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  await setRegisterStatus(t, UNION_1, "CONFIRM");
});
afterAll(() => t.close());

const mappingsUrl = `/v1/unions/${UNION_1}/activity-mappings`;
const put = (body: unknown) =>
  t.app.inject({ method: "PUT", url: mappingsUrl, headers: member.auth, payload: body as object });

describe("custom columns", () => {
  it("saves columns, edits a cell, filters by it, and clears values of a removed column", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "열테스트", nameClass: "" } });
    const saved = await put([{ attributeCode: "attribute1", displayName: "동의여부", order: 0 }]);
    expect(saved.json().data).toEqual([{ attributeCode: "attribute1", displayName: "동의여부", order: 0 }]);
    const cell = await t.app.inject({
      method: "PATCH",
      url: `/v1/unions/${UNION_1}/registers/activities`,
      headers: member.auth,
      payload: { unionRegisterSeq: owner.unionRegisterSeq, activity: { attribute1: "동의" } },
    });
    expect(cell.json().data.attribute).toEqual({ attribute1: "동의" });
    const filtered = (
      await t.app.inject({ url: `/v1/unions/${UNION_1}/registers?attribute1=동의`, headers: member.auth })
    ).json();
    expect(filtered.data.map((o: { name: { name: string } }) => o.name.name)).toEqual(["열테스트"]);
    const unmapped = await t.app.inject({
      method: "PATCH",
      url: `/v1/unions/${UNION_1}/registers/activities`,
      headers: member.auth,
      payload: { unionRegisterSeq: owner.unionRegisterSeq, activity: { attribute2: "x" } },
    });
    expect(unmapped.json()).toMatchObject({ status: 400, message: "설정되지 않은 열입니다. 열 설정을 확인해 주세요." });
    const unknown = await t.app.inject({
      method: "PATCH",
      url: `/v1/unions/${UNION_1}/registers/activities`,
      headers: member.auth,
      payload: { unionRegisterSeq: owner.unionRegisterSeq, activity: { attribute11: "x" } },
    });
    expect(unknown.json()).toMatchObject({ status: 400, message: "설정되지 않은 열입니다. 열 설정을 확인해 주세요." });
    await put([]);
    await put([{ attributeCode: "attribute1", displayName: "열 1", order: 0 }]);
    const detail = (
      await t.app.inject({ url: `/v1/unions/${UNION_1}/registers/${owner.unionRegisterSeq}`, headers: member.auth })
    ).json();
    expect(detail.data.attribute).toEqual({});
  });

  it("starts a column added in the same save as its code was removed empty; a renamed one keeps its values", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "열재사용", nameClass: "" } });
    await put([{ attributeCode: "attribute1", displayName: "동의여부", order: 0 }]);
    const cell = (attribute1: string) =>
      t.app.inject({
        method: "PATCH",
        url: `/v1/unions/${UNION_1}/registers/activities`,
        headers: member.auth,
        payload: { unionRegisterSeq: owner.unionRegisterSeq, activity: { attribute1 } },
      });
    const attributeOf = async () =>
      (
        await t.app.inject({ url: `/v1/unions/${UNION_1}/registers/${owner.unionRegisterSeq}`, headers: member.auth })
      ).json().data.attribute;
    await cell("동의");
    await put([{ attributeCode: "attribute1", displayName: "동의 여부", order: 0 }]);
    expect(await attributeOf()).toEqual({ attribute1: "동의" });
    const replaced = await put([{ attributeCode: "attribute1", displayName: "열 1", order: 0, isNew: true }]);
    expect(replaced.json().data).toEqual([{ attributeCode: "attribute1", displayName: "열 1", order: 0 }]);
    expect(await attributeOf()).toEqual({});
  });

  it("refuses an empty or long title, more than 10 columns, an unknown code and duplicate codes", async () => {
    expect((await put([{ attributeCode: "attribute1", displayName: " ", order: 0 }])).json().message).toBe(
      "비어있는 열 제목을 입력해 주세요.",
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      attributeCode: `attribute${(i % 10) + 1}`,
      displayName: `열 ${i}`,
      order: i,
    }));
    expect((await put(eleven)).json().message).toBe("열은 최대 10개까지 추가할 수 있습니다.");
    expect((await put([{ attributeCode: "attribute11", displayName: "열", order: 0 }])).json().message).toBe(
      "설정되지 않은 열입니다. 열 설정을 확인해 주세요.",
    );
    expect((await put([{ attributeCode: "attribute1", displayName: "가".repeat(21), order: 0 }])).json().message).toBe(
      "열 제목은 20자까지 입력할 수 있습니다.",
    );
    const dup = [
      { attributeCode: "attribute1", displayName: "a", order: 0 },
      { attributeCode: "attribute1", displayName: "b", order: 1 },
    ];
    expect((await put(dup)).json().message).toBe("열 코드가 중복되었습니다.");
  });
});

describe("rights (권리 내역)", () => {
  it("saves land and building rights with the permitted rules and computes the acquisition period", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "권리테스트", nameClass: "" } });
    const url = `/v1/unions/${UNION_1}/registers/${owner.unionRegisterSeq}/local-address-rights`;
    const localAddressSeq = owner.localAddresses[0]!.localAddressSeq;
    const acquiredAt = dayjs().subtract(26, "month").format("YYYY-MM-DD");
    const body = [
      {
        localAddressSeq,
        dong: "장위동",
        jibun: "123-4",
        registrationType: "LAND_BUILDING",
        landOwnership: {
          landCategory: "08",
          utilization: "",
          acquiredAt,
          acquisitionPeriod: null,
          totalArea: 120.125,
          incorporatedArea: 120.125,
          ownedArea: 60.5,
          portion: "1/2",
          hasSurfaceRight: false,
        },
        buildingOwnership: {
          isPermitted: false,
          unPermittedBuildingNo: "무-12",
          buildingUsage: "DETACHED_HOUSE",
          buildingStructure: "BRICK",
          floor: "2층",
          buildingName: "무허가동",
          acquiredAt: null,
          acquisitionPeriod: null,
          useApprovedAt: "2001-01-01",
          totalArea: 80,
          ownedArea: 40,
          portion: "1/2",
          associatedJibun: null,
        },
      },
    ];
    const saved = await t.app.inject({ method: "PUT", url, headers: member.auth, payload: body });
    expect(saved.statusCode).toBe(200);
    const [right] = saved.json().data;
    expect(right.landOwnership).toMatchObject({ utilization: null, acquisitionPeriod: "2년 2개월", ownedArea: 60.5 });
    expect(right.buildingOwnership).toMatchObject({
      unPermittedBuildingNo: "무-12",
      buildingUsage: null,
      buildingStructure: null,
      floor: null,
      buildingName: null,
      useApprovedAt: null,
    });
    expect(right).toMatchObject({ dong: "장위동", jibun: "123-4", registrationType: "LAND_BUILDING" });
    const read = (await t.app.inject({ url, headers: member.auth })).json().data;
    expect(read[0].landOwnership.portion).toBe("1/2");
  });

  it("refuses bad numbers, portions, future dates and another owner's property", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "권리오류", nameClass: "" } });
    const other = await createOwnerVia(t, member, UNION_1, { name: { name: "다른소유자", nameClass: "" } });
    const url = `/v1/unions/${UNION_1}/registers/${owner.unionRegisterSeq}/local-address-rights`;
    const land = (o: object) => [
      {
        localAddressSeq: owner.localAddresses[0]!.localAddressSeq,
        landOwnership: {
          landCategory: null,
          utilization: null,
          acquiredAt: null,
          acquisitionPeriod: null,
          totalArea: 1,
          incorporatedArea: 1,
          ownedArea: 1,
          portion: "1/1",
          hasSurfaceRight: false,
          ...o,
        },
        buildingOwnership: null,
      },
    ];
    const put1 = (payload: object) => t.app.inject({ method: "PUT", url, headers: member.auth, payload });
    expect((await put1(land({ totalArea: -1 }))).json().message).toBe("면적은 0 이상으로 입력해 주세요.");
    expect((await put1(land({ totalArea: 1.0001 }))).json().message).toBe(
      "면적은 소수점 셋째 자리까지 입력할 수 있습니다.",
    );
    expect((await put1(land({ portion: "1:2" }))).json().message).toBe("지분은 숫자와 '/'만 입력할 수 있습니다.");
    const tomorrow = dayjs(todayInSeoul()).add(1, "day").format("YYYY-MM-DD");
    expect((await put1(land({ acquiredAt: tomorrow }))).json().message).toBe("취득일은 오늘 이후일 수 없습니다.");
    const foreign = land({});
    foreign[0]!.localAddressSeq = other.localAddresses[0]!.localAddressSeq;
    expect((await put1(foreign)).json().message).toBe("소재지 정보를 확인해 주세요.");
  });

  it("takes 지목, 용도 and 구조 only as common codes, refusing other text with the rights form's message", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "권리코드", nameClass: "" } });
    const url = `/v1/unions/${UNION_1}/registers/${owner.unionRegisterSeq}/local-address-rights`;
    const rights = (landCategory: string | null, building: { buildingUsage: string; buildingStructure: string }) => [
      {
        localAddressSeq: owner.localAddresses[0]!.localAddressSeq,
        landOwnership: {
          landCategory,
          utilization: null,
          acquiredAt: null,
          acquisitionPeriod: null,
          totalArea: 1,
          incorporatedArea: 1,
          ownedArea: 1,
          portion: "1/1",
          hasSurfaceRight: false,
        },
        buildingOwnership: {
          isPermitted: true,
          unPermittedBuildingNo: null,
          floor: "1",
          buildingName: null,
          acquiredAt: null,
          acquisitionPeriod: null,
          useApprovedAt: null,
          totalArea: 1,
          ownedArea: 1,
          portion: "1/1",
          associatedJibun: null,
          ...building,
        },
      },
    ];
    const put1 = (payload: object) => t.app.inject({ method: "PUT", url, headers: member.auth, payload });
    const valid = { buildingUsage: "MULTI_UNIT_HOUSE", buildingStructure: "REINFORCED_CONCRETE" };
    const refusals: [ReturnType<typeof rights>, string][] = [
      [rights("대", valid), "지목을 목록에서 선택해 주세요."],
      [rights("08", { ...valid, buildingUsage: "아파트" }), "건물 용도를 목록에서 선택해 주세요."],
      [rights("08", { ...valid, buildingStructure: "철근콘크리트" }), "건물 구조를 목록에서 선택해 주세요."],
    ];
    for (const [payload, message] of refusals) {
      const refused = await put1(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const saved = await put1(rights("08", valid));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data[0].landOwnership.landCategory).toBe("08");
    expect(saved.json().data[0].buildingOwnership).toMatchObject(valid);
    expect((await put1(rights(" ", valid))).json().data[0].landOwnership.landCategory).toBeNull();
  });

  it("computes acquisition periods", () => {
    const today = "2026-11-25";
    expect(acquisitionPeriodOf("2024-09-25", today)).toBe("2년 2개월");
    expect(acquisitionPeriodOf("2026-05-01", today)).toBe("0년 6개월");
    expect(acquisitionPeriodOf(null, today)).toBeNull();
  });
});
