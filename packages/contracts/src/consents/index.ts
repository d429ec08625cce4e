export * from "./consent-certificates.schemas";
export * from "./consent-documents";
export * from "./consent-recipients-tab";
export * from "./consents.constants";
export * from "./consents.open";
export * from "./consents.requests";
export * from "./consents.rules";
export * from "./consents.schemas";
