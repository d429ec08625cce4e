export * from "./e-posts.constants";
export * from "./e-posts.requests";
export * from "./e-posts.rules";
export * from "./e-posts.schemas";
