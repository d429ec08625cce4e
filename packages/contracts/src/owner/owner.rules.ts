import {
  OWNER_DOCUMENT_LABELS,
  OWNER_MESSAGES,
  OWNER_NAME_MAX,
  type OwnerDocumentType,
  type OwnerSignerType,
} from "./owner.constants";

/** A real calendar day written as 8 digits (yyyyMMdd), from 1900. */
export function isBirthDate(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The identity form's first problem (the owner page and the server's schema), or null. */
export function identityProblem(values: {
  name: string;
  birth: string;
}): { field: "name" | "birth"; message: string } | null {
  const name = values.name.trim();
  if (!name) return { field: "name", message: OWNER_MESSAGES.nameRequired };
  if (name.length > OWNER_NAME_MAX) return { field: "name", message: OWNER_MESSAGES.nameMax };
  if (!isBirthDate(values.birth.trim())) return { field: "birth", message: OWNER_MESSAGES.birthInvalid };
  return null;
}

/** Names compared as people type them: no spaces, case-insensitive (an English name). */
export const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, "").toLowerCase() === b.replace(/\s+/g, "").toLowerCase();

/** 010-1234-5678 shown as 010-****-5678. */
export function maskPhone(phoneNo: string): string {
  const digits = phoneNo.replace(/\D/g, "");
  if (digits.length < 8) return "*".repeat(digits.length);
  const head = digits.startsWith("02") ? 2 : 3;
  const tail = digits.slice(-4);
  return `${digits.slice(0, head)}-${"*".repeat(digits.length - head - 4)}-${tail}`;
}

/**
 * One thing a submission needs: any one of `types` (the resident registration abstract or copy), or the
 * one type. `key` names it in the page.
 */
export type DocumentRequirement = { key: string; label: string; types: OwnerDocumentType[] };

/**
 * What a consent asks of the signer (spec 02 section 3 flags; our reading in docs/decisions.md):
 * - isSignatureRequired: a drawn signature (서명);
 * - isIdentityRequired (본인 확인 여부, "identity capture"): a photo or scan of an ID card (신분증);
 * - isExternalDocumentRequired (외부 서류 제출 여부): a resident registration abstract or copy
 *   (주민등록초본 또는 등본), and, when an agent signs, a family relation certificate (가족관계증명서)
 *   showing the relation to the owner.
 */
export function documentRequirements(
  consent: { isSignatureRequired: boolean; isIdentityRequired: boolean; isExternalDocumentRequired: boolean },
  signerType: OwnerSignerType,
): DocumentRequirement[] {
  const out: DocumentRequirement[] = [];
  if (consent.isSignatureRequired)
    out.push({ key: "SIGNATURE", label: OWNER_DOCUMENT_LABELS.SIGNATURE, types: ["SIGNATURE"] });
  if (consent.isIdentityRequired)
    out.push({ key: "ID_CARD", label: OWNER_DOCUMENT_LABELS.ID_CARD, types: ["ID_CARD"] });
  if (consent.isExternalDocumentRequired) {
    out.push({
      key: "RESIDENT",
      label: "주민등록초본 또는 주민등록등본",
      types: ["RESIDENT_ABSTRACT", "RESIDENT_COPY"],
    });
    if (signerType === "AGENT") {
      out.push({ key: "FAMILY_RELATION", label: OWNER_DOCUMENT_LABELS.FAMILY_RELATION, types: ["FAMILY_RELATION"] });
    }
  }
  return out;
}

/** The first requirement the present documents do not meet, or null. */
export const missingRequirement = (requirements: DocumentRequirement[], present: readonly OwnerDocumentType[]) =>
  requirements.find((r) => !r.types.some((type) => present.includes(type))) ?? null;

/** Whether a document type is one the consent asks for (anything else is refused on upload). */
export const isRequestedDocument = (requirements: DocumentRequirement[], type: OwnerDocumentType) =>
  requirements.some((r) => r.types.includes(type));
