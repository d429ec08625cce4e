export { issuancePath, issuanceRecordPath } from "./document-issuance-paths";
export { documentIssuanceRoutes } from "./document-issuance-routes";
