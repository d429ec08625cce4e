export * from "./meet-onsite.schemas";
export * from "./meet-participants.rules";
export * from "./meet-participants.schemas";
export * from "./meetings.constants";
export * from "./meetings.messages";
export * from "./meets-open.messages";
export * from "./meets-open.rules";
export * from "./meets-open.schemas";
