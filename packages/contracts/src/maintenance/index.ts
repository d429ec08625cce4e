export * from "./maintenance.schemas";
