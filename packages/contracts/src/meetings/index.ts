export * from "./meetings.constants";
