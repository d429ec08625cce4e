import {
  type ConsentField,
  type ConsentTemplate,
  type CreateConsentBody,
  type ElectronicConsent,
  lockedConsentFields,
  MIN_CONSENT_PERIOD_MS,
  type SignatureUsage,
  type UpdateConsentBody,
} from "@johap/contracts";
import dayjs from "dayjs";
import { dateTimeInputValue, instantOfInput } from "../../lib/format-date";

/**
 * The consent form as the wizard and the info page hold it (spec 02 §2.3, §2.4): the dates as the
 * date-time inputs' local "YYYY-MM-DDTHH:mm", numbers null while their field is empty, and the guide file's
 * name beside its fileSeq (uploaded as soon as it is chosen).
 */
export type ConsentFormValues = {
  templateSeq: number | null;
  title: string;
  content: string;
  guideFileTitle: string;
  guideFileContent: string;
  guideFileSeq: number | null;
  guideFileName: string;
  startedAt: string;
  endedAt: string;
  isEndDateUnknown: boolean;
  isSmsRequired: boolean;
  isSignatureRequired: boolean;
  isIdentityRequired: boolean;
  isWithdrawRequired: boolean;
  activeWithdrawnDays: number | null;
  isActiveCondition: boolean;
  consentCondition: number | null;
  isExternalDocumentRequired: boolean;
};

/**
 * A new consent: the submission conditions' defaults of spec 02 §9 (signature on, identity capture on,
 * condition on at 100 percent, withdraw on for 1 day, external documents on); texts on.
 */
export const EMPTY_CONSENT_FORM: ConsentFormValues = {
  templateSeq: null,
  title: "",
  content: "",
  guideFileTitle: "",
  guideFileContent: "",
  guideFileSeq: null,
  guideFileName: "",
  startedAt: "",
  endedAt: "",
  isEndDateUnknown: false,
  isSmsRequired: true,
  isSignatureRequired: true,
  isIdentityRequired: true,
  isWithdrawRequired: true,
  activeWithdrawnDays: 1,
  isActiveCondition: true,
  consentCondition: 100,
  isExternalDocumentRequired: true,
};

/** How the info page names the stored guide PDF (the consent keeps its seq, not its name). */
export const STORED_GUIDE_NAME = "등록된 안내자료 (PDF)";

/** The info page's form of a stored consent. */
export function formValuesOf(consent: ElectronicConsent): ConsentFormValues {
  return {
    templateSeq: consent.templateSeq,
    title: consent.title,
    content: consent.content,
    guideFileTitle: consent.guideFileTitle,
    guideFileContent: consent.guideFileContent,
    guideFileSeq: consent.guideFileSeq,
    guideFileName: consent.guideFileSeq ? STORED_GUIDE_NAME : "",
    startedAt: dateTimeInputValue(new Date(consent.startedAt)),
    endedAt: consent.endedAt ? dateTimeInputValue(new Date(consent.endedAt)) : "",
    isEndDateUnknown: consent.isEndDateUnknown,
    isSmsRequired: consent.isSmsRequired,
    isSignatureRequired: consent.isSignatureRequired,
    isIdentityRequired: consent.isIdentityRequired,
    isWithdrawRequired: consent.isWithdrawRequired,
    activeWithdrawnDays: consent.activeWithdrawnDays,
    isActiveCondition: consent.isActiveCondition,
    consentCondition: consent.consentCondition,
    isExternalDocumentRequired: consent.isExternalDocumentRequired,
  };
}

/**
 * Choosing a template sets the signature option (spec 02 §5): on unless the template disables it. The
 * toggle is locked (`isSignatureLocked`) unless the template leaves it OPTIONAL.
 */
export const signatureForTemplate = (usage: SignatureUsage) => usage !== "DISABLED";
export const isSignatureLocked = (usage: SignatureUsage | undefined) => usage !== undefined && usage !== "OPTIONAL";

export const templateOf = (templates: readonly ConsentTemplate[], templateSeq: number | null) =>
  templates.find((template) => template.templateSeq === templateSeq);

/** The earliest end a start allows (a day after it), as the end input's `min`; empty without a start. */
export function earliestEndInput(startedAt: string): string {
  const start = dayjs(startedAt);
  return startedAt && start.isValid() ? dateTimeInputValue(start.add(MIN_CONSENT_PERIOD_MS, "ms").toDate()) : "";
}

/** A toggle's number, or the default when the toggle is off and the field was left invalid. */
const numberOr = (isOn: boolean, value: number | null, fallback: number) =>
  isOn || (value !== null && !Number.isNaN(value)) ? (value ?? fallback) : fallback;

/** The payload fields common to create and edit (dates as instants, no end while it is unknown). */
function payloadOf(values: ConsentFormValues) {
  return {
    templateSeq: values.templateSeq ?? 0,
    title: values.title,
    content: values.content,
    guideFileTitle: values.guideFileTitle,
    guideFileContent: values.guideFileContent,
    guideFileSeq: values.guideFileSeq ?? 0,
    startedAt: instantOfInput(values.startedAt) ?? "",
    endedAt: values.isEndDateUnknown ? null : instantOfInput(values.endedAt),
    isEndDateUnknown: values.isEndDateUnknown,
    isSmsRequired: values.isSmsRequired,
    isSignatureRequired: values.isSignatureRequired,
    isIdentityRequired: values.isIdentityRequired,
    isWithdrawRequired: values.isWithdrawRequired,
    activeWithdrawnDays: numberOr(values.isWithdrawRequired, values.activeWithdrawnDays, 1),
    isActiveCondition: values.isActiveCondition,
    consentCondition: numberOr(values.isActiveCondition, values.consentCondition, 100),
    isExternalDocumentRequired: values.isExternalDocumentRequired,
  };
}

/** POST electronic-consents: the three steps in one body (the server makes the link code). */
export function createBodyOf(values: ConsentFormValues, unionRegisterSeqs: readonly number[]): CreateConsentBody {
  return { ...payloadOf(values), unionRegisterSeqs: [...unionRegisterSeqs] };
}

/**
 * PUT electronic-consents/{consentSeq}: the fields the consent's status leaves editable (spec 02 §4); the
 * guide file only when another was uploaded.
 */
export function updateBodyOf(
  values: ConsentFormValues,
  consent: ElectronicConsent,
  /** The signature usage of the template chosen in the form (another template may be chosen while BEFORE). */
  usage: SignatureUsage = consent.template.signatureUsage,
): UpdateConsentBody {
  const locked = new Set<ConsentField>(lockedConsentFields(consent.progressStatus, usage));
  const payload: Record<string, unknown> = payloadOf(values);
  if (values.guideFileSeq === consent.guideFileSeq) locked.add("guideFileSeq");
  for (const field of locked) delete payload[field];
  return payload as UpdateConsentBody;
}

/** The fields the info page disables: the status's locks, and each number while its toggle is off. */
export function disabledFieldsOf(
  status: ElectronicConsent["progressStatus"],
  usage: SignatureUsage,
  values: Pick<ConsentFormValues, "isActiveCondition" | "isWithdrawRequired">,
): Set<ConsentField> {
  const disabled = new Set<ConsentField>(lockedConsentFields(status, usage));
  if (!values.isActiveCondition) disabled.add("consentCondition");
  if (!values.isWithdrawRequired) disabled.add("activeWithdrawnDays");
  return disabled;
}
