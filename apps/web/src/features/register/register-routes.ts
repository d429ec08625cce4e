import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { parseOwnerSeq, REGISTERS_PATH } from "./register-paths";

const loadRegisterPage = async () => (await import("./pages/register-page")).RegisterPage;
const loadOwnerCreatePage = async () => (await import("./pages/owner-create-page")).OwnerCreatePage;
const loadOwnerModifyPage = async () => (await import("./pages/owner-modify-page")).OwnerModifyPage;
const loadChangeHistoriesPage = async () => (await import("./pages/change-histories-page")).ChangeHistoriesPage;
const loadOwnerRightsPage = async () => (await import("./pages/owner-rights-page")).OwnerRightsPage;

/** An owner page whose URL cannot name an owner (/registers/abc/modify, a huge number) is the not-found page. */
export function ownerSeqLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  if (parseOwnerSeq(params.unionRegisterSeq) === null) throw data(null, { status: 404 });
  return null;
}

/** Spec 01 §2 register routes under `/unions/:unionSeq` (menu M0401); every page loads on demand. */
export const registerRoutes = (): RouteObject[] => [
  {
    path: REGISTERS_PATH,
    children: [
      { index: true, lazy: { Component: loadRegisterPage } },
      { path: "histories", lazy: { Component: loadChangeHistoriesPage } },
      { path: "create", lazy: { Component: loadOwnerCreatePage } },
      { path: ":unionRegisterSeq/modify", loader: ownerSeqLoader, lazy: { Component: loadOwnerModifyPage } },
      { path: ":unionRegisterSeq/modify/auths", loader: ownerSeqLoader, lazy: { Component: loadOwnerRightsPage } },
    ],
  },
];
