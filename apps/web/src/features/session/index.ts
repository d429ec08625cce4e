export { sessionKeys } from "./api/session-keys";
export { useLogoutMutation } from "./api/session-mutations";
export { availableMenusQuery, memberQuery, myUnionsQuery } from "./api/session-queries";
export { accessOfMenu } from "./menu-access";
export {
  MENUS_FRESH_MS,
  menuAccessLoader,
  myPageLoader,
  revalidateOnPathChange,
  unionAccessOf,
  unionLoader,
} from "./session-loaders";
export { sessionRoutes } from "./session-routes";
export { useCanWrite } from "./use-can-write";
export { useSessionIds } from "./use-session-ids";
export { useUnionManager } from "./use-union-manager";
