/** Texts of office info (spec 01 §2 Office info, §8 success messages). */
export const OFFICE_TITLE = "사무실 정보";
export const MANAGERS_TITLE = "조합 관리자";

export const OFFICE_SUCCESS = {
  officeCreated: "등록이 완료되었습니다.",
  officeUpdated: "정보 수정이 완료되었습니다.",
  managerCreated: "등록이 완료되었습니다.",
  managerDeleted: "삭제가 완료되었습니다.",
} as const;

/** Field labels shared by the office panel and its edit dialog. */
export const OFFICE_FIELD_LABELS = {
  name: "사무실 이름",
  phoneNo: "대표 연락처",
  faxNo: "팩스번호",
  email: "이메일",
  zipNo: "우편번호",
  address: "주소",
  detailAddress: "상세 주소",
  managerName: "담당자",
  managerPhoneNo: "담당자 연락처",
  createdAt: "등록일",
  modifiedAt: "수정일",
} as const;

export const MANAGER_FIELD_LABELS = { name: "담당자 이름", phoneNo: "연락처", email: "이메일" } as const;
