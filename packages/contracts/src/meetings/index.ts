export * from "./meet-onsite.schemas";
export * from "./meetings.constants";
export * from "./meetings.messages";
