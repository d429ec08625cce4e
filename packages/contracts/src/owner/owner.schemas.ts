import { z } from "zod";
import { LINK_CODE_LENGTH } from "../consents/consents.constants";
import { ProgressStatusSchema, RecipientStatusSchema } from "../consents/consents.schemas";
import { cleanText } from "../platform/text";
import {
  OWNER_MESSAGES as M,
  OWNER_CODE_LENGTH,
  OWNER_DOCUMENT_TYPES,
  OWNER_NAME_MAX,
  OWNER_SIGNER_TYPES,
} from "./owner.constants";
import { isBirthDate } from "./owner.rules";

export const OwnerSignerTypeSchema = z.enum(OWNER_SIGNER_TYPES);
export const OwnerDocumentTypeSchema = z.enum(OWNER_DOCUMENT_TYPES, { error: M.documentTypeInvalid });

/** `/v1/owner/consents/{linkCode}`: the 6 characters of the texted link. */
export const OwnerLinkParamsSchema = z.object({
  linkCode: z.string().regex(new RegExp(`^[A-Za-z0-9]{${LINK_CODE_LENGTH}}$`), M.consentNotFound),
});
export const OwnerVerificationParamsSchema = z.object({
  verificationId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, M.verificationNotFound),
});

/** 본인 확인: the name and 8-digit birth date as the register holds them (the owner's or the agent's). */
export const OwnerIdentityBodySchema = z.object({
  name: cleanText({ error: M.nameRequired }).min(1, M.nameRequired).max(OWNER_NAME_MAX, M.nameMax),
  birth: z
    .string({ error: M.birthInvalid })
    .trim()
    .refine((v) => isBirthDate(v), M.birthInvalid),
});
export type OwnerIdentityBody = z.input<typeof OwnerIdentityBodySchema>;

export const OwnerCodeBodySchema = z.object({
  code: z
    .string({ error: M.codeFormat })
    .trim()
    .regex(new RegExp(`^\\d{${OWNER_CODE_LENGTH}}$`), M.codeFormat),
});
export type OwnerCodeBody = z.input<typeof OwnerCodeBodySchema>;

/** What a link shows before anyone is identified: public facts only. */
export const OwnerConsentIntroSchema = z.object({
  linkCode: z.string(),
  unionName: z.string(),
  title: z.string(),
  progressStatus: ProgressStatusSchema,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  isSignatureRequired: z.boolean(),
  isIdentityRequired: z.boolean(),
  isExternalDocumentRequired: z.boolean(),
  isWithdrawRequired: z.boolean(),
  activeWithdrawnDays: z.number().int(),
});
export type OwnerConsentIntro = z.infer<typeof OwnerConsentIntroSchema>;

export const OwnerVerificationSchema = z.object({
  verificationId: z.string(),
  maskedPhone: z.string(),
  expiresAt: z.string(),
  /** When a new code may be asked for. */
  resendAt: z.string(),
  triesLeft: z.number().int(),
});
export type OwnerVerification = z.infer<typeof OwnerVerificationSchema>;

export const OwnerSessionSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  signerType: OwnerSignerTypeSchema,
});
export type OwnerSession = z.infer<typeof OwnerSessionSchema>;

export const OwnerDocumentSchema = z.object({
  documentType: OwnerDocumentTypeSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type OwnerDocument = z.infer<typeof OwnerDocumentSchema>;

export const DocumentRequirementSchema = z.object({
  key: z.string(),
  label: z.string(),
  types: z.array(OwnerDocumentTypeSchema),
});

/** What the identified signer sees: the consent's text, the guide, their status and what to attach. */
export const OwnerConsentSchema = z.object({
  consent: OwnerConsentIntroSchema.extend({
    content: z.string(),
    templateName: z.string(),
    /** The template form (서식) and the guide PDF: signed, expiring download URLs, or null. */
    templateFileUrl: z.string().nullable(),
    guideFileTitle: z.string(),
    guideFileContent: z.string(),
    guideFileUrl: z.string().nullable(),
  }),
  signer: z.object({ signerType: OwnerSignerTypeSchema, name: z.string(), ownerName: z.string() }),
  recipient: z.object({
    status: RecipientStatusSchema,
    submitType: z.string().nullable(),
    submittedAt: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
    /** The last day (Korean calendar, yyyy-MM-dd) a submission may be withdrawn, or null. */
    withdrawalDeadline: z.string().nullable(),
    isSubmittable: z.boolean(),
    isWithdrawable: z.boolean(),
  }),
  requirements: z.array(DocumentRequirementSchema),
  documents: z.array(OwnerDocumentSchema),
});
export type OwnerConsent = z.infer<typeof OwnerConsentSchema>;
