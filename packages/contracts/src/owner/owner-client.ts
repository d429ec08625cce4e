/**
 * What the owner app (apps/owner) imports: constants, messages and rules without zod, so its first load
 * stays small. The package's main entry sets zod's locale on import, which would pull zod in.
 */
export * from "../consents/consent-certificates.constants";
export * from "../consents/consents.constants";
export * from "../meetings/meet-ballots.constants";
export * from "../meetings/meetings.constants";
export * from "../meetings/owner-receipts.constants";
export * from "../online-meetings/online-meetings.constants";
export * from "../online-meetings/owner-online.constants";
export * from "./owner.constants";
export * from "./owner.rules";
