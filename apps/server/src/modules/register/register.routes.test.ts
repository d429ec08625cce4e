import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ERROR_CODES, type OwnerBody, OwnerSchema, pagedEnvelope, SUB_MENUS } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { managerGroupMenus } from "../permissions/permissions.table";
import { unionManagers } from "../union-users/union-users.table";
import { registrationAddresses, unionRegisters } from "./register.table";
import { createOwnerVia, validOwner } from "./test-support/owner-fixture";

let t: TestApp;
let supervisor: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
  await setRegisterStatus(t, UNION_1, "CONFIRM");
  await setRegisterStatus(t, UNION_2, "CONFIRM");
});
afterAll(() => t.close());

const url = (unionSeq = UNION_1) => `/v1/unions/${unionSeq}/registers`;
const create = (body: unknown, session = member, unionSeq = UNION_1) =>
  t.app.inject({ method: "POST", url: url(unionSeq), headers: session.auth, payload: body as object });
const list = (query: string, session = member, unionSeq = UNION_1) =>
  t.app.inject({ url: `${url(unionSeq)}?${query}`, headers: session.auth });

describe("owner create", () => {
  it("creates a single owner with the next serial number, defaults and dependencies applied", async () => {
    const response = await create(validOwner({ position: "MEMBER", positionDescription: "아무거나" }));
    expect(response.statusCode).toBe(200);
    const owner = response.json().data;
    expect(owner).toMatchObject({
      unionRegisterNoMain: 1,
      unionRegisterNoSub: 0,
      shareType: "SINGLE",
      ownerType: "NONE",
      gender: "NONE",
      isRepresentative: false,
      positionDescription: "조합원",
      salesCount: 0,
      modifiedBy: "이사무",
    });
    expect(owner.localAddresses[0].registrationAddresses[0].registrationNo).toBe("1146-2001-000123");
    const listed = (await list("name=홍길동")).json();
    expect(listed.pagination.totalElements).toBe(1);
  });

  it("refuses each invalid field with the spec's Korean message and stores nothing", async () => {
    const before = (await list("")).json().pagination.totalElements;
    const cases: [Partial<OwnerBody>, string][] = [
      [{ birth: "1970011" }, "생년월일을 확인해 주세요."],
      [{ companyNo: "12345" }, "사업자등록번호를 확인해 주세요."],
      [{ position: "EXECUTIVE", positionDescription: "" }, "직책상세에 내용을 입력해 주세요."],
      [{ shareType: "SHARE", unionRegisterNoMain: 5, unionRegisterNoSub: null }, "부번을 입력해주세요."],
      [{ shareType: "SHARE", unionRegisterNoMain: null, unionRegisterNoSub: 1 }, "본번을 입력해주세요."],
      [{ mainPhone: { phoneNo: "0101", isContactAllowed: true } }, "연락처를 확인해 주세요."],
      [{ localAddresses: [] }, "소재지 정보를 입력해주세요."],
      [{ hasSalesRight: true, salesCount: 0 }, "분양권 개수를 입력해 주세요."],
      [{ name: { name: "", nameClass: "" } }, "이름을 입력해 주세요."],
      [
        { subPhones: Array.from({ length: 5 }, () => ({ phoneNo: "01011112222", isContactAllowed: true, memo: "" })) },
        "추가 연락처는 최대 4개까지 등록할 수 있습니다.",
      ],
      [
        {
          realAddress: {
            ...{ city: "", gu: "", dong: "", jibun: "", address: "", detailAddress: "" },
            dong: "동".repeat(21),
          },
        },
        "시, 구, 동, 지번은 20자까지 입력할 수 있습니다.",
      ],
      [
        {
          realAddress: {
            ...{ city: "", gu: "", dong: "", jibun: "", address: "", detailAddress: "" },
            address: "주".repeat(201),
          },
        },
        "주소는 200자까지 입력할 수 있습니다.",
      ],
      [
        {
          realAddress: {
            ...{ city: "", gu: "", dong: "", jibun: "", address: "", detailAddress: "" },
            detailAddress: "상".repeat(36),
          },
        },
        "상세주소는 35자까지 입력할 수 있습니다.",
      ],
      [
        { postAddress: { zipNo: "", detailAddress: "", address: "주".repeat(201) } },
        "주소는 200자까지 입력할 수 있습니다.",
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await create(validOwner(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await list("")).json().pagination.totalElements).toBe(before);
  });

  it("formats a company number given with hyphens and shows shared owners as n-m with one representative", async () => {
    const company = await create(
      validOwner({
        ownerType: "COMPANY",
        name: { name: "(주)한빛건설", nameClass: "" },
        companyNo: "123-45-67890",
        birth: "",
      }),
    );
    expect(company.json().data.companyNo).toBe("1234567890");
    const first = await create(
      validOwner({ shareType: "SHARE", unionRegisterNoMain: 50, unionRegisterNoSub: 1, isRepresentative: true }),
    );
    expect(first.statusCode).toBe(200);
    const check = await t.app.inject({
      url: `${url()}/representative-check?unionRegisterNoMain=50`,
      headers: member.auth,
    });
    const nextMainNo = check.json().data.nextMainNo;
    expect(nextMainNo).toBeGreaterThan(50);
    expect(check.json().data).toEqual({
      isRepresentativeAllowed: false,
      hasSingleOwner: false,
      hasShareOwners: true,
      nextMainNo,
    });
    const checkSelf = await t.app.inject({
      url: `${url()}/representative-check?unionRegisterNoMain=50&unionRegisterSeq=${first.json().data.unionRegisterSeq}`,
      headers: member.auth,
    });
    expect(checkSelf.json().data).toEqual({
      isRepresentativeAllowed: true,
      hasSingleOwner: false,
      hasShareOwners: false,
      nextMainNo,
    });
    const second = await create(
      validOwner({ shareType: "SHARE", unionRegisterNoMain: 50, unionRegisterNoSub: 2, isRepresentative: true }),
    );
    expect(second.json()).toMatchObject({ status: 409, message: "같은 본번에 이미 대표자가 있습니다." });
    const duplicate = await create(validOwner({ shareType: "SHARE", unionRegisterNoMain: 50, unionRegisterNoSub: 1 }));
    expect(duplicate.json()).toMatchObject({ status: 409, message: "이미 등록된 일련번호입니다." });
    const byNo = (await list("unionRegisterNo=50-1")).json().data;
    expect(byNo).toHaveLength(1);
    expect(byNo[0].isRepresentative).toBe(true);
  });

  it("refuses changes while the register is not in CONVEY or CONFIRM", async () => {
    await setRegisterStatus(t, UNION_2, "NONE");
    const response = await create(validOwner(), supervisor, UNION_2);
    expect(response.json()).toMatchObject({
      status: 409,
      message: "명부가 확정 대기 또는 확정 상태일 때만 수정할 수 있습니다.",
    });
    await setRegisterStatus(t, UNION_2, "CONFIRM");
  });
});

describe("owner modify and delete", () => {
  it("updates an owner, keeping located properties sent with their seq and removing the others", async () => {
    const created = (
      await create(
        validOwner({
          name: { name: "김수정", nameClass: "" },
          localAddresses: [
            {
              city: "서울특별시",
              dong: "장위동",
              jibun: "1-1",
              registrationAddresses: [{ registrationAddress: "장위동 1-1" }],
            },
            {
              city: "서울특별시",
              dong: "석관동",
              jibun: "2-2",
              registrationAddresses: [{ registrationAddress: "석관동 2-2" }],
            },
          ],
        }),
      )
    ).json().data;
    const keep = created.localAddresses[1];
    const body = validOwner({
      name: { name: "김수정", nameClass: "본인" },
      localAddresses: [
        { ...keep, registrationAddresses: [{ registrationAddress: "석관동 2-2", registrationNo: "9" }] },
        {
          city: "서울특별시",
          dong: "월곡동",
          jibun: "3-3",
          registrationAddresses: [{ registrationAddress: "월곡동 3-3" }],
        },
      ],
    });
    const response = await t.app.inject({
      method: "PUT",
      url: `${url()}/${created.unionRegisterSeq}`,
      headers: member.auth,
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().data;
    expect(updated.name).toEqual({ name: "김수정", nameClass: "본인" });
    expect(updated.localAddresses.map((l: { dong: string }) => l.dong)).toEqual(["석관동", "월곡동"]);
    expect(updated.localAddresses[0].localAddressSeq).toBe(keep.localAddressSeq);
    expect(updated.generation).toBe(2);
    const detail = await t.app.inject({ url: `${url()}/${created.unionRegisterSeq}`, headers: member.auth });
    expect(detail.json().data.hasMultipleRight).toBe(true);
  });

  it("refuses switching a co-owner to 단독 on a main number its group still uses, naming the next free number", async () => {
    const shared = async (sub: number) =>
      (
        await create(
          validOwner({
            name: { name: `공유${sub}`, nameClass: "" },
            shareType: "SHARE",
            unionRegisterNoMain: 900,
            unionRegisterNoSub: sub,
            isRepresentative: sub === 1,
          }),
        )
      ).json().data;
    await shared(1);
    const second = await shared(2);
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: `${url()}/${second.unionRegisterSeq}`, headers: member.auth, payload });
    const check = await t.app.inject({
      url: `${url()}/representative-check?unionRegisterNoMain=900&unionRegisterSeq=${second.unionRegisterSeq}`,
      headers: member.auth,
    });
    const { nextMainNo } = check.json().data;
    expect(check.json().data).toMatchObject({ hasShareOwners: true, hasSingleOwner: false });
    expect(nextMainNo).toBeGreaterThan(900);

    const toSingle = validOwner({
      name: { name: "공유2", nameClass: "" },
      shareType: "SINGLE",
      unionRegisterNoMain: 900,
    });
    const refused = await put(toSingle);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `본번 900은(는) 공유 소유자들이 쓰고 있어 단독 소유자에게 줄 수 없습니다. 다른 본번을 입력해 주세요. (비어 있는 다음 본번: ${nextMainNo})`,
    );
    const unchanged = (await t.app.inject({ url: `${url()}/${second.unionRegisterSeq}`, headers: member.auth })).json();
    expect(unchanged.data).toMatchObject({ shareType: "SHARE", unionRegisterNoMain: 900, unionRegisterNoSub: 2 });

    const moved = await put({ ...toSingle, unionRegisterNoMain: nextMainNo });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      shareType: "SINGLE",
      unionRegisterNoMain: nextMainNo,
      unionRegisterNoSub: 0,
    });

    // The other way round: a co-owner cannot join a single owner's number.
    const joined = await create(
      validOwner({ shareType: "SHARE", unionRegisterNoMain: nextMainNo, unionRegisterNoSub: 1 }),
    );
    expect(joined.statusCode).toBe(409);
    expect(joined.json().message).toMatch(new RegExp(`^본번 ${nextMainNo}은\\(는\\) 단독 소유자가 쓰고 있어`));
  });

  it("bulk delete is all-or-nothing: another union's owner in the list deletes nothing", async () => {
    const mine = (await create(validOwner({ name: { name: "삭제대상", nameClass: "" } }))).json().data;
    const theirs = (
      await create(validOwner({ name: { name: "남의조합원", nameClass: "" } }), supervisor, UNION_2)
    ).json().data;
    const refused = await t.app.inject({
      method: "DELETE",
      url: url(),
      headers: member.auth,
      payload: { unionRegisterSeqs: [mine.unionRegisterSeq, theirs.unionRegisterSeq] },
    });
    expect(refused.statusCode).toBe(404);
    expect((await list("name=삭제대상")).json().data).toHaveLength(1);
    const done = await t.app.inject({
      method: "DELETE",
      url: url(),
      headers: member.auth,
      payload: { unionRegisterSeqs: [mine.unionRegisterSeq] },
    });
    expect(done.json().data).toEqual({ deletedCount: 1 });
    expect((await list("name=삭제대상")).json().data).toHaveLength(0);
    const empty = await t.app.inject({
      method: "DELETE",
      url: url(),
      headers: member.auth,
      payload: { unionRegisterSeqs: [] },
    });
    expect(empty.json().message).toBe("삭제할 소유자를 선택해 주세요.");
  });

  it("never shows another union's owner, even by id", async () => {
    const theirs = (await create(validOwner({ name: { name: "타조합", nameClass: "" } }), supervisor, UNION_2)).json()
      .data;
    const viaMyUnion = await t.app.inject({ url: `${url()}/${theirs.unionRegisterSeq}`, headers: member.auth });
    expect(viaMyUnion.statusCode).toBe(404);
    expect(viaMyUnion.json().data).toBeUndefined();
  });
});

/** The owner as the list shows it equals the owner as the detail call builds it from the tables. */
async function expectListedAsDetail(unionRegisterSeq: number) {
  const detail = (await t.app.inject({ url: `${url()}/${unionRegisterSeq}`, headers: member.auth })).json().data;
  const listed = (await list(`name=${encodeURIComponent(detail.name.name)}&pageSize=1000`)).json().data;
  expect(listed.filter((o: { unionRegisterSeq: number }) => o.unionRegisterSeq === unionRegisterSeq)).toEqual([detail]);
  return detail;
}

describe("register list", () => {
  it("answers each row in the contract's Owner shape, the same as the detail call", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, {
      name: { name: "모양확인", nameClass: "A" },
      subPhones: [{ phoneNo: "01077776543", isContactAllowed: false, memo: "직장" }],
      etcAddress: "기타",
      localAddresses: [
        ...validOwner().localAddresses,
        {
          city: "서울특별시",
          gu: "성북구",
          dong: "석관동",
          jibun: "9-1",
          registrationType: "LAND",
          registrationAddresses: [
            { registrationAddress: "서울특별시 성북구 석관동 9-1", registrationNo: "1146-2001-000999" },
            { registrationAddress: "서울특별시 성북구 석관동 9-2", registrationNo: "1146-2001-000998" },
          ],
        },
      ],
    });
    const [first, second] = owner.localAddresses;
    const rights = await t.app.inject({
      method: "PUT",
      url: `${url()}/${owner.unionRegisterSeq}/local-address-rights`,
      headers: member.auth,
      payload: [
        {
          localAddressSeq: first!.localAddressSeq,
          landOwnership: {
            landCategory: "08",
            utilization: null,
            acquiredAt: "2020-03-01",
            acquisitionPeriod: null,
            totalArea: 120.125,
            incorporatedArea: 100,
            ownedArea: 60.5,
            portion: "1/2",
            hasSurfaceRight: true,
          },
          buildingOwnership: null,
        },
        { localAddressSeq: second!.localAddressSeq, landOwnership: null, buildingOwnership: null },
      ],
    });
    expect(rights.statusCode, rights.body).toBe(200);
    const agentBody = {
      linkedUnionRegister: { unionRegisterSeq: owner.unionRegisterSeq },
      relationType: "SPOUSE",
      name: { name: "모양대리", nameClass: "" },
      birth: "19720202",
      gender: "F",
      phoneNo: "01055556666",
    };
    const agent = await t.app.inject({
      method: "POST",
      url: `/v1/unions/${UNION_1}/register-agents`,
      headers: member.auth,
      payload: agentBody,
    });
    expect(agent.statusCode, agent.body).toBe(200);
    await t.handle.db
      .update(unionRegisters)
      .set({ attribute: { attribute1: "동의" } })
      .where(eq(unionRegisters.unionRegisterSeq, owner.unionRegisterSeq));
    await t.handle.db
      .update(registrationAddresses)
      .set({ isChanged: true })
      .where(eq(registrationAddresses.registrationNo, "1146-2001-000998"));

    const listed = await list("name=모양확인");
    expect(listed.headers["content-type"]).toMatch(/^application\/json/);
    const body = listed.json();
    // Nothing the contract does not name, and nothing it names missing or of another type.
    expect(pagedEnvelope(OwnerSchema).parse(body)).toEqual(body);
    expect(body.pagination).toEqual({ totalDataCount: 1, totalElements: 1 });
    const detail = await expectListedAsDetail(owner.unionRegisterSeq);
    expect(detail).toMatchObject({
      hasMultipleRight: true,
      hasRegistrationChange: true,
      attribute: { attribute1: "동의" },
      agent: { name: { name: "모양대리", nameClass: "" }, relationType: "SPOUSE" },
    });
    expect(detail.localAddresses[0].landOwnership).toMatchObject({ totalArea: 120.125, hasSurfaceRight: true });

    // The listed document follows every kind of write: the change notice read, the agent moved to
    // another owner and removed, the owner edited down to one located property, and a bulk delete.
    const confirm = await t.app.inject({
      method: "POST",
      url: `${url()}/${owner.unionRegisterSeq}/registration-changes/confirm`,
      headers: member.auth,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await expectListedAsDetail(owner.unionRegisterSeq)).hasRegistrationChange).toBe(false);
    const other = await createOwnerVia(t, member, UNION_1, { name: { name: "모양다른", nameClass: "" } });
    const agentUrl = `/v1/unions/${UNION_1}/register-agents/${agent.json().data.unionRegisterAgentSeq}`;
    const moved = await t.app.inject({
      method: "PATCH",
      url: agentUrl,
      headers: member.auth,
      payload: { ...agentBody, linkedUnionRegister: { unionRegisterSeq: other.unionRegisterSeq } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await expectListedAsDetail(owner.unionRegisterSeq)).agent).toBeNull();
    expect((await expectListedAsDetail(other.unionRegisterSeq)).agent).toMatchObject({ relationType: "SPOUSE" });
    await t.app.inject({ method: "DELETE", url: agentUrl, headers: member.auth });
    expect((await expectListedAsDetail(other.unionRegisterSeq)).agent).toBeNull();
    const edited = await t.app.inject({
      method: "PUT",
      url: `${url()}/${owner.unionRegisterSeq}`,
      headers: member.auth,
      payload: {
        ...validOwner({ name: { name: "모양확인", nameClass: "B" } }),
        localAddresses: [{ ...validOwner().localAddresses[0]!, localAddressSeq: first!.localAddressSeq }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await expectListedAsDetail(owner.unionRegisterSeq)).toMatchObject({
      name: { nameClass: "B" },
      hasMultipleRight: false,
    });
    const removed = await t.app.inject({
      method: "DELETE",
      url: url(),
      headers: member.auth,
      payload: { unionRegisterSeqs: [owner.unionRegisterSeq, other.unionRegisterSeq] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // A browser asks for compression: the same answer, brotli or gzip encoded.
    for (const encoding of ["br", "gzip"] as const) {
      const compressed = await t.app.inject({
        url: `${url()}?pageSize=100`,
        headers: { ...member.auth, "accept-encoding": encoding },
      });
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      const bytes = encoding === "br" ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload);
      expect(JSON.parse(bytes.toString("utf8"))).toEqual((await list("pageSize=100")).json());
    }
    expect((await list("name=없는이름")).json()).toEqual({
      status: 200,
      data: [],
      pagination: { totalDataCount: 0, totalElements: 0 },
    });
  });
});

describe("register filters", () => {
  it("filters by phone, dong, jibun and refuses out-of-limit filters with Korean messages", async () => {
    await create(
      validOwner({
        name: { name: "필터용", nameClass: "" },
        mainPhone: { phoneNo: "01099998888", isContactAllowed: true },
      }),
    );
    expect((await list("phoneNo=99998888")).json().data.map((o: { name: { name: string } }) => o.name.name)).toEqual([
      "필터용",
    ]);
    expect((await list("jibun=123-4&name=필터용")).json().data).toHaveLength(1);
    expect((await list("dong=장위&name=필터용")).json().data).toHaveLength(1);
    expect((await list("dong=없는동&name=필터용")).json().data).toHaveLength(0);
    expect((await list("unionRegisterNo=1--2")).json().message).toBe(
      "일련번호는 숫자와 '-'로 11자까지 입력할 수 있습니다.",
    );
    expect((await list(`name=${"가".repeat(31)}`)).json().message).toBe("이름은 30자까지 입력할 수 있습니다.");
    expect((await list("phoneNo=010-1")).json().message).toBe("연락처는 숫자 11자리까지 입력할 수 있습니다.");
  });

  it("matches names ignoring case, with or without Latin letters in the filter", async () => {
    await create(validOwner({ name: { name: "JOHAP건설", nameClass: "" }, ownerType: "COMPANY" }));
    const names = async (query: string) =>
      (await list(query)).json().data.map((o: { name: { name: string } }) => o.name.name);
    expect(await names(`name=${encodeURIComponent("johap건")}`)).toEqual(["JOHAP건설"]);
    expect(await names(`name=${encodeURIComponent("P건설")}`)).toEqual(["JOHAP건설"]);
    expect(await names(`name=${encodeURIComponent("건설")}`)).toContain("JOHAP건설");
    expect(await names("name=%25")).not.toContain("JOHAP건설");
  });

  it("matches % and _ typed in the name filter only as themselves", async () => {
    await create(validOwner({ name: { name: "할인_100%", nameClass: "" } }));
    await create(validOwner({ name: { name: "할인x100원", nameClass: "" } }));
    const names = async (name: string) =>
      (await list(`name=${encodeURIComponent(name)}&pageSize=1000`))
        .json()
        .data.map((o: { name: { name: string } }) => o.name.name);
    expect(await names("%")).toEqual(["할인_100%"]);
    expect(await names("_")).toEqual(["할인_100%"]);
    expect(await names("할인_1")).toEqual(["할인_100%"]);
    expect(await names("할인%원")).toEqual([]);
  });
});

describe("menu permission M0401", () => {
  it("a group with only 조회 may read but not change; without the menu it gets E00501", async () => {
    const [manager] = await t.handle.db
      .select()
      .from(unionManagers)
      .where(eq(unionManagers.serviceMemberId, member.serviceMemberId));
    const groupId = manager!.managerGroupId!;
    const write = SUB_MENUS.find((s) => s.code === "M040102")!.menuId;
    const read = SUB_MENUS.find((s) => s.code === "M040101")!.menuId;
    const { and } = await import("drizzle-orm");
    await t.handle.db
      .delete(managerGroupMenus)
      .where(and(eq(managerGroupMenus.managerGroupId, groupId), eq(managerGroupMenus.menuId, write)));
    expect((await list("")).statusCode).toBe(200);
    const refused = await create(validOwner());
    expect(refused.json()).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });
    await t.handle.db
      .delete(managerGroupMenus)
      .where(and(eq(managerGroupMenus.managerGroupId, groupId), eq(managerGroupMenus.menuId, read)));
    expect((await list("")).json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
    await t.handle.db.insert(managerGroupMenus).values([
      { managerGroupId: groupId, menuId: read },
      { managerGroupId: groupId, menuId: write },
    ]);
  });
});
