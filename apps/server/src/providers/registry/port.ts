import type { BuildingOwnership, DocumentIssuanceOptions, LandOwnership } from "@johap/contracts";

/** The registry office (등기소): address search and the change feed of traced registrations. */
export type RegistryAddress = { registrationAddress: string; registrationNo: string; registrationType: string };
export type RegistryChange = {
  registrationNo: string;
  registrationPurpose: string;
  receivedAt: string;
  receiptStep: string;
};

/**
 * An official document ordered from the registry (자료 발급): the document code for one registration, with the
 * owner's rights as the union's register knows them (the simulator prints them; a real office reads its own).
 */
export type RegistryDocumentRequest = {
  /** Ours, unique per document: the same key never orders twice. */
  orderKey: string;
  documentCode: string;
  registrationAddress: string;
  registrationNo: string;
  registrationType: string;
  owner: {
    name: string;
    birth: string;
    address: string;
    portion: string | null;
  };
  land: LandOwnership | null;
  building: BuildingOwnership | null;
  options: DocumentIssuanceOptions;
};
export type RegistryDocumentOrder = { registryOrderNo: string; readyAt: Date };
export type RegistryDocumentResult =
  | { status: "PENDING" }
  | { status: "FAILED"; reason: string }
  | { status: "ISSUED"; pdf: Uint8Array };

export type RegistryPort = {
  /** Throws RegistryMaintenanceError during the office's maintenance window. */
  findAddresses: (query: string) => Promise<RegistryAddress[]>;
  /** Changes received for the given registrations since the last poll. */
  pollChanges: (registrationNos: string[], now: Date) => Promise<RegistryChange[]>;
  /** Orders a document; it is ready at `readyAt`. Throws RegistryMaintenanceError during maintenance. */
  orderDocument: (request: RegistryDocumentRequest, now: Date) => Promise<RegistryDocumentOrder>;
  /** The ordered document: still pending, failed (not charged), or issued as a PDF. */
  collectDocument: (
    request: RegistryDocumentRequest & RegistryDocumentOrder,
    now: Date,
  ) => Promise<RegistryDocumentResult>;
};

export class RegistryMaintenanceError extends Error {}
