import {
  APPLICATION_STATUS_LABEL,
  INVITATION_STATUS_LABELS,
  type InvitationStatus,
  type ServiceMemberUnion,
} from "@johap/contracts";

/** A zone's label as the member sees it: SUPERVISOR 관리자, anything else 사용자. */
export const unionLabelName = (label: ServiceMemberUnion["label"]) => (label === "SUPERVISOR" ? "관리자" : "사용자");

/** 신청중 for an application; 수락전, 수락완료, 거절 for an invitation (spec 01 §4). */
export const applicationStatusName = APPLICATION_STATUS_LABEL;
export const invitationStatusName = (status: InvitationStatus) => INVITATION_STATUS_LABELS[status];
