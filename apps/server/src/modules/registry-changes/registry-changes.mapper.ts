import type { ChangeHistoryListRow, ChangeHistoryRow } from "@johap/contracts";
import type { ChangeRow } from "./registry-changes.repository";

type ChangeOwner = ChangeHistoryListRow["owner"];

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

/** A row of the union's change history: the change and its owner (null once the owner is deleted). */
export const toChangeHistoryListRow = (r: { change: ChangeRow; owner: ChangeOwner }): ChangeHistoryListRow => ({
  ...toChangeHistory(r.change),
  owner: r.owner,
});
