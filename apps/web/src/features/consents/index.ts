export { consentBoardPath, consentDetailPath } from "./consents-paths";
export { consentsRoutes } from "./consents-routes";
