export { activityMappingsQuery } from "./api/register-queries";
export { RegisterSearchPanel } from "./components/grid/register-search-panel";
export { hasFilters, type RegisterFilters } from "./register-filters";
export { registersPath } from "./register-paths";
export { registerRoutes } from "./register-routes";
