import { type RegisterFilters, registerQueryString } from "../register";

/**
 * Query string of GET sms/recipients from the register panel's filters: 실거주지 is sent as the
 * contract's `address` (matched against the residence and the postal address); paging as usual.
 */
export function recipientsSearch(
  { realAddress, ...rest }: RegisterFilters,
  paging: { page: number; pageSize: number },
): string {
  const params = new URLSearchParams(registerQueryString(rest, paging));
  if (realAddress?.trim()) params.set("address", realAddress.trim());
  return params.toString();
}
