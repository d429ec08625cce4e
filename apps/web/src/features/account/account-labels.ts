import type { ServiceMemberUnion } from "@johap/contracts";

/** A zone's label as the member sees it: SUPERVISOR 관리자, anything else 사용자. */
export const unionLabelName = (label: ServiceMemberUnion["label"]) => (label === "SUPERVISOR" ? "관리자" : "사용자");
