/**
 * The electronic-document service (전자문서 중계, KAKAO_PAY): each recipient gets their own document in the
 * messenger, opens it and confirms (signs) it within the expiry, or lets it expire. `submit` hands documents over
 * and answers at once; the recipients' progress comes later through `track`, as a vendor's status API does.
 */
export type EdocSubmission = {
  /** Ours (electronicDocumentRecipientSeq): a document submitted twice under one id is one document. */
  externalId: string;
  unionSeq: number;
  title: string;
  name: string;
  phoneNo: string;
  /** The PDF documents (fileSeqs); a real adapter reads their bytes through the file store. */
  fileSeqs: number[];
  sendMethod: "KAKAO_PAY";
  /** Hours the recipient has to open and confirm (signatureExpireIn). */
  expireHours: number;
};

export type EdocProgress = "SENT" | "RECEIVED" | "OPENED" | "COMPLETED" | "EXPIRED" | "FAILED";

export type EdocState = {
  externalId: string;
  providerDocumentId: string;
  status: EdocProgress;
  sentAt: Date;
  receivedAt: Date | null;
  openedAt: Date | null;
  completedAt: Date | null;
  expiredAt: Date | null;
  /** The service's reason in Korean for a failure, null otherwise. */
  failReason: string | null;
};

export type EdocPort = {
  submit: (items: EdocSubmission[]) => Promise<EdocState[]>;
  /** The current state of documents handed over earlier (unknown ids are left out). */
  track: (providerDocumentIds: string[]) => Promise<EdocState[]>;
};

export class EdocMaintenanceError extends Error {}
