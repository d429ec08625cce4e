import { z } from "zod";
import { unionRegisterGroupFilter } from "../address-groups/address-groups.requests";
import { OWNER_TYPES, SHARE_TYPES } from "../register/register.constants";
import {
  CONSENT_CONDITION_MAX,
  CONSENT_CONDITION_MIN,
  CONSENT_SEARCH_NAME_MAX,
  CONSENT_MESSAGES as M,
  type ProgressStatus,
  WITHDRAWN_DAYS_MAX,
  WITHDRAWN_DAYS_MIN,
} from "./consents.constants";
import { CreateConsentBodySchema } from "./consents.requests";
import { hasConditionDecimals, periodProblem } from "./consents.rules";

/**
 * The open wizard (spec 02 section 2.4) and the info page (section 2.3): their texts, the register owners
 * a wizard may pick (with whether each can view a consent), and the steps' schemas built from the POST's
 * own fields, so the console checks what the server checks.
 */
export const CONSENT_OPEN_MESSAGES = {
  /** Spec 02 section 5, submission conditions step. */
  conditionStepMin: "공유자 동의 조건은 1% 이상 입력해야 합니다.",
  withdrawnDaysStepMin: "철회 기간은 1일 이상 입력해야 합니다.",
  /** Spec 02 section 5, leaving a dirty form: the info page, then the wizard. */
  leaveInfo: "수정한 내용이 저장되지 않았습니다.",
  leaveWizard: "입력된 내용은 저장되지 않습니다. 전자동의서 등록을 취소하시겠습니까?",
  /** Spec 02 section 4, 동의서 종료. */
  endConfirm: "동의서 제출이 불가능해지며, 복구할 수 없습니다.\n전자 동의서를 종료하시겠습니까?",
  /** Ours: the end's snackbar. */
  ended: "전자 동의서가 종료되었습니다.",
  /** Ours: the hint of the info page per status (spec 02 section 2.3 shows one without its words). */
  hint: {
    BEFORE: "진행전인 전자 동의서입니다. 동의서 정보와 제출 조건을 수정할 수 있습니다.",
    IN_PROGRESS:
      "진행중인 전자 동의서입니다. 제출 종료일시, 종료일 미정, 공유자 동의 조건만 수정할 수 있으며 철회 설정과 그 밖의 정보는 수정할 수 없습니다.",
    COMPLETED: "마감된 전자 동의서입니다. 정보를 수정할 수 없습니다.",
  } satisfies Record<ProgressStatus, string>,
  /** Ours: 전체 선택 leaves out owners who cannot view a consent. */
  leftOutOfSelectAll: (count: number) =>
    `이름 또는 생년월일(본인 또는 대리인)이 없는 소유자 ${count}명은 선택에서 제외되었습니다.`,
  /** Ours: the guide PDF's upload failed. */
  guideUploadFailed: "안내자료 파일을 업로드하지 못했습니다.",
} as const;

/**
 * Whether a register owner can view (and so receive) an electronic consent: a public owner consents
 * automatically; anyone else needs a name and a birth date, their own or their agent's (spec 02 section 5).
 */
export function hasConsentIdentity(owner: {
  ownerType: string;
  name: string;
  birth: string;
  agent: { name: string; birth: string } | null;
}): boolean {
  if (owner.ownerType === "PUBLIC") return true;
  if (owner.name.trim() && owner.birth.trim()) return true;
  return Boolean(owner.agent?.name.trim() && owner.agent.birth.trim());
}

/**
 * GET /v2/electronic-consents/register-candidates: the union's register owners the wizard picks from (no consent
 * exists yet; 대상자 추가 of a consent has its own list).
 */
export const ListConsentCandidatesQuerySchema = z.object({
  searchUnionSeq: z.coerce.number().int().positive().optional(),
  name: z.string().trim().max(CONSENT_SEARCH_NAME_MAX, M.searchNameMax).optional(),
  shareType: z.enum(SHARE_TYPES).optional(),
  ownerType: z.enum(OWNER_TYPES).optional(),
  /** Only the owners of this address group (주소록 그룹, M0411). */
  unionRegisterGroupSeq: unionRegisterGroupFilter,
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(10_000).default(10),
});
export type ListConsentCandidatesQuery = z.infer<typeof ListConsentCandidatesQuerySchema>;

export const ConsentCandidateSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  ownerType: z.enum(OWNER_TYPES),
  shareType: z.enum(SHARE_TYPES),
  isRepresentative: z.boolean(),
  birth: z.string(),
  phoneNo: z.string(),
  agent: z.object({ name: z.string(), birth: z.string() }).nullable(),
  /** hasConsentIdentity: false rows are shown in red and refused. */
  hasIdentity: z.boolean(),
});
export type ConsentCandidate = z.infer<typeof ConsentCandidateSchema>;

const fields = CreateConsentBodySchema.shape;

function infoFields() {
  return {
    templateSeq: fields.templateSeq,
    title: fields.title,
    content: fields.content,
    guideFileTitle: fields.guideFileTitle,
    guideFileContent: fields.guideFileContent,
    guideFileSeq: fields.guideFileSeq,
    startedAt: fields.startedAt,
    endedAt: z.string().trim().nullable(),
    isEndDateUnknown: z.boolean(),
    isSmsRequired: z.boolean(),
  };
}

/** Step 1 (동의서 정보 입력): the info fields; a new start lies after now, the end a day after it. */
export const ConsentInfoStepSchema = z.object(infoFields()).superRefine((values, ctx) => {
  const problem = periodProblem(values, { now: Date.now(), isStartNew: true, isEndNew: true });
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
});

/**
 * Step 2 (제출 조건): the step's own messages (spec 02 section 5, Submission conditions step); the condition
 * is checked while it is on and the withdrawal days while withdrawal is allowed.
 */
export const ConsentConditionsStepSchema = z
  .object(conditionFields())
  .superRefine((values, ctx) => addConditionIssues(values, ctx, STEP_MINIMUMS));

type ConditionValues = {
  isWithdrawRequired: boolean;
  activeWithdrawnDays: number | null;
  isActiveCondition: boolean;
  consentCondition: number | null;
};
type Minimums = { condition: string; withdrawnDays: string };
const STEP_MINIMUMS: Minimums = {
  condition: CONSENT_OPEN_MESSAGES.conditionStepMin,
  withdrawnDays: CONSENT_OPEN_MESSAGES.withdrawnDaysStepMin,
};
/** The consent form's own messages (spec 02 section 5, Consent form), the info page's. */
const FORM_MINIMUMS: Minimums = { condition: M.conditionMin, withdrawnDays: M.withdrawnDaysMin };

function conditionFields() {
  return {
    isSignatureRequired: z.boolean(),
    isIdentityRequired: z.boolean(),
    isWithdrawRequired: z.boolean(),
    activeWithdrawnDays: z.number().nullable(),
    isActiveCondition: z.boolean(),
    consentCondition: z.number().nullable(),
    isExternalDocumentRequired: z.boolean(),
  };
}

/** The co-owner condition (while on) and the withdrawal days (while withdrawal is allowed), first message. */
export function conditionProblems(values: ConditionValues, minimums: Minimums = STEP_MINIMUMS) {
  const problems: { field: "consentCondition" | "activeWithdrawnDays"; message: string }[] = [];
  const condition = values.consentCondition;
  if (values.isActiveCondition) {
    const message =
      condition === null || Number.isNaN(condition) || condition < CONSENT_CONDITION_MIN
        ? minimums.condition
        : condition > CONSENT_CONDITION_MAX
          ? M.conditionMax
          : !hasConditionDecimals(condition)
            ? M.conditionDecimals
            : null;
    if (message) problems.push({ field: "consentCondition", message });
  }
  const days = values.activeWithdrawnDays;
  if (values.isWithdrawRequired) {
    const message =
      days === null || Number.isNaN(days) || days < WITHDRAWN_DAYS_MIN || !Number.isInteger(days)
        ? minimums.withdrawnDays
        : days > WITHDRAWN_DAYS_MAX
          ? M.withdrawnDaysMax
          : null;
    if (message) problems.push({ field: "activeWithdrawnDays", message });
  }
  return problems;
}

function addConditionIssues(values: ConditionValues, ctx: z.RefinementCtx, minimums: Minimums) {
  for (const problem of conditionProblems(values, minimums)) {
    ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  }
}

/** The period as stored, which the info page compares with: an unchanged start may lie in the past. */
export type StoredPeriod = { startedAt: string; endedAt: string | null; isEndDateUnknown: boolean };

/**
 * The info page (전자 동의서 정보): every field with the consent form's messages; the period is checked as
 * the PUT checks it on the merged values (a changed start or end must lie ahead).
 */
export function consentEditFormSchema(stored: StoredPeriod) {
  return z.object({ ...infoFields(), ...conditionFields() }).superRefine((values, ctx) => {
    const isStartNew = Date.parse(values.startedAt) !== Date.parse(stored.startedAt);
    const endOf = (v: StoredPeriod) => (v.isEndDateUnknown || !v.endedAt ? null : Date.parse(v.endedAt));
    const isEndNew = !values.isEndDateUnknown && endOf(values) !== endOf(stored);
    const period = periodProblem(values, { now: Date.now(), isStartNew, isEndNew });
    if (period) ctx.addIssue({ code: "custom", path: [period.field], message: period.message });
    addConditionIssues(values, ctx, FORM_MINIMUMS);
  });
}
