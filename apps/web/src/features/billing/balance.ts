import type { ServiceInfo } from "@johap/contracts";

/** The balance the header shows: deposit plus point. */
export const balanceOf = (info: Pick<ServiceInfo, "depositBalance" | "pointBalance">) =>
  info.depositBalance + info.pointBalance;
