export * from "./document-issuance.constants";
export * from "./document-issuance.requests";
export * from "./document-issuance.rules";
export * from "./document-issuance.schemas";
