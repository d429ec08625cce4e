export * from "./owner.constants";
export * from "./owner.rules";
export * from "./owner.schemas";
