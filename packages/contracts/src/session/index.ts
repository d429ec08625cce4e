export * from "./session.schemas";
