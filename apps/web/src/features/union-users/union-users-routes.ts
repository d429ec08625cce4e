import type { RouteObject } from "react-router";
import { MEMBERS_PATH } from "./union-users-paths";

const loadMembersPage = async () => (await import("./pages/union-users-page")).UnionUsersPage;
const loadInvitedPage = async () => (await import("./pages/invited-users-page")).InvitedUsersPage;

/** `etc-management/members` and `.../invited` (menu M1104, the supervisor's); pages load on demand. */
export const unionUsersRoutes = (): RouteObject[] => [
  {
    path: MEMBERS_PATH,
    children: [
      { index: true, lazy: { Component: loadMembersPage } },
      { path: "invited", lazy: { Component: loadInvitedPage } },
    ],
  },
];
