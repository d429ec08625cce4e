export * from "./address-groups.constants";
export * from "./address-groups.requests";
export * from "./address-groups.rules";
export * from "./address-groups.schemas";
