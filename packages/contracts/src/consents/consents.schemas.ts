import { z } from "zod";
import { OWNER_TYPES, SHARE_TYPES } from "../register/register.constants";
import { LocalAddressSchema } from "../register/register.schemas";
import {
  DOCUMENT_STORAGE_EXTENSION_STATUSES,
  DOCUMENT_STORAGE_STATUSES,
  PROGRESS_STATUSES,
  RECIPIENT_ACTIONS,
  RECIPIENT_STATUSES,
  SIGNATURE_USAGES,
  SUBMIT_TYPES,
  TEMPLATE_TYPES,
} from "./consents.constants";

export const ProgressStatusSchema = z.enum(PROGRESS_STATUSES);
export const RecipientStatusSchema = z.enum(RECIPIENT_STATUSES);
export const TemplateTypeSchema = z.enum(TEMPLATE_TYPES);
export const SignatureUsageSchema = z.enum(SIGNATURE_USAGES);

/** GET electronic-consent-templates: a template of the form (spec 02 section 3, Template). */
export const ConsentTemplateSchema = z.object({
  no: z.number().int(),
  templateSeq: z.number().int(),
  templateType: TemplateTypeSchema,
  name: z.string(),
  signatureUsage: SignatureUsageSchema,
  originFileName: z.string().nullable(),
  /** The template PDF's download path, or null when the template has no file. */
  fileUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsentTemplate = z.infer<typeof ConsentTemplateSchema>;

/** The template as a consent names it. */
export const ConsentTemplateRefSchema = ConsentTemplateSchema.pick({
  templateSeq: true,
  templateType: true,
  fileUrl: true,
  signatureUsage: true,
  name: true,
});

/** Submitted (electronic, written, automatic) of all recipients. */
export const RecipientCountSchema = z.object({ submitted: z.number().int(), total: z.number().int() });

/** A card of the consent board (spec 02 section 2.1). */
export const ConsentListItemSchema = z.object({
  consentSeq: z.number().int(),
  title: z.string(),
  progressStatus: ProgressStatusSchema,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  template: ConsentTemplateRefSchema,
  recipientCount: RecipientCountSchema,
});
export type ConsentListItem = z.infer<typeof ConsentListItemSchema>;

/** GET electronic-consents/{consentSeq}: every field of the ElectronicConsent entity (spec 02 section 3). */
export const ElectronicConsentSchema = ConsentListItemSchema.extend({
  unionSeq: z.number().int(),
  content: z.string(),
  templateSeq: z.number().int(),
  guideFileTitle: z.string(),
  guideFileContent: z.string(),
  guideFileSeq: z.number().int().nullable(),
  guideFilePath: z.string().nullable(),
  isSmsRequired: z.boolean(),
  isSignatureRequired: z.boolean(),
  isIdentityRequired: z.boolean(),
  isWithdrawRequired: z.boolean(),
  activeWithdrawnDays: z.number().int(),
  isActiveCondition: z.boolean(),
  consentCondition: z.number(),
  isExternalDocumentRequired: z.boolean(),
  isEndDateUnknown: z.boolean(),
  /** The owners' page of this consent (`/m/c/{linkCode}`), relative to the site. */
  consentUrl: z.string(),
  linkCode: z.string(),
  /** When the consent was ended (by its end time or by hand), or null. */
  completedAt: z.string().nullable(),
  documentStorageEndAt: z.string().nullable(),
  documentStorageStatus: z.enum(DOCUMENT_STORAGE_STATUSES),
  documentStorageExtensionStatus: z.enum(DOCUMENT_STORAGE_EXTENSION_STATUSES),
  createdAt: z.string(),
});
export type ElectronicConsent = z.infer<typeof ElectronicConsentSchema>;

/** A local address of a recipient's register entry, without its registry trace. */
export const RecipientLocalAddressSchema = LocalAddressSchema.omit({ registrationAddresses: true });

/** The register entry (owner) a recipient is. */
export const RecipientRegisterSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  unionRegisterNoMain: z.number().int(),
  unionRegisterNoSub: z.number().int(),
  isRepresentative: z.boolean(),
  shareType: z.enum(SHARE_TYPES),
  ownerType: z.enum(OWNER_TYPES),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  birth: z.string(),
  companyNo: z.string(),
  phoneNo: z.string(),
  localAddresses: z.array(RecipientLocalAddressSchema),
});

/** A recipient (대상자) of a consent (spec 02 section 3), with what its row actions may do now. */
export const ConsentRecipientSchema = z.object({
  recipientSeq: z.number().int(),
  recipientId: z.string(),
  status: RecipientStatusSchema,
  submitType: z.enum(SUBMIT_TYPES).nullable(),
  submittedAt: z.string().nullable(),
  certifiedNo: z.string().nullable(),
  /** The withdrawal deadline (submission plus activeWithdrawnDays), or null. */
  activeWithdrawnAt: z.string().nullable(),
  activeWithdrawnDays: z.number().int(),
  withdrawnAt: z.string().nullable(),
  registers: RecipientRegisterSchema,
  isWrittenRegistrable: z.boolean(),
  isWithdrawable: z.boolean(),
  isCancellable: z.boolean(),
  isRemovable: z.boolean(),
});
export type ConsentRecipient = z.infer<typeof ConsentRecipientSchema>;

/** POST recipients: how many owners were added (owners already recipients are left as they are). */
export const AddRecipientsResultSchema = z.object({ addedCount: z.number().int(), recipientSeqs: z.array(z.number()) });

/** A row of 이력 보기: who registered, withdrew or cancelled what and when. */
export const RecipientHistorySchema = z.object({
  recipientHistorySeq: z.number().int(),
  manager: z.object({ managerName: z.string() }),
  status: RecipientStatusSchema,
  action: z.enum(RECIPIENT_ACTIONS),
  occurredAt: z.string(),
});
export type RecipientHistory = z.infer<typeof RecipientHistorySchema>;

/** GET statistics/area: consented and total m² of the recipients' land and building rights. */
export const AreaStatisticsSchema = z.object({
  totalArea: z.number(),
  consentedArea: z.number(),
  percent: z.number(),
});
export type AreaStatistics = z.infer<typeof AreaStatisticsSchema>;

/** GET statistics/dong: per apartment dong of the recipients' addresses. */
export const DongStatisticsSchema = z.object({
  dong: z.string(),
  totalCount: z.number().int(),
  consentedCount: z.number().int(),
  buildingName: z.string(),
  percent: z.number(),
});
export type DongStatistics = z.infer<typeof DongStatisticsSchema>;
