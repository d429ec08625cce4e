export * from "./counsels.constants";
export * from "./counsels.requests";
export * from "./counsels.rules";
export * from "./counsels.schemas";
