export * from "./promotion.constants";
export * from "./promotion.schemas";
