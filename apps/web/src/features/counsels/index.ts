export { counselDetailPath, counselListPath } from "./counsels-paths";
export { counselsRoutes } from "./counsels-routes";
