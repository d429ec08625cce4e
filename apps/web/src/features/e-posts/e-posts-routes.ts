import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { CREATE_SEGMENT, DETAIL_SEGMENT, EPOSTS_PATH, parsePostSeq, RECIPIENT_SEGMENT } from "./e-posts-paths";

const loadListPage = async () => (await import("./pages/e-posts-list-page")).EpostsListPage;
const loadWizard = async () => (await import("./pages/e-post-wizard-layout")).EpostWizardLayout;
const loadRecipientStep = async () => (await import("./pages/e-post-recipient-step")).EpostRecipientStep;
const loadCreateStep = async () => (await import("./pages/e-post-create-step")).EpostCreateStep;
const loadDetailPage = async () => (await import("./pages/e-post-detail-page")).EpostDetailPage;

const postSeqLoader = ({ params }: Pick<LoaderFunctionArgs, "params">) => {
  if (parsePostSeq(params.postSeq) === null) throw data(null, { status: 404 });
  return null;
};

/**
 * Spec 04 §2.3: /electronic-posts (list), /electronic-posts/recipient (step 1) and its child create route (steps 2
 * and 3), /electronic-posts/detail/{postSeq}.
 */
export const epostsRoutes = (): RouteObject[] => [
  {
    path: EPOSTS_PATH,
    children: [
      { index: true, lazy: { Component: loadListPage } },
      {
        path: RECIPIENT_SEGMENT,
        lazy: { Component: loadWizard },
        children: [
          { index: true, lazy: { Component: loadRecipientStep } },
          { path: CREATE_SEGMENT, lazy: { Component: loadCreateStep } },
        ],
      },
      { path: `${DETAIL_SEGMENT}/:postSeq`, loader: postSeqLoader, lazy: { Component: loadDetailPage } },
    ],
  },
];
