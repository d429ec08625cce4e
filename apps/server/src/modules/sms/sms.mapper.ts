import type { SentSms, Sms, SmsCaller, SmsDetail, SmsFile, SmsMessage, SmsRecipientCandidate } from "@johap/contracts";
import type { SmsCallerRow, SmsRecipientRow, SmsRow } from "./sms.repository";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The download path of an attached image (GET /v1/files, bearer auth). */
export const smsFilePath = (fileSeq: number) => `/v1/files?fileSeq=${fileSeq}`;

export function toSmsFiles(fileSeqs: number[], rows: { fileSeq: number; originalName: string }[]): SmsFile[] {
  return fileSeqs.map((fileSeq) => ({
    fileSeq,
    originName: rows.find((r) => r.fileSeq === fileSeq)?.originalName ?? `image-${fileSeq}`,
    filePath: smsFilePath(fileSeq),
  }));
}

export const toSms = (row: SmsRow): Sms => ({
  smsId: row.smsId,
  smsType: row.smsType,
  sendType: row.sendType,
  outgoingPhoneNo: row.outgoingPhoneNo,
  title: row.title,
  message: row.message,
  requestedAt: row.requestedAt.toISOString(),
  scheduledAt: iso(row.scheduledAt),
  sentAt: iso(row.sentAt),
  completedAt: iso(row.completedAt),
  recipientCount: row.recipientCount,
  successCount: row.successCount,
  failCount: row.failCount,
  sendStatus: row.sendStatus,
  totalCost: row.totalCost,
  refundedCost: row.refundedCost,
});

/** `isResent`: its failures already went out again (they are resent once). */
export const toSmsDetail = (row: SmsRow, files: SmsFile[], isResent: boolean): SmsDetail => ({
  ...toSms(row),
  files,
  filePaths: files.map((f) => f.filePath),
  unitCost: row.unitCost,
  isCancellable: row.sendStatus === "WAIT",
  isResendable: row.sendStatus === "COMPLETE" && row.failCount > 0 && !isResent,
});

export const toSmsMessage = (row: SmsRecipientRow): SmsMessage => ({
  messageId: row.messageId,
  unionRegisterSeq: row.unionRegisterSeq,
  name: row.name,
  phoneNo: row.phoneNo,
  isAgent: row.isAgent,
  sentAt: iso(row.sentAt),
  completedAt: iso(row.completedAt),
  sendResult: row.sendResult,
  failReason: row.failReason,
  sendStatus: row.sendStatus,
});

export const toSentSms = (row: SmsRow, files: SmsFile[]): SentSms => ({
  smsId: row.smsId,
  smsType: row.smsType,
  outgoingPhoneNo: row.outgoingPhoneNo,
  title: row.title,
  message: row.message,
  files,
  filePaths: files.map((f) => f.filePath),
  recipientCount: row.recipientCount,
  requestedAt: row.requestedAt.toISOString(),
  sentAt: iso(row.sentAt),
});

export const toSmsCaller = (row: SmsCallerRow): SmsCaller => ({
  smsCallerSeq: row.smsCallerSeq,
  outgoingPhoneNo: row.outgoingPhoneNo,
  name: row.name,
  emergencyPhoneNo: row.emergencyPhoneNo,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  approvedAt: iso(row.approvedAt),
});

export function toCandidate(row: {
  owner: {
    unionRegisterSeq: number;
    unionRegisterNoMain: number;
    unionRegisterNoSub: number;
    name: string;
    nameClass: string;
    mainPhone: { phoneNo: string; isContactAllowed: boolean };
    postAddress: { address: string; detailAddress: string; zipNo: string };
  };
  agentName: string | null;
  agentPhoneNo: string | null;
}): SmsRecipientCandidate {
  const o = row.owner;
  return {
    unionRegisterSeq: o.unionRegisterSeq,
    unionRegisterNo: o.unionRegisterNoSub
      ? `${o.unionRegisterNoMain}-${o.unionRegisterNoSub}`
      : `${o.unionRegisterNoMain}`,
    name: { name: o.name, nameClass: o.nameClass },
    mainPhone: o.mainPhone,
    postAddress: o.postAddress,
    agent: row.agentPhoneNo ? { name: row.agentName ?? "", phoneNo: row.agentPhoneNo } : null,
  };
}
