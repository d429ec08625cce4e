export { PROMOTION_MENU, promotionDetailPath, promotionListPath } from "./promotion-paths";
export { promotionRoutes } from "./promotion-routes";
