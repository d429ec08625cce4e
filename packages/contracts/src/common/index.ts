export * from "./common.schemas";
export * from "./common-codes";
