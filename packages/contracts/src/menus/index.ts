export * from "./menu-catalog";
