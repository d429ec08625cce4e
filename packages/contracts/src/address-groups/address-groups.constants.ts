/** Spec 04 §9: the address-group list and the pickers are paged at 10. */
export const ADDRESS_GROUP_PAGE_SIZE = 10;
/** Group name and memo lengths (ours; the spec only requires the name). */
export const ADDRESS_GROUP_NAME_MAX = 30;
export const ADDRESS_GROUP_MEMO_MAX = 200;
/** Owners one group may hold (the register's page limit, as the SMS recipients). */
export const ADDRESS_GROUP_MEMBERS_MAX = 10_000;

/** Kinds of auto-generated (read-only) groups, in the order the list shows them. */
export const AUTO_GROUP_KINDS = ["CONSENT", "POSITION", "DONG"] as const;
export type AutoGroupKind = (typeof AUTO_GROUP_KINDS)[number];

/** Korean texts of spec 04 §5 Filters and groups and §8 (success messages), plus ours where marked. */
export const ADDRESS_GROUP_MESSAGES = {
  nameRequired: "그룹명을 입력해주세요.",
  deleteNone: "삭제할 그룹을 선택해주세요.",
  created: "그룹 추가가 완료되었습니다.",
  modified: "그룹 수정이 완료되었습니다.",
  deleted: "삭제가 완료되었습니다.",
  empty: "표시할 데이터가 없습니다.",
  // ours
  nameMax: `그룹명은 ${ADDRESS_GROUP_NAME_MAX}자까지 입력할 수 있습니다.`,
  memoMax: `메모는 ${ADDRESS_GROUP_MEMO_MAX}자까지 입력할 수 있습니다.`,
  membersMax: `그룹에는 최대 ${ADDRESS_GROUP_MEMBERS_MAX.toLocaleString("ko-KR")}명까지 담을 수 있습니다.`,
  nameTaken: "같은 이름의 그룹이 이미 있습니다.",
  notFound: "그룹을 찾을 수 없습니다.",
  autoReadOnly: "자동 생성 그룹은 수정하거나 삭제할 수 없습니다.",
  notInRegister: "조합원 명부에 없는 소유자가 포함되어 있습니다.",
  autoCreatedBy: "자동 생성",
} as const;
