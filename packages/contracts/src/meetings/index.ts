export * from "./meetings.constants";
export * from "./meetings.messages";
