export { formsRoutes } from "./forms-routes";
