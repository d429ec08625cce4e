import { z } from "zod";
import { optionalText, requiredText } from "../platform/text";
import { SHARE_TYPES } from "../register/register.constants";
import {
  CONSENT_CONDITION_MAX,
  CONSENT_CONDITION_MIN,
  CONSENT_CONTENT_MAX,
  CONSENT_PAGE_SIZE,
  CONSENT_SEARCH_NAME_MAX,
  CONSENT_SEARCH_TITLE_MAX,
  CONSENT_TITLE_MAX,
  CONSENT_MESSAGES as M,
  PROGRESS_STATUSES,
  RECIPIENT_STATUSES,
  WITHDRAWN_DAYS_MAX,
  WITHDRAWN_DAYS_MIN,
} from "./consents.constants";
import { hasConditionDecimals, periodProblem } from "./consents.rules";

const dateTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => !Number.isNaN(Date.parse(v)), required);

/** The union a /v2 consent call names in its body or query: it must be the Union-Seq header's. */
const unionSeq = z.coerce.number().int().positive().optional();

/** The consent form's fields (spec 02 section 5), each with its own messages; no defaults. */
const consentFields = {
  templateSeq: z.number({ error: M.templateRequired }).int().min(1, M.templateRequired),
  title: requiredText(M.titleRequired).max(CONSENT_TITLE_MAX, M.titleMax),
  content: optionalText(CONSENT_CONTENT_MAX, M.contentMax),
  guideFileTitle: requiredText(M.guideTitleRequired).max(CONSENT_TITLE_MAX, M.guideTitleMax),
  guideFileContent: optionalText(CONSENT_CONTENT_MAX, M.guideContentMax),
  /** The guide PDF: a file of division CONSENT uploaded by this union (POST /v1/files or a signed URL). */
  guideFileSeq: z.number({ error: M.guideFileRequired }).int().positive(M.guideFileRequired),
  startedAt: dateTime(M.startedAtRequired),
  endedAt: z.string().trim().nullable(),
  isEndDateUnknown: z.boolean(),
  isSmsRequired: z.boolean(),
  isSignatureRequired: z.boolean(),
  isIdentityRequired: z.boolean(),
  isWithdrawRequired: z.boolean(),
  activeWithdrawnDays: z
    .number()
    .int()
    .min(WITHDRAWN_DAYS_MIN, M.withdrawnDaysMin)
    .max(WITHDRAWN_DAYS_MAX, M.withdrawnDaysMax),
  isActiveCondition: z.boolean(),
  consentCondition: z
    .number({ error: M.conditionRequired })
    .min(CONSENT_CONDITION_MIN, M.conditionMin)
    .max(CONSENT_CONDITION_MAX, M.conditionMax)
    .refine(hasConditionDecimals, M.conditionDecimals),
  isExternalDocumentRequired: z.boolean(),
};

/**
 * POST electronic-consents: the wizard's three steps in one body, the defaults of spec 02 section 9
 * (signature, identity, condition at 100 %, withdraw for 1 day, external documents on). The start lies
 * after now, the end (unless unknown) a day after the start; at least one owner. A `linkCode` sent is
 * ignored: the server makes it.
 */
export const CreateConsentBodySchema = z
  .object({
    ...consentFields,
    unionSeq,
    endedAt: consentFields.endedAt.default(null),
    isEndDateUnknown: consentFields.isEndDateUnknown.default(false),
    isSmsRequired: consentFields.isSmsRequired.default(true),
    isSignatureRequired: consentFields.isSignatureRequired.default(true),
    isIdentityRequired: consentFields.isIdentityRequired.default(true),
    isWithdrawRequired: consentFields.isWithdrawRequired.default(true),
    activeWithdrawnDays: consentFields.activeWithdrawnDays.default(1),
    isActiveCondition: consentFields.isActiveCondition.default(true),
    consentCondition: consentFields.consentCondition.default(100),
    isExternalDocumentRequired: consentFields.isExternalDocumentRequired.default(true),
    unionRegisterSeqs: z
      .array(z.number().int().positive(), { error: M.recipientsRequired })
      .min(1, M.recipientsRequired)
      .max(10_000),
  })
  .superRefine((body, ctx) => {
    const problem = periodProblem(body, { now: Date.now(), isStartNew: true, isEndNew: true });
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
export type CreateConsentBody = z.input<typeof CreateConsentBodySchema>;
export type CreateConsentInput = z.output<typeof CreateConsentBodySchema>;

/**
 * PUT electronic-consents/{consentSeq}: the form's fields, each optional (left out: unchanged). The
 * server checks the period on the merged values and refuses a change to a field the status locks.
 */
export const UpdateConsentBodySchema = z.object({
  unionSeq,
  templateSeq: consentFields.templateSeq.optional(),
  title: consentFields.title.optional(),
  content: cleanOptional(consentFields.content),
  guideFileTitle: consentFields.guideFileTitle.optional(),
  guideFileContent: cleanOptional(consentFields.guideFileContent),
  guideFileSeq: consentFields.guideFileSeq.optional(),
  startedAt: consentFields.startedAt.optional(),
  endedAt: consentFields.endedAt.optional(),
  isEndDateUnknown: consentFields.isEndDateUnknown.optional(),
  isSmsRequired: consentFields.isSmsRequired.optional(),
  isSignatureRequired: consentFields.isSignatureRequired.optional(),
  isIdentityRequired: consentFields.isIdentityRequired.optional(),
  isWithdrawRequired: consentFields.isWithdrawRequired.optional(),
  activeWithdrawnDays: consentFields.activeWithdrawnDays.optional(),
  isActiveCondition: consentFields.isActiveCondition.optional(),
  consentCondition: consentFields.consentCondition.optional(),
  isExternalDocumentRequired: consentFields.isExternalDocumentRequired.optional(),
});
export type UpdateConsentBody = z.input<typeof UpdateConsentBodySchema>;
export type UpdateConsentInput = z.output<typeof UpdateConsentBodySchema>;

/** An optional text field of the PUT: its default ("") would otherwise stand for "left out". */
function cleanOptional(schema: ReturnType<typeof optionalText>) {
  return schema.unwrap().optional();
}

/** POST .../progress-status: only COMPLETED (동의서 종료). */
export const ProgressStatusBodySchema = z.object({ progressStatus: z.enum(PROGRESS_STATUSES) });

const paging = {
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(CONSENT_PAGE_SIZE),
};

export const ListConsentsQuerySchema = z.object({
  searchUnionSeq: unionSeq,
  searchTitle: z.string().trim().max(CONSENT_SEARCH_TITLE_MAX, M.searchTitleMax).optional(),
  searchProgressStatus: z.enum(PROGRESS_STATUSES).optional(),
  ...paging,
});
export type ListConsentsQuery = z.infer<typeof ListConsentsQuerySchema>;

export const ListTemplatesQuerySchema = z.object({
  searchUnionSeq: unionSeq,
  /** "false" (the default): every template in one list; "true": a page of them. */
  isPaging: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  ...paging,
});

export const ListRecipientsQuerySchema = z.object({
  searchUnionSeq: unionSeq,
  searchRecipientName: z.string().trim().max(CONSENT_SEARCH_NAME_MAX, M.searchNameMax).optional(),
  /** SUBMITTED matches every submitted status (electronic, written, automatic). */
  searchStatus: z.enum(RECIPIENT_STATUSES).optional(),
  searchShareType: z.enum(SHARE_TYPES).optional(),
  ...paging,
});
export type ListRecipientsQuery = z.infer<typeof ListRecipientsQuerySchema>;

export const UnionSeqQuerySchema = z.object({ searchUnionSeq: unionSeq });

export const AddRecipientsBodySchema = z.object({
  unionSeq,
  unionRegisterSeqs: z
    .array(z.number().int().positive(), { error: M.recipientsRequired })
    .min(1, M.recipientsRequired)
    .max(10_000),
});
export type AddRecipientsBody = z.input<typeof AddRecipientsBodySchema>;

/** POST .../submit: 서면 동의 등록 (spec 02 section 5, Written consent). */
export const WrittenConsentBodySchema = z.object({
  unionSeq,
  submittedAt: dateTime(M.submittedAtRequired),
  /** The seal certificate's serial number (CERTIFIED templates): digits only. */
  certifiedNo: z.string().trim().nullable().default(null),
  submitType: z.literal("WRITTEN", { error: M.submitTypeWritten }).default("WRITTEN"),
});
export type WrittenConsentBody = z.input<typeof WrittenConsentBodySchema>;

/** POST .../withdraw: the withdrawal date, between the submission and the deadline. */
export const WithdrawBodySchema = z.object({ unionSeq, submittedAt: dateTime(M.submittedAtRequired) });
export type WithdrawBody = z.input<typeof WithdrawBodySchema>;

/** POST .../cancel: no body needed (a union named in it must be the header's). */
export const CancelSubmissionBodySchema = z.object({ unionSeq }).nullish();

export const ConsentSeqParamsSchema = z.object({ consentSeq: z.coerce.number().int().positive() });
export const RecipientSeqParamsSchema = ConsentSeqParamsSchema.extend({
  recipientSeq: z.coerce.number().int().positive(),
});
