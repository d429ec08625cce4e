export * from "./acquisition-period";
export * from "./main-number-rule";
export * from "./register.constants";
export * from "./register.requests";
export * from "./register.schemas";
export * from "./registry-changes.schemas";
