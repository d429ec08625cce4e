export * from "./sms.constants";
export * from "./sms.requests";
export * from "./sms.rules";
export * from "./sms.schemas";
