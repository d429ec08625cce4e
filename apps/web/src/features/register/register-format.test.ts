import { describe, expect, it } from "vitest";
import { localAddressesSummary, localAddressText } from "./register-format";

const local = (over: Partial<Parameters<typeof localAddressText>[0]> = {}) => ({
  dong: "장위동",
  jibun: "206-24",
  building: "",
  apartmentDong: "",
  apartmentHosu: "",
  ...over,
});

describe("localAddressText", () => {
  it("joins dong, jibun, building and the apartment unit", () => {
    expect(localAddressText(local())).toBe("장위동 206-24");
    expect(localAddressText(local({ building: "한빛아파트", apartmentDong: "101", apartmentHosu: "1203호" }))).toBe(
      "장위동 206-24 한빛아파트 101동 1203호",
    );
  });
});

describe("localAddressesSummary", () => {
  it("shows the first property and counts the others", () => {
    expect(localAddressesSummary([])).toBe("");
    expect(localAddressesSummary([local()])).toBe("장위동 206-24");
    expect(localAddressesSummary([local(), local({ jibun: "1" }), local({ jibun: "2" })])).toBe("장위동 206-24 외 2건");
  });
});
