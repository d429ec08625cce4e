export { registerRoutes } from "./register-routes";
