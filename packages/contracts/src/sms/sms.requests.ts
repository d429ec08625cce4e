import { z } from "zod";
import { unionRegisterGroupFilter } from "../address-groups/address-groups.requests";
import { cleanText, optionalText, requiredText } from "../platform/text";
import { ListRegistersQuerySchema } from "../register/register.requests";
import {
  CALLER_PHONE_MAX_DIGITS,
  LMS_MAX_BYTES,
  SMS_MESSAGES as M,
  MAX_SMS_IMAGES,
  MAX_SMS_RECIPIENTS,
  SEND_RESULTS,
  SEND_TYPES,
  SENT_BOX_PAGE_SIZE,
  SMS_PAGE_SIZE,
  SMS_TITLE_MAX_BYTES,
} from "./sms.constants";
import { countBytes, isValidManualPhone, normalizePhone } from "./sms.rules";

/** One recipient of a message: a register row (unionRegisterSeq) or a manual number (null). */
export const SmsRecipientBodySchema = z.object({
  unionRegisterSeq: z.number().int().positive().nullable().default(null),
  name: optionalText(30),
  phoneNo: z
    .string({ error: M.recipientPhone })
    .transform(normalizePhone)
    .refine(isValidManualPhone, { message: M.recipientPhone }),
  isAgent: z.boolean().default(false),
  /**
   * The user included this owner although the phone texted has no contact consent (연락 동의,
   * `isContactAllowed` false in the register): ticked on its own, never by 전체 선택. Without it the
   * send and the cost quote refuse such a recipient.
   */
  isIncludedWithoutConsent: z.boolean().default(false),
});
export type SmsRecipientBody = z.input<typeof SmsRecipientBodySchema>;
export type SmsRecipientInput = z.output<typeof SmsRecipientBodySchema>;

/**
 * The send form and the scalar and JSON parts of `POST sms` and `POST sms/cost/calculate`
 * (multipart: outgoingPhoneNo, sendType, scheduledAt, title, message, recipients as JSON, files).
 * `imageCount` is the number of images: on the server, the uploaded `files` parts plus `fileSeqs`
 * (images of an earlier message reused from the sent-box); the web sets it from its image list.
 * Rules of spec 04 sections 4 and 5; `scheduledAt` is an ISO date-time and must be in the future.
 */
export const SendSmsBodySchema = z
  .object({
    outgoingPhoneNo: z.string({ error: M.outgoingPhoneNoRequired }).trim().min(1, M.outgoingPhoneNoRequired),
    sendType: z.enum(SEND_TYPES, { error: M.sendTypeRequired }),
    scheduledAt: z.string().trim().nullable().default(null),
    title: cleanText()
      .default("")
      .refine((v) => countBytes(v) <= SMS_TITLE_MAX_BYTES, { message: M.titleMax }),
    message: z.string().default(""),
    recipients: z
      .array(SmsRecipientBodySchema, { error: M.recipientsRequired })
      .min(1, M.recipientsRequired)
      .max(MAX_SMS_RECIPIENTS, M.recipientsMax),
    imageCount: z.number().int().min(0).max(MAX_SMS_IMAGES, M.imagesMax).default(0),
    /** Stored images (SMS_IMAGE files) of an earlier message, reused from the sent-box. */
    fileSeqs: z.array(z.number().int().positive()).max(MAX_SMS_IMAGES, M.imagesMax).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.sendType === "SCHEDULE") {
      if (!body.scheduledAt) {
        ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: M.scheduledAtRequired });
      } else {
        const at = Date.parse(body.scheduledAt);
        if (Number.isNaN(at)) ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: M.scheduledAtRequired });
        else if (at <= Date.now()) ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: M.scheduledAtPast });
      }
    }
    if (!body.message.trim() && body.imageCount === 0) {
      ctx.addIssue({ code: "custom", path: ["message"], message: M.messageRequired });
    }
    if (countBytes(body.message) > LMS_MAX_BYTES) {
      ctx.addIssue({ code: "custom", path: ["message"], message: M.overLimit });
    }
  });
export type SendSmsBody = z.input<typeof SendSmsBodySchema>;
export type SendSmsInput = z.output<typeof SendSmsBodySchema>;

/** GET sms/recipients: register rows with a usable phone, filtered like the register grid. */
/**
 * Register members to pick as recipients: the register grid's own filters (the picker reuses its
 * search panel), pages of up to 10,000, plus `address` (real or postal address contains).
 */
export const SmsRecipientsQuerySchema = ListRegistersQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(MAX_SMS_RECIPIENTS).default(10),
  address: z.string().max(100).optional(),
  /** Only the owners of this address group (주소록 그룹, M0411). */
  unionRegisterGroupSeq: unionRegisterGroupFilter,
});
export type SmsRecipientsQuery = z.infer<typeof SmsRecipientsQuerySchema>;

export const ListSmsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(SMS_PAGE_SIZE),
});
export const ListSentSmsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(SENT_BOX_PAGE_SIZE),
});
export const ListSmsRecipientsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(SMS_PAGE_SIZE),
  /** Only successful or only failed recipients. */
  sendResult: z.enum(SEND_RESULTS).optional(),
});

export const SmsIdParamsSchema = z.object({
  unionSeq: z.coerce.number().int().positive(),
  smsId: z.coerce.number().int().positive(),
});
export const CancelSmsBodySchema = z.object({ smsId: z.number().int().positive() });

const callerPhone = (required: string, format: string) =>
  z
    .string({ error: required })
    .transform(normalizePhone)
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(new RegExp(`^\\d{1,${CALLER_PHONE_MAX_DIGITS}}$`), format),
    );

/** POST sms-callers: the add dialog; files are fileSeqs uploaded with division CALLING_NUMBER. */
export const CreateSmsCallerBodySchema = z.object({
  outgoingPhoneNo: callerPhone(M.callerNumberRequired, M.callerNumberFormat),
  name: requiredText(M.callerNameRequired).max(30, M.callerNameMax),
  emergencyPhoneNo: callerPhone(M.emergencyPhoneNoRequired, M.emergencyPhoneNoFormat),
  communicationFileSeq: z.number({ error: M.communicationFileRequired }).int().positive(M.communicationFileRequired),
  attorneyFileSeq: z.number({ error: M.attorneyFileRequired }).int().positive(M.attorneyFileRequired),
  businessFileSeq: z.number().int().positive().nullable().default(null),
  employmentFileSeq: z.number().int().positive().nullable().default(null),
  identityFileSeq: z.number().int().positive().nullable().default(null),
});
export type CreateSmsCallerBody = z.input<typeof CreateSmsCallerBodySchema>;

/** DELETE sms-callers: the selected callers and the signed-in member's password. */
export const DeleteSmsCallersBodySchema = z.object({
  smsCallerSeqs: z
    .array(z.number().int().positive(), { error: M.callerDeleteNone })
    .min(1, M.callerDeleteNone)
    .max(100),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(100),
});
export type DeleteSmsCallersBody = z.input<typeof DeleteSmsCallersBodySchema>;
