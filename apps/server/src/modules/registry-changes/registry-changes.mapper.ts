import type { ChangeHistoryRow } from "@johap/contracts";
import type { ChangeRow } from "./registry-changes.repository";

/** The one place a change row becomes the contract's history row. */
export const toChangeHistory = (r: ChangeRow): ChangeHistoryRow => ({
  changeHistorySeq: r.changeHistorySeq,
  unionRegisterSeq: r.unionRegisterSeq,
  registrationNo: r.registrationNo,
  registrationReceipt: {
    registrationPurpose: r.registrationPurpose,
    receivedAt: r.receivedAt,
    receiptStep: r.receiptStep,
  },
  registrationAddress: r.registrationAddress,
  modifiedAt: r.modifiedAt.toISOString(),
});

/** A change of an owner's notice: the history row and whether it was read. */
export const toNoticeChange = (r: ChangeRow) => ({ ...toChangeHistory(r), isRead: r.isRead });
