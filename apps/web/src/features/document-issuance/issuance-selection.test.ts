import { type DocumentIssuanceRegister, DOCUMENT_ISSUANCE_MESSAGES as M } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { addOwners, defaultChecked, selectionRequest, toggleRegistration } from "./issuance-selection";

const reg = (seq: number, registrationType: string) => ({
  registrationAddressSeq: seq,
  registrationAddress: `서울특별시 중구 발급동 ${seq}`,
  registrationNo: "",
  registrationType,
  registrationState: "현행",
});
const owner = (seq: number, regs: ReturnType<typeof reg>[]): DocumentIssuanceRegister => ({
  unionRegisterSeq: seq,
  unionRegisterNo: String(seq),
  name: { name: `조합원${seq}`, nameClass: "" },
  birth: "",
  mainPhone: { phoneNo: "" },
  localAddresses: [
    {
      localAddressSeq: seq * 10,
      city: "서울특별시",
      gu: "중구",
      dong: "발급동",
      jibun: String(seq),
      building: "",
      apartmentDong: "",
      apartmentFloor: "",
      apartmentHosu: "",
      address: `서울특별시 중구 발급동 ${seq}`,
      registrationAddresses: regs,
    },
  ],
});

describe("issuance selection", () => {
  it("ticks the first land and the first building of each property when an owner is added", () => {
    expect([...defaultChecked(owner(1, [reg(1, "LAND"), reg(2, "LAND"), reg(3, "BUILDING")]))]).toEqual([1, 3]);
  });

  it("refuses a second land of one property, and clears a ticked box", () => {
    const selection = addOwners(new Map(), [owner(1, [reg(1, "LAND"), reg(2, "LAND")])]);
    const second = toggleRegistration(selection, 1, reg(2, "LAND"));
    expect(second.error).toBe(M.onePerSide);
    const cleared = toggleRegistration(selection, 1, reg(1, "LAND"));
    expect(cleared.error).toBeNull();
    expect([...(cleared.selection.get(1)?.checked ?? [])]).toEqual([]);
    expect(toggleRegistration(cleared.selection, 1, reg(2, "LAND")).error).toBeNull();
  });

  it("선택완료 needs owners, each with at least one registration", () => {
    expect(selectionRequest(new Map())).toEqual({ error: M.ownersRequired });
    const selection = addOwners(new Map(), [owner(1, [reg(1, "LAND")]), owner(2, [])]);
    expect(selectionRequest(selection)).toEqual({ error: M.registrationTypeRequired });
    expect(selectionRequest(addOwners(new Map(), [owner(1, [reg(1, "LAND")])]))).toEqual({
      unionRegisters: [{ unionRegisterSeq: 1, registrationAddressSeqs: [1] }],
    });
  });
});
