import {
  type ConsentListItem,
  type ConsentRecipient,
  type ConsentTemplate,
  canCancelWritten,
  canRegisterWritten,
  canRemoveRecipient,
  canWithdraw,
  type ElectronicConsent,
  type RecipientHistory,
  todayInSeoul,
} from "@johap/contracts";
import { toOwner } from "../register/register.mapper";
import type { LocalAddressRow, RecipientWithOwner } from "./consent-recipients.repository";
import type { ConsentRow, TemplateRow } from "./consents.repository";
import type { electronicConsentRecipientHistories } from "./consents.table";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A stored file's download path (GET /v1/files, bearer auth, the file's division menus). */
export const filePath = (fileSeq: number | null) => (fileSeq ? `/v1/files?fileSeq=${fileSeq}` : null);

/** The owners' page of a consent (apps/owner, served under /m). */
export const consentUrlOf = (linkCode: string) => `/m/c/${linkCode}`;

export const toTemplate = (row: TemplateRow, no: number): ConsentTemplate => ({
  no,
  templateSeq: row.templateSeq,
  templateType: row.templateType,
  name: row.name,
  signatureUsage: row.signatureUsage,
  originFileName: row.originFileName,
  fileUrl: filePath(row.fileSeq),
  createdAt: row.createdAt.toISOString(),
});

export const toConsentListItem = (
  consent: ConsentRow,
  template: TemplateRow,
  recipientCount: { submitted: number; total: number },
): ConsentListItem => ({
  consentSeq: consent.consentSeq,
  title: consent.title,
  progressStatus: consent.progressStatus,
  startedAt: consent.startedAt.toISOString(),
  endedAt: iso(consent.endedAt),
  template: {
    templateSeq: template.templateSeq,
    templateType: template.templateType,
    fileUrl: filePath(template.fileSeq),
    signatureUsage: template.signatureUsage,
    name: template.name,
  },
  recipientCount,
});

export const toConsent = (
  consent: ConsentRow,
  template: TemplateRow,
  recipientCount: { submitted: number; total: number },
): ElectronicConsent => ({
  ...toConsentListItem(consent, template, recipientCount),
  unionSeq: consent.unionSeq,
  content: consent.content,
  templateSeq: consent.templateSeq,
  guideFileTitle: consent.guideFileTitle,
  guideFileContent: consent.guideFileContent,
  guideFileSeq: consent.guideFileSeq,
  guideFilePath: filePath(consent.guideFileSeq),
  isSmsRequired: consent.isSmsRequired,
  isSignatureRequired: consent.isSignatureRequired,
  isIdentityRequired: consent.isIdentityRequired,
  isWithdrawRequired: consent.isWithdrawRequired,
  activeWithdrawnDays: consent.activeWithdrawnDays,
  isActiveCondition: consent.isActiveCondition,
  consentCondition: consent.consentCondition,
  isExternalDocumentRequired: consent.isExternalDocumentRequired,
  isEndDateUnknown: consent.isEndDateUnknown,
  consentUrl: consentUrlOf(consent.linkCode),
  linkCode: consent.linkCode,
  completedAt: iso(consent.completedAt),
  documentStorageEndAt: iso(consent.documentStorageEndAt),
  documentStorageStatus: consent.documentStorageStatus as ElectronicConsent["documentStorageStatus"],
  documentStorageExtensionStatus:
    consent.documentStorageExtensionStatus as ElectronicConsent["documentStorageExtensionStatus"],
  createdAt: consent.createdAt.toISOString(),
});

/** The Korean calendar day of a withdrawal deadline, as the withdraw rule compares it. */
export const deadlineDay = (at: Date | null) => (at ? todayInSeoul(at) : null);

export function toRecipient(
  row: RecipientWithOwner,
  consent: ConsentRow,
  locals: LocalAddressRow[],
  now: Date = new Date(),
): ConsentRecipient {
  const { recipient: r, owner: o } = row;
  const owner = toOwner(
    o,
    locals.filter((l) => l.unionRegisterSeq === o.unionRegisterSeq),
    [],
    undefined,
  );
  const progress = consent.progressStatus;
  return {
    recipientSeq: r.recipientSeq,
    recipientId: r.recipientId,
    status: r.status,
    submitType: r.submitType,
    submittedAt: iso(r.submittedAt),
    certifiedNo: r.certifiedNo,
    activeWithdrawnAt: iso(r.activeWithdrawnAt),
    activeWithdrawnDays: r.activeWithdrawnDays,
    withdrawnAt: iso(r.withdrawnAt),
    registers: {
      unionRegisterSeq: owner.unionRegisterSeq,
      unionRegisterNo: owner.unionRegisterNoSub
        ? `${owner.unionRegisterNoMain}-${owner.unionRegisterNoSub}`
        : `${owner.unionRegisterNoMain}`,
      unionRegisterNoMain: owner.unionRegisterNoMain,
      unionRegisterNoSub: owner.unionRegisterNoSub,
      isRepresentative: owner.isRepresentative,
      shareType: owner.shareType,
      ownerType: owner.ownerType,
      name: owner.name,
      birth: owner.birth,
      companyNo: owner.companyNo,
      phoneNo: owner.mainPhone.phoneNo,
      localAddresses: owner.localAddresses.map(({ registrationAddresses: _, ...address }) => address),
    },
    isWrittenRegistrable: canRegisterWritten(progress, r.status),
    isWithdrawable: canWithdraw({
      progressStatus: progress,
      status: r.status,
      ownerType: o.ownerType,
      isWithdrawRequired: consent.isWithdrawRequired,
      deadline: deadlineDay(r.activeWithdrawnAt),
      today: todayInSeoul(now),
    }),
    isCancellable: canCancelWritten(progress, r.status),
    isRemovable: canRemoveRecipient(progress, r.status),
  };
}

export const toHistory = (row: typeof electronicConsentRecipientHistories.$inferSelect): RecipientHistory => ({
  recipientHistorySeq: row.recipientHistorySeq,
  manager: { managerName: row.managerName },
  status: row.status,
  action: row.action,
  occurredAt: row.occurredAt.toISOString(),
});
