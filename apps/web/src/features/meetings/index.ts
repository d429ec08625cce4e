export { meetDetailPath, meetHistoryPath, meetOpenPath } from "./meetings-paths";
export { meetingsRoutes } from "./meetings-routes";
