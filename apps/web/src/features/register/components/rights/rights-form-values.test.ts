import { describe, expect, it } from "vitest";
import {
  cleanArea,
  cleanPortion,
  type RightsFormValues,
  toBuildingForm,
  toLandForm,
  toRightsBody,
} from "./rights-form-values";

const item = (over: Partial<RightsFormValues["items"][number]> = {}): RightsFormValues["items"][number] => ({
  localAddressSeq: 7,
  dong: "장위동",
  jibun: "206-24",
  registrationType: "LAND_BUILDING",
  land: toLandForm(null),
  building: toBuildingForm(null),
  ...over,
});

describe("cleanArea", () => {
  it("keeps digits and one point with at most 3 decimals", () => {
    expect(cleanArea("123.4567")).toBe("123.456");
    expect(cleanArea("1.2.3")).toBe("1.23");
    expect(cleanArea("-12a")).toBe("12");
    expect(cleanArea("")).toBe("");
  });
});

describe("cleanPortion", () => {
  it("keeps digits and '/'", () => {
    expect(cleanPortion("1 / 2지분")).toBe("1/2");
  });
});

describe("toRightsBody", () => {
  it("sends untouched cards as null, with the property as the tab shows it", () => {
    expect(toRightsBody({ items: [item()] })).toEqual([
      {
        localAddressSeq: 7,
        dong: "장위동",
        jibun: "206-24",
        registrationType: "LAND_BUILDING",
        landOwnership: null,
        buildingOwnership: null,
      },
    ]);
  });

  it("turns empty selects and inputs into null, areas into numbers and computes the holding period", () => {
    const land = {
      ...toLandForm(null),
      totalArea: "398.5",
      ownedArea: "199.25",
      portion: "1/2",
      acquiredAt: "2000-01-01",
    };
    const [body] = toRightsBody({ items: [item({ land })] });
    expect(body?.landOwnership).toMatchObject({
      landCategory: null,
      utilization: null,
      totalArea: 398.5,
      incorporatedArea: null,
      ownedArea: 199.25,
      portion: "1/2",
      acquiredAt: "2000-01-01",
      hasSurfaceRight: false,
    });
    expect(body?.landOwnership?.acquisitionPeriod).toMatch(/^\d+년 \d+개월$/);
  });

  it("clears the unpermitted building number of a permitted building", () => {
    const building = { ...toBuildingForm(null), unPermittedBuildingNo: "무-12", buildingUsage: "DETACHED_HOUSE" };
    const [body] = toRightsBody({ items: [item({ building })] });
    expect(body?.buildingOwnership).toMatchObject({
      isPermitted: true,
      unPermittedBuildingNo: null,
      buildingUsage: "DETACHED_HOUSE",
    });
  });

  it("clears usage, structure, floor, name and approval date of an unpermitted building", () => {
    const building = {
      ...toBuildingForm(null),
      isPermitted: false,
      unPermittedBuildingNo: "무-12",
      buildingUsage: "DETACHED_HOUSE",
      floor: "2층",
      ownedArea: "40",
    };
    const [body] = toRightsBody({ items: [item({ building })] });
    expect(body?.buildingOwnership).toMatchObject({
      isPermitted: false,
      unPermittedBuildingNo: "무-12",
      buildingUsage: null,
      floor: null,
      ownedArea: 40,
    });
  });
});
