export * from "./online-meetings.constants";
export * from "./online-meetings.schemas";
export * from "./online-meetings.time";
export * from "./owner-online";
