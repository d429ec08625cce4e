export * from "./meet-onsite.schemas";
export * from "./meet-participants.rules";
export * from "./meet-participants.schemas";
export * from "./meetings.constants";
export * from "./meetings.messages";
