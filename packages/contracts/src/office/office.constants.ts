/** Limits and messages of spec 01 sections 2, 5 and 8 for office info (menu M1102). */
export const OFFICE_NAME_MAX = 50;
export const OFFICE_MANAGER_NAME_MAX = 30;
export const OFFICE_PHONE_MAX_DIGITS = 11;
export const OFFICE_ZIP_NO_MAX_DIGITS = 5;
export const OFFICE_ADDRESS_MAX = 200;
export const OFFICE_DETAIL_ADDRESS_MAX = 100;
export const OFFICE_EMAIL_MAX = 100;
/** Spec 01 §9: the office grid is 520 px high. */
export const OFFICE_GRID_HEIGHT = 520;

export const OFFICE_MESSAGES = {
  /** Spec 01 §2: no office registered yet. */
  officeEmpty: "등록된 사무실이 정보가 없습니다.",
  officeNameRequired: "사무실 이름을 입력해주세요.",
  officeNameMax: `사무실 이름은 ${OFFICE_NAME_MAX}자까지 입력할 수 있습니다.`,
  officePhoneRequired: "사무실 연락처를 입력해주세요.",
  officePhoneDigits: `연락처는 숫자 ${OFFICE_PHONE_MAX_DIGITS}자리까지 입력할 수 있습니다.`,
  faxNoDigits: `팩스번호는 숫자 ${OFFICE_PHONE_MAX_DIGITS}자리까지 입력할 수 있습니다.`,
  managerPhoneDigits: `담당자 연락처는 숫자 ${OFFICE_PHONE_MAX_DIGITS}자리까지 입력할 수 있습니다.`,
  managerNameMax: `담당자 이름은 ${OFFICE_MANAGER_NAME_MAX}자까지 입력할 수 있습니다.`,
  zipNo: `우편번호는 숫자 ${OFFICE_ZIP_NO_MAX_DIGITS}자리까지 입력할 수 있습니다.`,
  addressMax: `주소는 ${OFFICE_ADDRESS_MAX}자까지 입력할 수 있습니다.`,
  detailAddressMax: `상세 주소는 ${OFFICE_DETAIL_ADDRESS_MAX}자까지 입력할 수 있습니다.`,
  officeExists: "이미 등록된 사무실 정보가 있습니다.",
  officeNotFound: "등록된 사무실이 정보가 없습니다.",
  /** Spec 01 §5: office manager registration. */
  managerNameRequired: "담당자 이름을 입력해주세요.",
  managerPhoneRequired: "담당자 연락처를 입력해주세요.",
  managerPhoneInvalid: "유효한 연락처를 입력해주세요 (10-11자리 숫자).",
  emailInvalid: "유효한 이메일을 입력해주세요.",
  deleteNone: "삭제할 조합 관리자를 선택해주세요.",
  managerNotFound: "조합 관리자를 찾을 수 없습니다.",
} as const;
