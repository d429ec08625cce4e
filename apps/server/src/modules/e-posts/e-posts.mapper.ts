import {
  type ElectronicDocument,
  type ElectronicDocumentDetail,
  type ElectronicDocumentRecipient,
  EPOST_RECIPIENT_STATUSES,
  type EpostAttachFile,
  type EpostCandidate,
  type EpostRecipientStatus,
  type EpostSendMethod,
  type EpostStatus,
  epostContactOf,
} from "@johap/contracts";
import type { CandidateRow, DocumentRow, RecipientRow, StatusCounts } from "./e-posts.repository";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toAttachFiles(
  fileSeqs: number[],
  rows: { fileSeq: number; originalName: string }[],
): EpostAttachFile[] {
  return fileSeqs.map((fileSeq) => ({
    fileSeq,
    originName: rows.find((r) => r.fileSeq === fileSeq)?.originalName ?? `document-${fileSeq}.pdf`,
  }));
}

export const toDocument = (row: DocumentRow, counts: StatusCounts, files: EpostAttachFile[]): ElectronicDocument => ({
  electronicDocumentSeq: row.electronicDocumentSeq,
  title: row.title,
  recipientCount: row.recipientCount,
  sentAt: iso(row.sentAt),
  documentStatus: row.documentStatus as EpostStatus,
  isSendable: row.documentStatus === "READY",
  attachFile: files[0] ?? null,
  createdAt: row.createdAt.toISOString(),
  scheduledAt: iso(row.scheduledAt),
  openedCount: (counts.OPENED ?? 0) + (counts.COMPLETED ?? 0),
  completedCount: counts.COMPLETED ?? 0,
  failCount: counts.FAILED ?? 0,
});

export const toDetail = (
  row: DocumentRow,
  counts: StatusCounts,
  files: EpostAttachFile[],
): ElectronicDocumentDetail => ({
  ...toDocument(row, counts, files),
  attachFiles: files,
  sendMethod: row.sendMethod as EpostSendMethod,
  signatureExpireIn: row.signatureExpireIn,
  isScheduled: row.isScheduled,
  completedAt: iso(row.completedAt),
  unitCost: row.unitCost,
  totalCost: row.totalCost,
  refundedCost: row.refundedCost,
  counts: Object.fromEntries(EPOST_RECIPIENT_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<
    EpostRecipientStatus,
    number
  >,
});

export const toRecipient = (row: RecipientRow): ElectronicDocumentRecipient => ({
  electronicDocumentRecipientSeq: row.electronicDocumentRecipientSeq,
  unionRegisterSeq: row.unionRegisterSeq,
  name: row.name,
  phoneNo: row.phoneNo,
  isAgent: row.isAgent,
  sentAt: iso(row.sentAt),
  receivedAt: iso(row.receivedAt),
  openedAt: iso(row.openedAt),
  completedAt: iso(row.completedAt),
  expiredAt: iso(row.expiredAt),
  status: row.status as EpostRecipientStatus,
  failReason: row.failReason,
});

export const contactSourceOf = (row: CandidateRow) => ({
  name: row.name,
  phoneNo: row.phoneNo,
  birth: row.birth,
  agent:
    row.agentName === null
      ? null
      : { name: row.agentName, phoneNo: row.agentPhoneNo ?? "", birth: row.agentBirth ?? "" },
});

export const toCandidate = (row: CandidateRow): EpostCandidate => {
  const source = contactSourceOf(row);
  return {
    unionRegisterSeq: row.unionRegisterSeq,
    unionRegisterNo: row.unionRegisterNoSub
      ? `${row.unionRegisterNoMain}-${row.unionRegisterNoSub}`
      : `${row.unionRegisterNoMain}`,
    name: { name: row.name, nameClass: row.nameClass },
    birth: row.birth,
    mainPhone: { phoneNo: row.phoneNo },
    agent: source.agent,
    isSelectable: epostContactOf(source) !== null,
  };
};
