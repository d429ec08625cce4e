import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { CONSENTS_PATH, parseConsentSeq } from "./consents-paths";

const loadBoardPage = async () => (await import("./pages/consent-board-page")).ConsentBoardPage;
const loadDetailPage = async () => (await import("./pages/consent-detail-page")).ConsentDetailPage;

/**
 * A detail URL that names no consent is the not-found page: `open` (the wizard, not built yet) and `abc`
 * match `:consentSeq` but are no consent number.
 */
export function consentSeqLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  if (parseConsentSeq(params.consentSeq) === null) throw data(null, { status: 404 });
  return null;
}

/** Spec 02 §2.1 and §2.2 (menu M1201): the board and a consent's detail with its three tabs. */
export const consentsRoutes = (): RouteObject[] => [
  {
    path: CONSENTS_PATH,
    children: [
      { index: true, lazy: { Component: loadBoardPage } },
      { path: ":consentSeq", loader: consentSeqLoader, lazy: { Component: loadDetailPage } },
    ],
  },
];
