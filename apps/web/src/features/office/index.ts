export { officeRoutes } from "./office-routes";
