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
import { createOwnerVia } from "./test-support/owner-fixture";

let t: TestApp;
let member: Session;
let supervisor: Session;
let ownerSeq: number;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
  await setRegisterStatus(t, UNION_1, "CONFIRM");
  await setRegisterStatus(t, UNION_2, "CONFIRM");
  ownerSeq = (await createOwnerVia(t, member, UNION_1, { name: { name: "박대리", nameClass: "" } })).unionRegisterSeq;
});
afterAll(() => t.close());

const agent = (overrides: object = {}) => ({
  linkedUnionRegister: { unionRegisterSeq: ownerSeq },
  relationType: "SPOUSE",
  name: { name: "김배우", nameClass: "" },
  birth: "19720202",
  gender: "F",
  phoneNo: "01055556666",
  ...overrides,
});
const base = `/v1/unions/${UNION_1}/register-agents`;

describe("register agents", () => {
  it("refuses each invalid field with the spec's Korean message", async () => {
    const cases: [object, string][] = [
      [{ name: { name: "", nameClass: "" } }, "이름을 입력해 주세요."],
      [{ birth: "" }, "생년월일을 입력해 주세요."],
      [{ birth: undefined }, "생년월일을 입력해 주세요."],
      [{ birth: null }, "생년월일을 입력해 주세요."],
      [{ birth: "1972" }, "생년월일을 확인해 주세요."],
      [{ relationType: "ETC", relationDescription: "" }, "관계 직접입력을 확인해 주세요."],
      [{ phoneNo: "" }, "연락처를 입력해 주세요."],
      [{ phoneNo: "0105" }, "연락처를 확인해 주세요."],
      [{ gender: undefined }, "성별을 선택해 주세요."],
      [{ relationType: undefined }, "관계를 선택해 주세요."],
    ];
    for (const [overrides, message] of cases) {
      const response = await t.app.inject({
        method: "POST",
        url: base,
        headers: member.auth,
        payload: agent(overrides),
      });
      expect(response.json().message, message).toBe(message);
    }
  });

  it("registers, reads, edits and deletes an agent; the grid row shows it", async () => {
    const created = await t.app.inject({ method: "POST", url: base, headers: member.auth, payload: agent() });
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    expect(data).toMatchObject({
      relationType: "SPOUSE",
      name: { name: "김배우" },
      linkedUnionRegister: { name: "박대리" },
    });
    const again = await t.app.inject({ method: "POST", url: base, headers: member.auth, payload: agent() });
    expect(again.json()).toMatchObject({ status: 409, message: "이미 대리인이 등록된 소유자입니다." });
    const row = (
      await t.app.inject({ url: `/v1/unions/${UNION_1}/registers?name=박대리`, headers: member.auth })
    ).json().data[0];
    expect(row.agent).toMatchObject({ unionRegisterAgentSeq: data.unionRegisterAgentSeq, name: { name: "김배우" } });
    const edited = await t.app.inject({
      method: "PATCH",
      url: `${base}/${data.unionRegisterAgentSeq}`,
      headers: member.auth,
      payload: agent({ relationType: "ETC", relationDescription: "법정대리인" }),
    });
    expect(edited.json().data).toMatchObject({ relationType: "ETC", relationDescription: "법정대리인" });
    const options = (
      await t.app.inject({ url: `/v1/unions/${UNION_1}/registers/owner-options?name=박대`, headers: member.auth })
    ).json().data;
    expect(options[0]).toMatchObject({ name: "박대리", hasAgent: true });
    const removed = await t.app.inject({
      method: "DELETE",
      url: `${base}/${data.unionRegisterAgentSeq}`,
      headers: member.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `${base}/${data.unionRegisterAgentSeq}`, headers: member.auth })).statusCode,
    ).toBe(404);
  });

  it("refuses linking an owner of another union", async () => {
    const theirs = await createOwnerVia(t, supervisor, UNION_2, { name: { name: "타조합주", nameClass: "" } });
    const response = await t.app.inject({
      method: "POST",
      url: base,
      headers: member.auth,
      payload: agent({ linkedUnionRegister: { unionRegisterSeq: theirs.unionRegisterSeq } }),
    });
    expect(response.statusCode).toBe(404);
  });

  it("matches % and _ typed in the owner picker's name only as themselves", async () => {
    await createOwnerVia(t, member, UNION_1, { name: { name: "옵션_1%", nameClass: "" } });
    await createOwnerVia(t, member, UNION_1, { name: { name: "옵션x1원", nameClass: "" } });
    const names = async (name: string) =>
      (
        await t.app.inject({
          url: `/v1/unions/${UNION_1}/registers/owner-options?name=${encodeURIComponent(name)}`,
          headers: member.auth,
        })
      )
        .json()
        .data.map((o: { name: string }) => o.name);
    expect(await names("%")).toEqual(["옵션_1%"]);
    expect(await names("_")).toEqual(["옵션_1%"]);
    expect(await names("옵션_")).toEqual(["옵션_1%"]);
    expect(await names("옵션%원")).toEqual([]);
  });
});
