export * from "./posts.constants";
export * from "./posts.labels";
export * from "./posts.requests";
export * from "./posts.rules";
export * from "./posts.schemas";
