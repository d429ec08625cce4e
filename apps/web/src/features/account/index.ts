export { unionLabelName } from "./account-labels";
export { accountRoutes } from "./account-routes";
