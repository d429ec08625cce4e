export { postsRoutes } from "./posts-routes";
