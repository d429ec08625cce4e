export * from "./office.constants";
export * from "./office.requests";
export * from "./office.schemas";
