import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { CERTIFICATION_SEGMENT } from "./certificates/consent-certificates-paths";
import { CONSENTS_PATH, INFO_SEGMENT, OPEN_SEGMENT, parseConsentSeq } from "./consents-paths";

const loadBoardPage = async () => (await import("./pages/consent-board-page")).ConsentBoardPage;
const loadDetailPage = async () => (await import("./pages/consent-detail-page")).ConsentDetailPage;
const loadOpenPage = async () => (await import("./pages/consent-open-page")).ConsentOpenPage;
const loadInfoPage = async () => (await import("./pages/consent-info-page")).ConsentInfoPage;
const loadCertificationsPage = async () =>
  (await import("./certificates/pages/consent-certifications-page")).ConsentCertificationsPage;
const loadCertificationPage = async () =>
  (await import("./certificates/pages/consent-certification-page")).ConsentCertificationPage;
const loadInfoStep = async () => (await import("./components/open-info-step")).OpenInfoStep;
const loadConditionsStep = async () => (await import("./components/open-conditions-step")).OpenConditionsStep;
const loadRecipientsStep = async () => (await import("./components/open-recipients-step")).OpenRecipientsStep;

/** A detail URL that names no consent is the not-found page: `abc` matches `:consentSeq` but is no consent number. */
export function consentSeqLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  if (parseConsentSeq(params.consentSeq) === null) throw data(null, { status: 404 });
  return null;
}

/**
 * Spec 02 §2.1 to §2.4 (menu M1201): the board, the open wizard (open, open/side-form, open/selection), a
 * consent's detail with its three tabs and its info page; §2.5 (menu M1202): the certificate list and detail.
 */
export const consentsRoutes = (): RouteObject[] => [
  {
    path: CONSENTS_PATH,
    children: [
      { index: true, lazy: { Component: loadBoardPage } },
      {
        path: OPEN_SEGMENT,
        lazy: { Component: loadOpenPage },
        children: [
          { index: true, lazy: { Component: loadInfoStep } },
          { path: "side-form", lazy: { Component: loadConditionsStep } },
          { path: "selection", lazy: { Component: loadRecipientsStep } },
        ],
      },
      { path: CERTIFICATION_SEGMENT, lazy: { Component: loadCertificationsPage } },
      {
        path: `${CERTIFICATION_SEGMENT}/:consentSeq`,
        loader: consentSeqLoader,
        lazy: { Component: loadCertificationPage },
      },
      { path: ":consentSeq", loader: consentSeqLoader, lazy: { Component: loadDetailPage } },
      { path: `:consentSeq/${INFO_SEGMENT}`, loader: consentSeqLoader, lazy: { Component: loadInfoPage } },
    ],
  },
];
