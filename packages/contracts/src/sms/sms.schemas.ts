import { z } from "zod";
import {
  CALLER_STATUSES,
  RECIPIENT_SEND_STATUSES,
  SEND_RESULTS,
  SEND_STATUSES,
  SEND_TYPES,
  SMS_TYPES,
} from "./sms.constants";

export const SmsTypeSchema = z.enum(SMS_TYPES);
export const SendTypeSchema = z.enum(SEND_TYPES);
export const SendStatusSchema = z.enum(SEND_STATUSES);

/** An attached image: fileSeq for reuse, filePath to show it (download URL). */
export const SmsFileSchema = z.object({ fileSeq: z.number().int(), originName: z.string(), filePath: z.string() });
export type SmsFile = z.infer<typeof SmsFileSchema>;

/** A row of the records list (내역 관리), spec 04 section 2.1. */
export const SmsSchema = z.object({
  smsId: z.number().int(),
  smsType: SmsTypeSchema,
  sendType: SendTypeSchema,
  outgoingPhoneNo: z.string(),
  title: z.string(),
  message: z.string(),
  requestedAt: z.string(),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  recipientCount: z.number().int(),
  successCount: z.number().int(),
  failCount: z.number().int(),
  sendStatus: SendStatusSchema,
  /** Won charged when the message was accepted. */
  totalCost: z.number().int(),
  /** Won refunded (failed recipients, cancelled schedule). */
  refundedCost: z.number().int(),
});
export type Sms = z.infer<typeof SmsSchema>;

/** GET sms/{smsId}: the record with its content and images. */
export const SmsDetailSchema = SmsSchema.extend({
  filePaths: z.array(z.string()),
  files: z.array(SmsFileSchema),
  unitCost: z.number().int(),
  isCancellable: z.boolean(),
  isResendable: z.boolean(),
});
export type SmsDetail = z.infer<typeof SmsDetailSchema>;

/** A recipient row of a record (messageId ...), spec 04 section 3. */
export const SmsMessageSchema = z.object({
  messageId: z.number().int(),
  unionRegisterSeq: z.number().int().nullable(),
  name: z.string(),
  phoneNo: z.string(),
  isAgent: z.boolean(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  sendResult: z.enum(SEND_RESULTS).nullable(),
  failReason: z.string().nullable(),
  sendStatus: z.enum(RECIPIENT_SEND_STATUSES),
});
export type SmsMessage = z.infer<typeof SmsMessageSchema>;

/** A sent-box entry (earlier message reusable as a draft). */
export const SentSmsSchema = z.object({
  smsId: z.number().int(),
  smsType: SmsTypeSchema,
  outgoingPhoneNo: z.string(),
  title: z.string(),
  message: z.string(),
  filePaths: z.array(z.string()),
  files: z.array(SmsFileSchema),
  recipientCount: z.number().int(),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SentSms = z.infer<typeof SentSmsSchema>;

/** POST sms/cost/calculate (spec: totalCount, totalCost), plus the derived type and unit price. */
export const SmsCostSchema = z.object({
  totalCount: z.number().int(),
  totalCost: z.number().int(),
  smsType: SmsTypeSchema,
  unitCost: z.number().int(),
});
export type SmsCost = z.infer<typeof SmsCostSchema>;

/** POST sms (and resend): the accepted message. */
export const SendSmsResultSchema = z.object({
  smsId: z.number().int(),
  smsType: SmsTypeSchema,
  sendType: SendTypeSchema,
  sendStatus: SendStatusSchema,
  totalCount: z.number().int(),
  totalCost: z.number().int(),
});
export type SendSmsResult = z.infer<typeof SendSmsResultSchema>;

/** GET sms/recipients: a register row for the picker. */
export const SmsRecipientCandidateSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  mainPhone: z.object({ phoneNo: z.string(), isContactAllowed: z.boolean() }),
  postAddress: z.object({ address: z.string(), detailAddress: z.string(), zipNo: z.string() }),
  /** The owner's agent, who receives texts in the owner's place when set. */
  agent: z.object({ name: z.string(), phoneNo: z.string() }).nullable(),
});
export type SmsRecipientCandidate = z.infer<typeof SmsRecipientCandidateSchema>;

export const SmsCallerSchema = z.object({
  smsCallerSeq: z.number().int(),
  outgoingPhoneNo: z.string(),
  name: z.string(),
  emergencyPhoneNo: z.string(),
  status: z.enum(CALLER_STATUSES),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type SmsCaller = z.infer<typeof SmsCallerSchema>;

export const SmsCancelResultSchema = z.object({ smsId: z.number().int(), sendStatus: SendStatusSchema });
