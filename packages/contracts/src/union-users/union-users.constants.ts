/** Spec 01 §5: name filters max 30; phone filters digits only, max 11. */
export const USER_NAME_FILTER_MAX = 30;
export const USER_PHONE_FILTER_MAX = 11;
/** Members one invitable search returns (ours). */
export const INVITABLE_LIMIT = 20;

export const UNION_USERS_MESSAGES = {
  nameMax: `이름은 최대 ${USER_NAME_FILTER_MAX}자까지 입력할 수 있습니다.`,
  phoneDigits: `연락처는 숫자만 최대 ${USER_PHONE_FILTER_MAX}자리까지 입력할 수 있습니다.`,
  phoneRequired: "연락처를 입력해 주세요.",
  noInvitableMatch: "일치하는 가입자를 찾을 수 없습니다.",
  revoked: "사용자 권한이 해제되었습니다.",
  invitationCanceled: "초대가 취소되었습니다.",
  invited: "초대가 전송되었습니다.",
  revokeConfirm: (name: string) =>
    `${name} 님의 사용자 권한을 해제하시겠습니까?\n해제하면 이 사업구역에 접근할 수 없습니다.`,
  cancelConfirm: (name: string) => `${name} 님에게 보낸 초대를 취소하시겠습니까?`,
  cannotRevokeSupervisor: "관리자의 권한은 해제할 수 없습니다.",
  managerNotFound: "사용자를 찾을 수 없습니다.",
  invitationNotFound: "초대 정보를 찾을 수 없습니다.",
  invitationNotPending: "이미 처리된 초대입니다.",
  alreadyInvited: "이미 초대했거나 사업구역을 관리 중인 가입자입니다.",
  inviteeNotFound: "가입자를 찾을 수 없습니다.",
  notYourInvitation: "본인에게 온 초대만 수락하거나 거절할 수 있습니다.",
} as const;

/** Invitation state labels (spec 01 §4). */
export const INVITATION_STATUS_LABELS = {
  PENDING: "수락전",
  ACCEPTED: "수락완료",
  REJECTED: "거절",
  CANCELED: "초대취소",
} as const;
export const APPLICATION_STATUS_LABEL = "신청중";

/** Text to the invitee (sendSystemText). */
export const invitationText = (unionName: string) =>
  `[조합 OMS] ${unionName}에서 사업구역 사용자로 초대하였습니다. 마이페이지에서 수락 또는 거절해 주세요.`;
