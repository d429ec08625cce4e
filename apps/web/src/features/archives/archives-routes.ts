import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ARCHIVES_PATH, parseSeq } from "./archives-paths";

const loadListPage = async () => (await import("./pages/archive-list-page")).ArchiveListPage;
const loadRegisterPage = async () => (await import("./pages/archive-register-page")).ArchiveRegisterPage;
const loadDetailPage = async () => (await import("./pages/archive-detail-page")).ArchiveDetailPage;
const loadUpdatePage = async () => (await import("./pages/archive-update-page")).ArchiveUpdatePage;

/** A URL naming no entry (`abc`) is the not-found page. */
const seqLoader = ({ params }: Pick<LoaderFunctionArgs, "params">) => {
  if (parseSeq(params.archiveSeq) === null) throw data(null, { status: 404 });
  return null;
};

/** Spec 04 §2.8: /union-management/archives (M0410): list, register, detail/{id}, update/{id}. */
export const archivesRoutes = (): RouteObject[] => [
  {
    path: ARCHIVES_PATH,
    children: [
      { index: true, lazy: { Component: loadListPage } },
      { path: "register", lazy: { Component: loadRegisterPage } },
      { path: "detail/:archiveSeq", loader: seqLoader, lazy: { Component: loadDetailPage } },
      { path: "update/:archiveSeq", loader: seqLoader, lazy: { Component: loadUpdatePage } },
    ],
  },
];
