import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ADDRESS_GROUPS_PATH, CREATE_SEGMENT, MODIFY_SEGMENT, parseGroupSeq } from "./address-groups-paths";

const loadListPage = async () => (await import("./pages/group-list-page")).GroupListPage;
const loadCreatePage = async () => (await import("./pages/group-create-page")).GroupCreatePage;
const loadDetailPage = async () => (await import("./pages/group-detail-page")).GroupDetailPage;
const loadModifyPage = async () => (await import("./pages/group-modify-page")).GroupModifyPage;

/** A URL naming no group (`abc`) is the not-found page. */
const seqLoader = ({ params }: Pick<LoaderFunctionArgs, "params">) => {
  if (parseGroupSeq(params.unionRegisterGroupSeq) === null) throw data(null, { status: 404 });
  return null;
};

/** Spec 04 §2.6: list; create; {unionRegisterGroupSeq} detail; {unionRegisterGroupSeq}/modify. */
export const addressGroupsRoutes = (): RouteObject[] => [
  {
    path: ADDRESS_GROUPS_PATH,
    children: [
      { index: true, lazy: { Component: loadListPage } },
      { path: CREATE_SEGMENT, lazy: { Component: loadCreatePage } },
      { path: ":unionRegisterGroupSeq", loader: seqLoader, lazy: { Component: loadDetailPage } },
      { path: `:unionRegisterGroupSeq/${MODIFY_SEGMENT}`, loader: seqLoader, lazy: { Component: loadModifyPage } },
    ],
  },
];
