export { agreementsRoutes } from "./agreements-routes";
