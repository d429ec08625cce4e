export { permissionsRoutes } from "./permissions-routes";
