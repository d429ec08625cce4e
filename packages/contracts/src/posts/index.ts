export * from "./posts.constants";
