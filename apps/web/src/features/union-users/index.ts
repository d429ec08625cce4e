export { unionUsersKeys } from "./api/union-users-keys";
export { type UnionHome, unionQuery } from "./api/union-users-queries";
export { unionUsersRoutes } from "./union-users-routes";
