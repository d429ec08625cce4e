/**
 * Every menu of the four spec documents: groups (M04, M09, M10, M11, M12), their entries and the
 * sub-menus a permission group can check. Sub-menu ids are stable numbers used by
 * `PUT .../manager-groups/{groupId}/menus {menuIds}`.
 * Sub-menus: `{code}01` 조회 (read) and `{code}02` 관리 (create, change, delete). A GET needs either,
 * any other method needs 관리 (docs/decisions.md).
 */
export type MenuEntry = {
  code: string;
  name: string;
  description: string;
  /** Path below /unions/{unionSeq}. */
  path: string;
};
export type MenuGroup = { code: string; name: string; menus: MenuEntry[] };

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    code: "M04",
    name: "업무 관리",
    menus: [
      {
        code: "M0401",
        name: "전자 명부 관리",
        description: "조합원 명부 등록, 조회, 변동 관리",
        path: "union-management/registers",
      },
      {
        code: "M0402",
        name: "동의 현황 관리",
        description: "조합원 동의 현황 관리",
        path: "union-management/agreements",
      },
      {
        code: "M0403",
        name: "문자 발송",
        description: "문자 발송, 내역, 발신번호 관리",
        path: "union-management/messages",
      },
      { code: "M0405", name: "우편 발송", description: "우편 발송과 내역 관리", path: "union-management/posts" },
      {
        code: "M0407",
        name: "자료 발급",
        description: "등기부등본 등 공적 자료 발급",
        path: "union-management/document-issuances",
      },
      { code: "M0409", name: "문서 서식", description: "문서 서식 자료실", path: "union-management/forms" },
      { code: "M0410", name: "자료실", description: "조합 문서 보관함", path: "union-management/archives" },
      {
        code: "M0411",
        name: "주소록 그룹",
        description: "조합원 주소록 그룹 관리",
        path: "union-management/address-groups",
      },
      { code: "M0413", name: "전자 등기", description: "전자 등기 우편 발송", path: "electronic-posts" },
    ],
  },
  {
    code: "M12",
    name: "전자 동의 관리",
    menus: [
      { code: "M1201", name: "전자 동의서 내역", description: "전자 동의서 등록과 현황", path: "consent-management" },
      {
        code: "M1202",
        name: "전자 동의 증명서 발급",
        description: "전자 동의 증명서 발급과 문서 보관 연장",
        path: "consent-management/certification",
      },
    ],
  },
  {
    code: "M10",
    name: "총회 관리",
    menus: [
      { code: "M1003", name: "총회 개설", description: "총회, 대의원회, 이사회 개설", path: "meet-management/open" },
      {
        code: "M1004",
        name: "총회 내역",
        description: "총회 내역, 선거인, 개표 결과",
        path: "meet-management/history",
      },
      { code: "M1005", name: "증명서 발급", description: "총회 증명서 발급", path: "meet-management/certifications" },
      {
        code: "M1006",
        name: "홍보 요원 관리",
        description: "홍보 요원과 홍보 총회 관리",
        path: "meet-management/promotion",
      },
    ],
  },
  {
    code: "M09",
    name: "상담 관리",
    menus: [
      { code: "M0901", name: "상담 등록", description: "조합원 상담 기록 등록", path: "counsel-management/create" },
      { code: "M0902", name: "상담 내역", description: "상담 기록 조회와 수정", path: "counsel-management/counsels" },
    ],
  },
  {
    code: "M11",
    name: "기타 관리",
    menus: [
      { code: "M1101", name: "권한 그룹 관리", description: "권한 그룹과 메뉴 권한", path: "etc-management/auth" },
      {
        code: "M1102",
        name: "사무실 정보",
        description: "조합 사무실 정보와 담당자",
        path: "union-management/union-infos",
      },
      {
        code: "M1103",
        name: "충전 및 사용 내역",
        description: "예치금 충전과 사용 내역",
        path: "etc-management/charges",
      },
      { code: "M1104", name: "사용자 관리", description: "조합 사용자와 초대 관리", path: "etc-management/members" },
    ],
  },
];

export type SubMenuDef = { menuId: number; code: string; name: string; menuCode: string; isWrite: boolean };

/** Menu codes a route may declare. */
export const MENU_CODES = MENU_GROUPS.flatMap((g) => g.menus.map((m) => m.code));
export type MenuCode = string;

/** All sub-menus, with stable ids: menu index * 10 + 1 (read) or + 2 (write). */
export const SUB_MENUS: readonly SubMenuDef[] = MENU_GROUPS.flatMap((g) => g.menus).flatMap((m, i) => [
  { menuId: (i + 1) * 10 + 1, code: `${m.code}01`, name: "조회", menuCode: m.code, isWrite: false },
  { menuId: (i + 1) * 10 + 2, code: `${m.code}02`, name: "관리", menuCode: m.code, isWrite: true },
]);

export const ALL_SUB_MENU_IDS = SUB_MENUS.map((s) => s.menuId);

/**
 * Menus no permission group of an ordinary user may hold: only the supervisor manages permission
 * groups and users. Shown disabled (isRestricted) in the menu permission list.
 */
export const RESTRICTED_MENU_CODES: readonly string[] = ["M1101", "M1104"];
