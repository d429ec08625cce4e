import { z } from "zod";
import { GENDERS, OWNER_TYPES, SHARE_TYPES } from "../register/register.constants";
import { PostAddressSchema, RealAddressSchema } from "../register/register.schemas";
import { CONSENT_PAGE_SIZE, CONSENT_SEARCH_NAME_MAX, CONSENT_MESSAGES as M } from "./consents.constants";
import { ConsentRecipientSchema, RecipientLocalAddressSchema } from "./consents.schemas";

/**
 * The recipients tab (대상자 관리, spec 02 §2.2): the counts, the candidates of 대상자 추가, the owner info
 * popup, the Excel export and 일괄 발송 (POST .../send). Messages marked "ours" are where the spec names none.
 */
export const RECIPIENTS_EXPORT_SHEET_NAME = "전자 동의서 대상자 관리 내역";
/** The export's file name carries the Korean day it was made (yyyyMMdd), as the spec's other downloads do. */
export const recipientsExportFileName = (yyyyMMdd: string) => `${RECIPIENTS_EXPORT_SHEET_NAME}_${yyyyMMdd}.xlsx`;
/** The SMS title of a consent link (LMS), at most 40 bytes. */
export const CONSENT_SEND_SMS_TITLE = "전자 동의서 제출 안내";

export const CONSENT_SEND_MESSAGES = {
  sent: "전자 동의서가 발송되었습니다.",
  /** Ours: nothing left to text (every selected recipient submitted, is public, or has no usable phone). */
  nothingToSend: "발송할 대상자가 없습니다. 미제출 대상자(국공유지 제외) 중 연락처가 있는 대상자에게만 발송됩니다.",
  /** Ours: owners receive the link only while they can submit. */
  notInProgress: "진행중인 전자 동의서만 발송할 수 있습니다.",
  /** Ours: the union needs an approved caller number (spec 04: only callers with status C may send). */
  noCaller: "승인된 발신번호가 없습니다. 문자 발송 메뉴에서 발신번호를 등록해 주세요.",
  confirmTitle: "일괄 발송",
} as const;

/** POST .../send: the recipients to text (left out or null: every recipient of the consent). */
export const SendConsentBodySchema = z
  .object({
    unionSeq: z.coerce.number().int().positive().optional(),
    recipientSeqs: z.array(z.number().int().positive()).max(10_000).nullish(),
  })
  .nullish();
export type SendConsentBody = z.input<typeof SendConsentBodySchema>;

/** The send's outcome: the SMS message made, who was texted, who was left out and why, and the charge. */
export const SendConsentResultSchema = z.object({
  smsId: z.number().int(),
  sentCount: z.number().int(),
  /** Selected recipients already submitted, withdrawn or public (bulk send targets NOT_SUBMITTED only). */
  skippedStatusCount: z.number().int(),
  /** Owners texted on their own phone that has no contact consent (연락 동의), left out as the SMS send does. */
  skippedContactCount: z.number().int(),
  /** Owners (and agents) without a usable phone number. */
  skippedNoPhoneCount: z.number().int(),
  totalCost: z.number().int(),
});
export type SendConsentResult = z.infer<typeof SendConsentResultSchema>;

/** GET .../recipients/counts: the recipients by status, and how many 일괄 발송 would text (spec 02 §4). */
export const RecipientCountsSchema = z.object({
  total: z.number().int(),
  notSubmitted: z.number().int(),
  submitted: z.number().int(),
  withdrawal: z.number().int(),
  /** NOT_SUBMITTED recipients who are not PUBLIC (contact consent and phones are judged at the send). */
  sendable: z.number().int(),
});
export type RecipientCounts = z.infer<typeof RecipientCountsSchema>;

/** GET .../recipients/candidates: owners of the union's register not yet recipients of the consent. */
export const RecipientCandidatesQuerySchema = z.object({
  searchUnionSeq: z.coerce.number().int().positive().optional(),
  searchName: z.string().trim().max(CONSENT_SEARCH_NAME_MAX, M.searchNameMax).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(CONSENT_PAGE_SIZE),
});
export type RecipientCandidatesQuery = z.infer<typeof RecipientCandidatesQuerySchema>;

export const RecipientCandidateSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  ownerType: z.enum(OWNER_TYPES),
  shareType: z.enum(SHARE_TYPES),
  birth: z.string(),
  phoneNo: z.string(),
  /**
   * False when neither the owner nor its agent has both a name and a birth date (not for PUBLIC owners):
   * shown in red, it cannot view the consent and cannot be added (spec 02 §5).
   */
  hasIdentity: z.boolean(),
});
export type RecipientCandidate = z.infer<typeof RecipientCandidateSchema>;

/** The owner info popup: location and contact, owner info, addresses and agent (spec 02 §2.2, §3). */
export const RecipientOwnerInfoSchema = z.object({
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  ownerType: z.enum(OWNER_TYPES),
  shareType: z.enum(SHARE_TYPES),
  isRepresentative: z.boolean(),
  gender: z.enum(GENDERS),
  birth: z.string(),
  companyNo: z.string(),
  hasVotingRight: z.boolean(),
  salesCount: z.number().int(),
  positionDescription: z.string(),
  memo: z.string(),
  mainPhone: z.object({ phoneNo: z.string(), isContactAllowed: z.boolean() }),
  realAddress: RealAddressSchema,
  postAddress: PostAddressSchema,
  etcAddress: z.string(),
  localAddresses: z.array(RecipientLocalAddressSchema),
  agent: z
    .object({
      relationType: z.string(),
      relationDescription: z.string(),
      gender: z.string(),
      name: z.string(),
      birth: z.string(),
      phoneNo: z.string(),
    })
    .nullable(),
});
export type RecipientOwnerInfo = z.infer<typeof RecipientOwnerInfoSchema>;

/** GET .../recipients/{recipientSeq}: the recipient with its owner's full info (the popup). */
export const ConsentRecipientDetailSchema = ConsentRecipientSchema.extend({ owner: RecipientOwnerInfoSchema });
export type ConsentRecipientDetail = z.infer<typeof ConsentRecipientDetailSchema>;
