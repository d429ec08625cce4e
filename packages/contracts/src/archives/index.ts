export * from "./archives.constants";
export * from "./archives.schemas";
