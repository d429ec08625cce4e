export { epostDetailPath, epostsPath } from "./e-posts-paths";
export { epostsRoutes } from "./e-posts-routes";
