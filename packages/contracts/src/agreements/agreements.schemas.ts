import { z } from "zod";
import { AGREEMENT_STATUSES } from "./agreements.constants";

/**
 * A row of 동의 현황 관리 (spec 04 §2.7, §3): the owner as the SMS recipient picker reads it (phone, agent,
 * post address) plus located addresses and the recorded consent status and response date (NONE, null when
 * nothing was recorded).
 */
export const AgreementRegisterSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  mainPhone: z.object({ phoneNo: z.string(), isContactAllowed: z.boolean() }),
  postAddress: z.object({ address: z.string(), detailAddress: z.string(), zipNo: z.string() }),
  agent: z.object({ name: z.string(), phoneNo: z.string() }).nullable(),
  localAddresses: z.array(z.string()),
  consentStatus: z.enum(AGREEMENT_STATUSES),
  /** yyyy-MM-dd, or null for NONE. */
  responseAt: z.string().nullable(),
  /** When the status was last set (ISO), null when never. */
  modifiedAt: z.string().nullable(),
});
export type AgreementRegister = z.infer<typeof AgreementRegisterSchema>;

/** POST consents answers how many owners were set, and to what. */
export const AgreementSavedSchema = z.object({
  updatedCount: z.number().int(),
  consentStatus: z.enum(AGREEMENT_STATUSES),
  responseAt: z.string().nullable(),
});
export type AgreementSaved = z.infer<typeof AgreementSavedSchema>;
