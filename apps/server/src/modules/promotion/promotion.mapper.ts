import type {
  PromotionConnectionHistory,
  PromotionExecutionHistory,
  PromotionMeet,
  PromotionPosition,
  PromotionUser,
  PromotionUserStatus,
} from "@johap/contracts";
import type { PromotionMeetRow, PromotionUserListRow } from "./promotion.repository";

/** The one place a promotion row becomes its contract shape. */
export const toPromotionMeet = (row: PromotionMeetRow, no: number): PromotionMeet => ({
  no,
  meetSeq: row.meetSeq,
  name: row.name,
  meetAt: row.meetAt.toISOString(),
  meetType: row.meetType,
  meetMethod: row.meetMethod,
  meetStatus: row.meetStatus,
  participantCount: row.participantCount,
  promotionHeadCount: row.promotionHeadCount,
  promotionManagerCount: row.promotionManagerCount,
});

export const toPromotionUser = (row: PromotionUserListRow): PromotionUser => ({
  promotionUserSeq: row.promotionUserSeq,
  id: row.loginId,
  name: row.name,
  phoneNo: row.phoneNo,
  memo: row.memo,
  userStatus: row.userStatus as PromotionUserStatus,
  position: row.position as PromotionPosition,
  headPromotionUserSeq: row.headPromotionUserSeq,
  assignedParticipantCount: row.assignedParticipantCount,
  accountSentAt: row.accountSentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

type HistoryUserRow = { promotionUserSeq: number; id: string; name: string; position: string; actionedAt: Date };

export const toConnectionHistory = (
  row: HistoryUserRow & { connectionHistorySeq: number; actionType: string },
): PromotionConnectionHistory => ({
  connectionHistorySeq: row.connectionHistorySeq,
  promotionUserSeq: row.promotionUserSeq,
  id: row.id,
  name: row.name,
  position: row.position as PromotionPosition,
  actionType: row.actionType as PromotionConnectionHistory["actionType"],
  actionedAt: row.actionedAt.toISOString(),
});

export const toExecutionHistory = (
  row: HistoryUserRow & { executionHistorySeq: number; menu: string; message: string },
): PromotionExecutionHistory => ({
  executionHistorySeq: row.executionHistorySeq,
  promotionUserSeq: row.promotionUserSeq,
  id: row.id,
  name: row.name,
  position: row.position as PromotionPosition,
  menu: row.menu,
  message: row.message,
  actionedAt: row.actionedAt.toISOString(),
});
