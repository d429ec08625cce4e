export * from "./billing.schemas";
