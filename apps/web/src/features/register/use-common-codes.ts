import type { CommonCodeItem } from "@johap/contracts";
import { useQuery } from "@tanstack/react-query";
import { commonCodesQuery } from "./api/register-queries";

const NO_ITEMS: CommonCodeItem[] = [];

/** Items of one common code group (empty while the codes load). */
export function useCommonCodes(groupCode: string): CommonCodeItem[] {
  const { data } = useQuery(commonCodesQuery());
  return data?.find((group) => group.groupCode === groupCode)?.items ?? NO_ITEMS;
}

/** The label of a code in its group, else the code itself. */
export const codeLabel = (items: readonly CommonCodeItem[], code: string | null | undefined) =>
  code ? (items.find((item) => item.code === code)?.name ?? code) : "";
