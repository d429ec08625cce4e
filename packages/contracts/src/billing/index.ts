export * from "./billing.constants";
export * from "./billing.requests";
export * from "./billing.rules";
export * from "./billing.schemas";
