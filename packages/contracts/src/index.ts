export * from "./billing";
export * from "./common";
export * from "./files";
export * from "./maintenance";
export * from "./menus";
export * from "./platform/envelope";
export * from "./platform/errors";
export * from "./session";
