import type { BuildingOwnership, LandOwnership, LocalAddressRightsBodySchema } from "@johap/contracts";
import { acquisitionPeriodOf, UNPERMITTED_BUILDING_FIELDS } from "@johap/contracts";
import type { z } from "zod";
import type { LocalAddressRights } from "../../api/register-queries";

/** Rights as the inputs hold them: text for numbers and dates, "" for an empty select. */
export type LandForm = {
  [K in Exclude<keyof LandOwnership, "hasSurfaceRight">]: string;
} & { hasSurfaceRight: boolean };
export type BuildingForm = { [K in Exclude<keyof BuildingOwnership, "isPermitted">]: string } & {
  isPermitted: boolean;
};
export type RightsItemForm = Pick<LocalAddressRights, "localAddressSeq" | "dong" | "jibun" | "registrationType"> & {
  land: LandForm;
  building: BuildingForm;
};
export type RightsFormValues = { items: RightsItemForm[] };
export type RightsBody = z.input<typeof LocalAddressRightsBodySchema>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** Area input: digits and one point, at most 3 decimals (spec 01 §5 Rights form). */
export function cleanArea(value: string): string {
  const kept = value.replace(/[^\d.]/g, "");
  const point = kept.indexOf(".");
  if (point < 0) return kept;
  return `${kept.slice(0, point)}.${kept
    .slice(point + 1)
    .replace(/\./g, "")
    .slice(0, 3)}`;
}

/** Portion input: digits and '/' only. */
export const cleanPortion = (value: string) => value.replace(/[^\d/]/g, "");

export function toLandForm(land: LandOwnership | null): LandForm {
  return {
    landCategory: text(land?.landCategory),
    utilization: text(land?.utilization),
    acquiredAt: text(land?.acquiredAt),
    acquisitionPeriod: text(land?.acquisitionPeriod),
    totalArea: text(land?.totalArea),
    incorporatedArea: text(land?.incorporatedArea),
    ownedArea: text(land?.ownedArea),
    portion: text(land?.portion),
    hasSurfaceRight: land?.hasSurfaceRight ?? false,
  };
}

export function toBuildingForm(building: BuildingOwnership | null): BuildingForm {
  const form = { isPermitted: building?.isPermitted ?? true } as BuildingForm;
  const keys = [
    "unPermittedBuildingNo",
    "buildingUsage",
    "buildingStructure",
    "floor",
    "buildingName",
    "acquiredAt",
    "acquisitionPeriod",
    "useApprovedAt",
    "totalArea",
    "ownedArea",
    "portion",
    "associatedJibun",
  ] as const;
  for (const key of keys) form[key] = text(building?.[key]);
  return form;
}

export const toRightsForm = (rights: readonly LocalAddressRights[]): RightsFormValues => ({
  items: rights.map((item) => ({
    localAddressSeq: item.localAddressSeq,
    dong: item.dong,
    jibun: item.jibun,
    registrationType: item.registrationType,
    land: toLandForm(item.landOwnership),
    building: toBuildingForm(item.buildingOwnership),
  })),
});

function toLand(form: LandForm): LandOwnership | null {
  const land: LandOwnership = {
    landCategory: orNull(form.landCategory),
    utilization: orNull(form.utilization),
    acquiredAt: orNull(form.acquiredAt),
    acquisitionPeriod: acquisitionPeriodOf(form.acquiredAt),
    totalArea: numberOrNull(form.totalArea),
    incorporatedArea: numberOrNull(form.incorporatedArea),
    ownedArea: numberOrNull(form.ownedArea),
    portion: orNull(form.portion),
    hasSurfaceRight: form.hasSurfaceRight,
  };
  const isEmpty = !land.hasSurfaceRight && Object.values(land).every((value) => value === null || value === false);
  return isEmpty ? null : land;
}

function toBuilding(form: BuildingForm): BuildingOwnership | null {
  const building: BuildingOwnership = {
    isPermitted: form.isPermitted,
    unPermittedBuildingNo: form.isPermitted ? null : orNull(form.unPermittedBuildingNo),
    buildingUsage: orNull(form.buildingUsage),
    buildingStructure: orNull(form.buildingStructure),
    floor: orNull(form.floor),
    buildingName: orNull(form.buildingName),
    acquiredAt: orNull(form.acquiredAt),
    acquisitionPeriod: acquisitionPeriodOf(form.acquiredAt),
    useApprovedAt: orNull(form.useApprovedAt),
    totalArea: numberOrNull(form.totalArea),
    ownedArea: numberOrNull(form.ownedArea),
    portion: orNull(form.portion),
    associatedJibun: orNull(form.associatedJibun),
  };
  if (!form.isPermitted) for (const key of UNPERMITTED_BUILDING_FIELDS) building[key] = null;
  const { isPermitted, ...fields } = building;
  return isPermitted && Object.values(fields).every((value) => value === null) ? null : building;
}

/**
 * The PUT body: empty selects and inputs become null, an untouched card is sent as null, fields the
 * permitted switch disables are cleared, and each holding period is computed from its date.
 */
export const toRightsBody = (values: RightsFormValues): RightsBody =>
  values.items.map((item) => ({
    localAddressSeq: item.localAddressSeq,
    dong: item.dong,
    jibun: item.jibun,
    registrationType: item.registrationType,
    landOwnership: toLand(item.land),
    buildingOwnership: toBuilding(item.building),
  }));
