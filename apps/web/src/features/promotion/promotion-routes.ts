import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { PROMOTION_PATH } from "./promotion-paths";

const loadListPage = async () => (await import("./pages/promotion-meets-page")).PromotionMeetsPage;
const loadDetailPage = async () => (await import("./pages/promotion-detail-page")).PromotionDetailPage;

/** `abc` or a huge number in place of a meeting is the not-found page. */
function meetIdLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? "") || Number(params.id) > 2_147_483_647) throw data(null, { status: 404 });
  return null;
}

/** Spec 03 §2.11 (M1006): the promotion meeting list and a meeting's promotion detail. */
export const promotionRoutes = (): RouteObject[] => [
  {
    path: PROMOTION_PATH,
    children: [
      { index: true, lazy: { Component: loadListPage } },
      { path: ":id", loader: meetIdLoader, lazy: { Component: loadDetailPage } },
    ],
  },
];
