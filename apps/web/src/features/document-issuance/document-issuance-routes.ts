import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { DOCUMENT_ISSUANCE_PATH, parseSeq, RECORDS_SEGMENT } from "./document-issuance-paths";

const loadLayout = async () => (await import("./pages/issuance-layout")).IssuanceLayout;
const loadIssuancePage = async () => (await import("./pages/issuance-page")).IssuancePage;
const loadRecordsPage = async () => (await import("./pages/records-page")).IssuanceRecordsPage;
const loadRecordPage = async () => (await import("./pages/record-page")).IssuanceRecordPage;

/** A URL naming no record (`abc`) is the not-found page. */
const recordLoader = ({ params }: Pick<LoaderFunctionArgs, "params">) => {
  if (parseSeq(params.documentIssuanceSeq) === null) throw data(null, { status: 404 });
  return null;
};

/** Spec 04 §2.4: /union-management/document-issuances (자료 발급), records and records/{documentIssuanceSeq}. */
export const documentIssuanceRoutes = (): RouteObject[] => [
  {
    path: DOCUMENT_ISSUANCE_PATH,
    lazy: { Component: loadLayout },
    children: [
      { index: true, lazy: { Component: loadIssuancePage } },
      { path: RECORDS_SEGMENT, lazy: { Component: loadRecordsPage } },
      { path: `${RECORDS_SEGMENT}/:documentIssuanceSeq`, loader: recordLoader, lazy: { Component: loadRecordPage } },
    ],
  },
];
