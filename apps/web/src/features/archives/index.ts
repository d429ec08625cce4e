export { archivesRoutes } from "./archives-routes";
