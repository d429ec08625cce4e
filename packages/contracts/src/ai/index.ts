export * from "./ai.schemas";
