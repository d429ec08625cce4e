import type { RouteObject } from "react-router";

const loadPermissionGroupsPage = async () => (await import("./pages/permission-groups-page")).PermissionGroupsPage;

/** Spec 01 §2: `etc-management/auth` under `/unions/:unionSeq` (menu M1101); loads on demand. */
export const permissionsRoutes = (): RouteObject[] => [
  { path: "etc-management/auth", lazy: { Component: loadPermissionGroupsPage } },
];
