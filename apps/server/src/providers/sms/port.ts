import type { SendResult, SmsType } from "@johap/contracts";

/** One text handed to the carrier. `id` is ours (messageId or systemTextSeq) and comes back in the report. */
export type SmsSubmission = { id: number; phoneNo: string };

export type SmsBatch = {
  smsType: SmsType;
  from: string;
  title: string;
  text: string;
  /** Image files of an MMS (fileSeqs); the adapter reads their bytes through the file store. */
  fileSeqs: number[];
  items: SmsSubmission[];
};

export type SmsDeliveryReport = {
  id: number;
  sendResult: SendResult;
  /** Carrier reason in Korean for a failure, null on success. */
  failReason: string | null;
};

/**
 * The SMS gateway (문자 중계사). `submit` hands a batch to the carrier and returns at once;
 * delivery reports come later through `collectReports`, as a real gateway's callback or poll does.
 */
export type SmsGatewayPort = {
  submit: (batch: SmsBatch) => Promise<void>;
  collectReports: (items: SmsSubmission[]) => Promise<SmsDeliveryReport[]>;
  /** How long the carrier takes before reports are available (the settle job waits this long). */
  reportDelayMs: number;
};

export class SmsGatewayMaintenanceError extends Error {}
