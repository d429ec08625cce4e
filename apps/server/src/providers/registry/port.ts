/** The registry office (등기소): address search and the change feed of traced registrations. */
export type RegistryAddress = { registrationAddress: string; registrationNo: string; registrationType: string };
export type RegistryChange = {
  registrationNo: string;
  registrationPurpose: string;
  receivedAt: string;
  receiptStep: string;
};

export type RegistryPort = {
  /** Throws RegistryMaintenanceError during the office's maintenance window. */
  findAddresses: (query: string) => Promise<RegistryAddress[]>;
  /** Changes received for the given registrations since the last poll. */
  pollChanges: (registrationNos: string[], now: Date) => Promise<RegistryChange[]>;
};

export class RegistryMaintenanceError extends Error {}
