export * from "./union-users.constants";
export * from "./union-users.schemas";
