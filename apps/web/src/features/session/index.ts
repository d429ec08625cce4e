export { sessionKeys } from "./api/session-keys";
export { useLogoutMutation } from "./api/session-mutations";
export { availableMenusQuery, memberQuery, myUnionsQuery } from "./api/session-queries";
export { myPageLoader, unionAccessOf, unionLoader } from "./session-loaders";
export { sessionRoutes } from "./session-routes";
export { useSessionIds } from "./use-session-ids";
