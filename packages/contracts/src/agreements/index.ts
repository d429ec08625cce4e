export * from "./agreements.constants";
export * from "./agreements.requests";
export * from "./agreements.schemas";
