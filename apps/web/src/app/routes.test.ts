import { MENU_GROUPS, type MenuPermission } from "@johap/contracts";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryRouter, isRouteErrorResponse } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionKeys } from "../features/session";
import { unionRoute } from "./routes";

const SERVICE_MEMBER_ID = 2;
const SERVICE_MANAGER_ID = 7;
/** The demo member's 사무국 as the journey arranges it: 명부 and 문자 관리, 충전 내역 조회 only. */
const GRANTED: Record<string, "read" | "write"> = { M0401: "write", M0403: "write", M1103: "read" };

const menus: MenuPermission[] = MENU_GROUPS.flatMap((group) =>
  group.menus.map((menu) => ({
    ...menu,
    groupCode: group.code,
    groupName: group.name,
    subMenus: [
      { menuId: 1, name: "조회", code: `${menu.code}01`, isChecked: menu.code in GRANTED, isRestricted: false },
      {
        menuId: 2,
        name: "관리",
        code: `${menu.code}02`,
        isChecked: GRANTED[menu.code] === "write",
        isRestricted: false,
      },
    ],
  })),
);

function memberQueryClient() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionKeys.unions(SERVICE_MEMBER_ID), [
    { unionId: 1, unionName: "한빛", label: "USER", serviceManagerId: SERVICE_MANAGER_ID, targetServiceId: 1001 },
  ]);
  queryClient.setQueryData(sessionKeys.menus(SERVICE_MANAGER_ID), menus);
  return queryClient;
}

const settled = (router: ReturnType<typeof createMemoryRouter>) =>
  new Promise<void>((resolve) => {
    const isIdle = () => router.state.initialized && router.state.navigation.state === "idle";
    if (isIdle()) resolve();
    else router.subscribe(() => isIdle() && resolve());
  });

/** The HTTP status of the route error a console path ends in (null when its page opens). */
const errorStatusOf = (router: ReturnType<typeof createMemoryRouter>) => {
  const error = Object.values(router.state.errors ?? {})[0];
  return error === undefined ? null : isRouteErrorResponse(error) ? error.status : -1;
};

async function open(path: string) {
  const router = createMemoryRouter([{ path: "/", children: [unionRoute(memberQueryClient())] }], {
    initialEntries: [path],
  });
  await router.initialize();
  await settled(router);
  return router;
}

describe("menu routes", () => {
  beforeAll(() => {
    // The member's session cookies; the union's loader remembers the union in a cookie, which is dropped here.
    const cookie = `accessToken=t; memberId=1; serviceMemberId=${SERVICE_MEMBER_ID}`;
    vi.stubGlobal("document", {
      get cookie() {
        return cookie;
      },
      set cookie(_written: string) {},
    });
    vi.stubGlobal("window", { location: { protocol: "http:" } });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it("answers 403 (the permission page) on every menu route the member's group does not grant", async () => {
    const denied = ["etc-management/auth", "etc-management/members", "etc-management/members/invited"];
    denied.push("union-management/union-infos", "consent-management/certification", "meet-management/open");
    for (const path of denied) {
      const router = await open(`/unions/1/${path}`);
      expect([path, errorStatusOf(router)]).toEqual([path, 403]);
      router.dispose();
    }
  });

  it("opens the pages of granted menus, with 관리 or with 조회 only", async () => {
    for (const path of ["etc-management/charges", "union-management/messages/callers"]) {
      const router = await open(`/unions/1/${path}`);
      expect([path, errorStatusOf(router)]).toEqual([path, null]);
      router.dispose();
    }
  });

  it("checks again on each move to another page of the same union", async () => {
    const router = await open("/unions/1/etc-management/charges");
    expect(errorStatusOf(router)).toBeNull();
    await router.navigate("/unions/1/union-management/union-infos");
    await settled(router);
    expect(errorStatusOf(router)).toBe(403);
    router.dispose();
  });

  it("leaves unknown pages of the union to the not-found page", async () => {
    const router = await open("/unions/1/no-such/page");
    expect(errorStatusOf(router)).toBeNull();
    expect(router.state.matches.at(-1)?.route.path).toBe("*");
    router.dispose();
  });
});
