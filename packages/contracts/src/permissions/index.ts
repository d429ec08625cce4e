export * from "./permissions.constants";
export * from "./permissions.requests";
export * from "./permissions.schemas";
