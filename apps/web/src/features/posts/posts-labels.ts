/** Korean texts of the posts screens (the code labels come from contracts' posts.labels). */
export const POSTS_TITLE = "우편 발송";
export const TAB_LABELS = { send: "우편발송", records: "내역 관리" } as const;
export const WIZARD_STEPS = ["수신자 선택", "내용 입력", "미리보기", "비용 조회"] as const;
export const EMPTY_TEXT = "표시할 데이터가 없습니다.";
