import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { COUNSELS_PATH, COUNSELS_SEGMENT, CREATE_SEGMENT, MODIFY_SEGMENT, parseSeq } from "./counsels-paths";

const loadPickerPage = async () => (await import("./pages/counsel-picker-page")).CounselPickerPage;
const loadCreatePage = async () => (await import("./pages/counsel-create-page")).CounselCreatePage;
const loadListPage = async () => (await import("./pages/counsel-list-page")).CounselListPage;
const loadDetailPage = async () => (await import("./pages/counsel-detail-page")).CounselDetailPage;
const loadModifyPage = async () => (await import("./pages/counsel-modify-page")).CounselModifyPage;

/** A URL naming no owner or record (`abc`) is the not-found page. */
const seqLoader =
  (param: string) =>
  ({ params }: Pick<LoaderFunctionArgs, "params">) => {
    if (parseSeq(params[param]) === null) throw data(null, { status: 404 });
    return null;
  };

/**
 * Spec 02 §2.6: /counsel-management/create (M0901) and its form /create/{unionRegisterSeq};
 * /counsel-management/counsels (M0902), a record's detail and its modify page.
 */
export const counselsRoutes = (): RouteObject[] => [
  {
    path: `${COUNSELS_PATH}/${CREATE_SEGMENT}`,
    children: [
      { index: true, lazy: { Component: loadPickerPage } },
      { path: ":unionRegisterSeq", loader: seqLoader("unionRegisterSeq"), lazy: { Component: loadCreatePage } },
    ],
  },
  {
    path: `${COUNSELS_PATH}/${COUNSELS_SEGMENT}`,
    children: [
      { index: true, lazy: { Component: loadListPage } },
      { path: ":counselSeq", loader: seqLoader("counselSeq"), lazy: { Component: loadDetailPage } },
      {
        path: `:counselSeq/${MODIFY_SEGMENT}`,
        loader: seqLoader("counselSeq"),
        lazy: { Component: loadModifyPage },
      },
    ],
  },
];
