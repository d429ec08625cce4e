export { billingKeys } from "./api/billing-keys";
export { serviceInfoQuery } from "./api/billing-queries";
export { balanceOf } from "./balance";
export { chargesPath } from "./billing-paths";
export { billingRoutes } from "./billing-routes";
export { ChargeButton } from "./components/charge-button";
