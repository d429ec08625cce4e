import {
  type EvoteHistory,
  formatSerial,
  type HistoryParticipant,
  isVoterInfoMissing,
  type MeetParticipant,
  type MeetParticipantHistory,
  type ParticipantCandidate,
} from "@johap/contracts";
import type { ParticipantHistoryRow, ParticipantRow } from "./meet-participants.repository";
import type { meetEvoteSends } from "./meetings.table";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The one place a voter row becomes the console's voter (never what the voter chose). `promotionNames` names the
 * promotion users voters are assigned to (promotionUser).
 */
export function toParticipant(
  row: ParticipantRow,
  promotionNames: ReadonlyMap<number, string> = new Map(),
): MeetParticipant {
  const promotionName = row.promotionUserSeq === null ? undefined : promotionNames.get(row.promotionUserSeq);
  const agent = row.agent ?? null;
  return {
    meetParticipantSeq: row.meetParticipantSeq,
    meetSeq: row.meetSeq,
    unionRegisterSeq: row.unionRegisterSeq,
    unionRegisterNo: formatSerial(row.unionRegisterNoMain, row.unionRegisterNoSub),
    position: row.position,
    name: { name: row.name, nameClass: row.nameClass },
    ownerType: row.ownerType,
    companyNo: row.companyNo,
    birth: row.birth,
    gender: row.gender,
    phoneNo: row.phoneNo,
    tendency: row.tendency,
    shareType: row.shareType,
    postAddress: {
      address: row.postAddress.address ?? "",
      detailAddress: row.postAddress.detailAddress ?? "",
      zipNo: row.postAddress.zipNo ?? "",
    },
    realAddress: {
      address: row.realAddress.address ?? "",
      detailAddress: row.realAddress.detailAddress ?? "",
      city: row.realAddress.city ?? "",
      gu: row.realAddress.gu ?? "",
      dong: row.realAddress.dong ?? "",
    },
    localAddresses: row.localAddresses,
    agent,
    promotionUser:
      row.promotionUserSeq !== null && promotionName !== undefined
        ? { promotionUserSeq: row.promotionUserSeq, name: promotionName }
        : null,
    electronicVoteStatus: {
      progressStatus: row.evoteProgressStatus,
      sentAt: iso(row.sentAt),
      receivedAt: iso(row.receivedAt),
      openedAt: iso(row.openedAt),
      votedAt: iso(row.votedAt),
      voteStatus: row.voteCategory === "NOT_VOTED" ? "NOT_VOTED" : "VOTED",
    },
    onsiteVoteStatus: { writtenSubmissionType: row.writtenWithdrawalAt ? null : row.writtenSubmissionType },
    attendanceCategory: row.attendanceCategory,
    voteCategory: row.voteCategory,
    resendCount: row.resendCount,
    isResent: row.isResent,
    writtenSubmissionType: row.writtenSubmissionType,
    writtenSubmissionStatus: row.writtenSubmissionStatus,
    writtenSubmissionAt: iso(row.writtenSubmissionAt),
    writtenWithdrawalAt: iso(row.writtenWithdrawalAt),
    attendExpectedType: row.attendExpectedType,
    attendAt: iso(row.attendAt),
    isInfoMissing: row.ownerType === "PUBLIC" ? false : isVoterInfoMissing({ ...row, agent }),
  };
}

/** What a history row keeps of a voter (before or after a change). */
export function historySnapshot(row: ParticipantRow): HistoryParticipant {
  return {
    unionRegisterNo: formatSerial(row.unionRegisterNoMain, row.unionRegisterNoSub),
    name: { name: row.name, nameClass: row.nameClass },
    ownerType: row.ownerType,
    companyNo: row.companyNo,
    birth: row.birth,
    gender: row.gender,
    phoneNo: row.phoneNo,
    agent: row.agent ?? null,
    postAddress: {
      address: row.postAddress.address ?? "",
      detailAddress: row.postAddress.detailAddress ?? "",
      zipNo: row.postAddress.zipNo ?? "",
    },
  };
}

export function toHistory(row: ParticipantHistoryRow): MeetParticipantHistory {
  return {
    meetParticipantHistorySeq: row.meetParticipantHistorySeq,
    meetParticipantSeq: row.meetParticipantSeq,
    actionType: row.actionType,
    participant: row.participant as HistoryParticipant,
    previousParticipant: (row.previousParticipant as HistoryParticipant | null) ?? null,
    modifiedAt: row.modifiedAt.toISOString(),
    modifiedBy: row.modifiedBy,
    reason: row.reason,
  };
}

export function toEvoteHistory(row: typeof meetEvoteSends.$inferSelect): EvoteHistory {
  return {
    sendSeq: row.sendSeq,
    kind: row.kind,
    status: row.status,
    phoneNo: row.phoneNo,
    requestedAt: row.requestedAt.toISOString(),
    sentAt: iso(row.sentAt),
    receivedAt: iso(row.receivedAt),
    openedAt: iso(row.openedAt),
    cancelledAt: iso(row.cancelledAt),
    failReason: row.failReason,
  };
}

export function toCandidate(row: {
  unionRegisterSeq: number;
  main: number;
  sub: number;
  name: string;
  nameClass: string;
  ownerType: string;
  birth: string;
  phoneNo: string;
  position: string;
}): ParticipantCandidate {
  return {
    unionRegisterSeq: row.unionRegisterSeq,
    unionRegisterNo: formatSerial(row.main, row.sub),
    name: { name: row.name, nameClass: row.nameClass },
    ownerType: row.ownerType,
    birth: row.birth,
    phoneNo: row.phoneNo,
    position: row.position,
  };
}
