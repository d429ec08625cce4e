export * from "./account.constants";
export * from "./account.schemas";
