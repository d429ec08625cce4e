/** Spec 01 §6 and §9: at most 5 zones in one application. */
export const MAX_ZONES_PER_APPLICATION = 5;
/** Spec 01 §5: zone search max 30. */
export const ZONE_SEARCH_MAX = 30;
/** Zones one search returns (ours). */
export const ZONE_SEARCH_LIMIT = 50;
export const NICKNAME_MAX = 20;

export const ACCOUNT_MESSAGES = {
  zoneSearchMax: `사업구역명은 최대 ${ZONE_SEARCH_MAX}자까지 입력할 수 있습니다.`,
  zonesRequired: "신청할 사업구역을 선택해 주세요.",
  zonesMax: `사업구역은 한 번에 최대 ${MAX_ZONES_PER_APPLICATION}개까지 신청할 수 있습니다.`,
  zoneNotApplicable: "이미 관리 중이거나 신청한 사업구역입니다.",
  zoneNotFound: "신청할 수 없는 사업구역입니다.",
  applicantMismatch: "본인의 사업구역만 신청할 수 있습니다.",
  applied: "사업구역 신청이 완료되었습니다. 승인 후 문자로 알려 드립니다.",
  nicknameRequired: "닉네임을 입력해 주세요.",
  nicknameMax: `닉네임은 최대 ${NICKNAME_MAX}자까지 입력할 수 있습니다.`,
  phoneInvalid: "연락처를 확인해 주세요.",
  memberUpdated: "정보 수정이 완료되었습니다.",
  applicationNotPending: "이미 처리된 신청입니다.",
  invitationAccepted: "초대를 수락하였습니다.",
  invitationRejected: "초대를 거절하였습니다.",
  invitationFailed: "초대 처리 중 문제가 발생하였습니다. 잠시 후 다시 시도해 주세요.",
} as const;

/** Texts the service sends to the applicant (sendSystemText). */
export const applicationApprovedText = (unionName: string) =>
  `[조합 OMS] ${unionName} 사업구역 관리 신청이 승인되었습니다. 로그인 후 이용해 주세요.`;
export const applicationRejectedText = (unionName: string) =>
  `[조합 OMS] ${unionName} 사업구역 관리 신청이 반려되었습니다. 자세한 사항은 고객센터로 문의해 주세요.`;
