import type { LocalAddress } from "@johap/contracts";

type LocalAddressText = Pick<LocalAddress, "dong" | "jibun" | "building" | "apartmentDong" | "apartmentHosu">;

/** One located property as a line: 장위동 206-24 한빛아파트 101동 1203호. */
export function localAddressText(local: LocalAddressText): string {
  return [
    local.dong,
    local.jibun,
    local.building,
    local.apartmentDong && `${local.apartmentDong.replace(/동$/, "")}동`,
    local.apartmentHosu && `${local.apartmentHosu.replace(/호$/, "")}호`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** Grid 소재지: the first located property, plus '외 n건' for the others. */
export function localAddressesSummary(locals: readonly LocalAddressText[]): string {
  const [first, ...others] = locals;
  if (!first) return "";
  const text = localAddressText(first);
  return others.length > 0 ? `${text} 외 ${others.length}건` : text;
}
