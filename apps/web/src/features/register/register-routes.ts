import type { RouteObject } from "react-router";
import { REGISTERS_PATH } from "./register-paths";

const loadRegisterPage = async () => (await import("./pages/register-page")).RegisterPage;
const loadOwnerCreatePage = async () => (await import("./pages/owner-create-page")).OwnerCreatePage;
const loadOwnerModifyPage = async () => (await import("./pages/owner-modify-page")).OwnerModifyPage;
const loadChangeHistoriesPage = async () => (await import("./pages/change-histories-page")).ChangeHistoriesPage;
const loadOwnerRightsPage = async () => (await import("./pages/owner-rights-page")).OwnerRightsPage;

/** Spec 01 §2 register routes under `/unions/:unionSeq` (menu M0401); every page loads on demand. */
export const registerRoutes = (): RouteObject[] => [
  {
    path: REGISTERS_PATH,
    children: [
      { index: true, lazy: { Component: loadRegisterPage } },
      { path: "histories", lazy: { Component: loadChangeHistoriesPage } },
      { path: "create", lazy: { Component: loadOwnerCreatePage } },
      { path: ":unionRegisterSeq/modify", lazy: { Component: loadOwnerModifyPage } },
      { path: ":unionRegisterSeq/modify/auths", lazy: { Component: loadOwnerRightsPage } },
    ],
  },
];
