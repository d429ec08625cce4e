export * from "./files.schemas";
