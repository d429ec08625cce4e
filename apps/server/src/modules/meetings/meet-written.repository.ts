import type { ParticipantActionType } from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members } from "../account/account.table";
import { registerNoOf } from "./meet-attendance.mapper";
import type { MeetParticipant } from "./meet-lookup";
import { meetParticipantHistories } from "./meetings.table";

/**
 * The voter as a history row keeps it: the identity the voter histories show (HistoryParticipant of the
 * contracts) and the on-site facts this part changes.
 */
export function participantSnapshot(v: MeetParticipant): Record<string, unknown> {
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    unionRegisterNo: registerNoOf(v.unionRegisterNoMain, v.unionRegisterNoSub),
    name: { name: v.name, nameClass: v.nameClass },
    ownerType: v.ownerType,
    companyNo: v.companyNo,
    birth: v.birth,
    gender: v.gender,
    phoneNo: v.phoneNo,
    agent: v.agent,
    postAddress: {
      address: v.postAddress.address ?? "",
      detailAddress: v.postAddress.detailAddress ?? "",
      zipNo: v.postAddress.zipNo ?? "",
    },
    writtenSubmissionType: v.writtenSubmissionType,
    writtenSubmissionStatus: v.writtenSubmissionStatus,
    writtenSubmissionAt: iso(v.writtenSubmissionAt),
    writtenWithdrawalAt: iso(v.writtenWithdrawalAt),
    attendExpectedType: v.attendExpectedType,
  };
}

export async function memberNameOf(db: Db, memberSeq: number) {
  const [row] = await db.select({ name: members.name }).from(members).where(eq(members.memberSeq, memberSeq));
  return row?.name ?? "";
}

const CHUNK = 1_000;

/** 변동이력 rows (EDIT) for voters changed together: each voter after and before, with the reason. */
export async function insertEditHistories(
  tx: Db,
  rows: { after: MeetParticipant; before: MeetParticipant }[],
  by: { memberSeq: number; name: string },
  reason: string,
  actionType: ParticipantActionType = "EDIT",
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(meetParticipantHistories).values(
      rows.slice(i, i + CHUNK).map(({ after, before }) => ({
        meetSeq: after.meetSeq,
        meetParticipantSeq: after.meetParticipantSeq,
        actionType,
        participant: participantSnapshot(after),
        previousParticipant: participantSnapshot(before),
        reason,
        modifiedByMemberSeq: by.memberSeq,
        modifiedBy: by.name,
      })),
    );
  }
}
