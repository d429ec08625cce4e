import {
  type AddParticipantsBody,
  canAddVoters,
  canDeleteVoters,
  canEditVoter,
  type DeleteParticipantBody,
  hasIdentityChange,
  type ListParticipantHistoriesQuery,
  type ListParticipantsQuery,
  MEET_MESSAGES as M,
  normalizeVoterEdit,
  offersResendAfterEdit,
  type ParticipantCandidatesQuery,
  type UpdateParticipantBody,
  UpdateParticipantBodySchema,
  type UpdateParticipantResult,
  MEET_VOTER_MESSAGES as V,
  voterEditError,
} from "@johap/contracts";
import { verify } from "@node-rs/argon2";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest, notFound } from "../../platform/errors";
import { promotionNamesOf } from "../promotion/promotion.repository";
import { meetOf, participantOf } from "./meet-lookup";
import { historySnapshot, toCandidate, toEvoteHistory, toHistory, toParticipant } from "./meet-participants.mapper";
import {
  candidatePage,
  evoteSendsOf,
  existingVoterOwners,
  historyOf,
  historyPage,
  insertHistories,
  memberNameOf,
  participantPage,
} from "./meet-participants.repository";
import { votersFromRegister } from "./meet-voters.mapper";
import { meetEvoteSends, meetParticipants } from "./meetings.table";

type MeetCall = { db: Db; unionSeq: number; meetSeq: number };

/** 선거인 목록 (spec 03 §2.3): one page of the filtered voters, the filtered count (조회 목록) and all (전체). */
export async function listParticipants(opts: MeetCall & { query: ListParticipantsQuery }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const { rows, filtered, total } = await participantPage(opts.db, opts.meetSeq, opts.query);
  const names = await promotionNamesOf(
    opts.db,
    rows.map((row) => row.promotionUserSeq),
  );
  return { items: rows.map((row) => toParticipant(row, names)), filtered, total };
}

export async function listParticipantCandidates(opts: MeetCall & { query: ParticipantCandidatesQuery }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const { rows, total } = await candidatePage(opts.db, opts.unionSeq, opts.meetSeq, opts.query);
  return { items: rows.map(toCandidate), total };
}

export async function getParticipant(opts: MeetCall & { meetParticipantSeq: number }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const row = await participantOf(opts.db, opts.meetSeq, opts.meetParticipantSeq);
  return toParticipant(row, await promotionNamesOf(opts.db, [row.promotionUserSeq]));
}

/**
 * 선거인 추가 (spec 03 §2.4): the union's register owners become voters (a copy as they are now), only while
 * the meeting is BEFORE or PROCESS, each with an ADD history. Owners of another union, unknown owners and
 * owners already on the list are refused. New voters start with nothing sent (their link is a resend).
 */
export async function addParticipants(opts: MeetCall & { actor: Actor; body: AddParticipantsBody }) {
  const seqs = [...new Set(opts.body.unionRegisterSeqs)];
  if (seqs.length === 0) throw badRequest(M.noMembersSelected);
  const modifiedBy = await memberNameOf(opts.db, opts.actor.memberSeq);
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    if (!canAddVoters(meet.meetStatus)) throw badRequest(V.addNotAllowed);
    const voters = await votersFromRegister(tx, meet.meetSeq, opts.unionSeq, seqs);
    if (voters.length !== seqs.length) throw badRequest(M.notOwner);
    if ((await existingVoterOwners(tx, meet.meetSeq, seqs)).length > 0) throw badRequest(V.alreadyVoters);
    const added = await tx.insert(meetParticipants).values(voters).returning();
    await insertHistories(
      tx,
      added.map((row) => ({
        meetSeq: meet.meetSeq,
        meetParticipantSeq: row.meetParticipantSeq,
        actionType: "ADD" as const,
        participant: historySnapshot(row),
        previousParticipant: null,
        modifiedByMemberSeq: opts.actor.memberSeq,
        modifiedBy,
      })),
    );
    return { addedCount: added.length };
  });
}

/**
 * 선거인 수정 (spec 03 §4-5): only in PROCESS and, for electronic methods, not while the voter's link is WAIT
 * (수정이 불가능한 상태입니다); the owner type removes what it has no use for; every field rule; an EDIT history
 * keeps the voter before. Answers whether the resend-cost dialog follows (identity changed, not opened or voted,
 * not ONSITE).
 */
export async function updateParticipant(
  opts: MeetCall & { actor: Actor; meetParticipantSeq: number; body: UpdateParticipantBody },
): Promise<UpdateParticipantResult> {
  const body = UpdateParticipantBodySchema.parse(opts.body);
  const edit = normalizeVoterEdit({
    name: body.name.name,
    nameClass: body.name.nameClass,
    ownerType: body.ownerType,
    companyNo: body.companyNo,
    birth: body.birth,
    gender: body.gender,
    phoneNo: body.phoneNo,
    agent: body.agent,
  });
  const problem = voterEditError(edit);
  if (problem) throw badRequest(problem);
  const modifiedBy = await memberNameOf(opts.db, opts.actor.memberSeq);
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq);
    const before = await participantOf(tx, meet.meetSeq, opts.meetParticipantSeq);
    if (!canEditVoter(meet.meetStatus, meet.meetMethod, before.evoteProgressStatus)) throw badRequest(M.notEditable);
    const [after] = await tx
      .update(meetParticipants)
      .set({
        name: edit.name,
        nameClass: edit.nameClass,
        ownerType: edit.ownerType,
        companyNo: edit.companyNo,
        birth: edit.birth,
        gender: edit.gender,
        phoneNo: edit.phoneNo,
        agent: edit.agent,
        ...(body.postAddress ? { postAddress: body.postAddress } : {}),
        updatedAt: new Date(),
      })
      .where(eq(meetParticipants.meetParticipantSeq, before.meetParticipantSeq))
      .returning();
    await insertHistories(tx, [
      {
        meetSeq: meet.meetSeq,
        meetParticipantSeq: before.meetParticipantSeq,
        actionType: "EDIT",
        participant: historySnapshot(after!),
        previousParticipant: historySnapshot(before),
        modifiedByMemberSeq: opts.actor.memberSeq,
        modifiedBy,
      },
    ]);
    const isIdentityChanged = hasIdentityChange(
      { ...before, agent: before.agent ?? null },
      { ...after!, agent: after!.agent ?? null },
    );
    return {
      participant: toParticipant(after!),
      isResendOffered: offersResendAfterEdit({
        isIdentityChanged,
        progressStatus: after!.evoteProgressStatus,
        meetMethod: meet.meetMethod,
      }),
    };
  });
}

/**
 * 선거인 삭제 (spec 03 §4-5): only in PROCESS, with the meeting's password (argon2) and a reason; the voter is
 * kept with `deletedAt` (soft delete), their open ballot links are cancelled, and a DELETE history is written.
 */
export async function deleteParticipant(
  opts: MeetCall & { actor: Actor; meetParticipantSeq: number; body: DeleteParticipantBody },
) {
  const modifiedBy = await memberNameOf(opts.db, opts.actor.memberSeq);
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  if (!canDeleteVoters(meet.meetStatus)) throw badRequest(V.deleteNotAllowed);
  if (!(await verify(meet.passwordHash, opts.body.meetPassword))) throw badRequest(M.passwordWrong);
  await inTransaction(opts.db, async (tx) => {
    const locked = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    if (!canDeleteVoters(locked.meetStatus)) throw badRequest(V.deleteNotAllowed);
    const voter = await participantOf(tx, meet.meetSeq, opts.meetParticipantSeq);
    const now = new Date();
    await tx
      .update(meetParticipants)
      .set({ deletedAt: now, deleteReason: opts.body.deleteReason, updatedAt: now })
      .where(eq(meetParticipants.meetParticipantSeq, voter.meetParticipantSeq));
    await tx
      .update(meetEvoteSends)
      .set({ status: "CANCELLED", cancelledAt: now })
      .where(
        and(
          eq(meetEvoteSends.meetParticipantSeq, voter.meetParticipantSeq),
          inArray(meetEvoteSends.status, ["WAIT", "SENT", "RECEIVED"]),
        ),
      );
    await insertHistories(tx, [
      {
        meetSeq: meet.meetSeq,
        meetParticipantSeq: voter.meetParticipantSeq,
        actionType: "DELETE",
        participant: historySnapshot(voter),
        previousParticipant: null,
        reason: opts.body.deleteReason,
        modifiedByMemberSeq: opts.actor.memberSeq,
        modifiedBy,
      },
    ]);
  });
  return null;
}

export async function listParticipantHistories(opts: MeetCall & { query: ListParticipantHistoriesQuery }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const { rows, total } = await historyPage(opts.db, opts.meetSeq, opts.query);
  return { items: rows.map(toHistory), total };
}

export async function getParticipantHistory(opts: MeetCall & { id: number }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const row = await historyOf(opts.db, opts.meetSeq, opts.id);
  if (!row) throw notFound(M.participantNotFound);
  return toHistory(row);
}

/** The voter's ballot-link deliveries (전자투표 발송 이력), newest first. */
export async function listEvoteHistories(opts: MeetCall & { meetParticipantSeq: number }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const voter = await participantOf(opts.db, opts.meetSeq, opts.meetParticipantSeq);
  return (await evoteSendsOf(opts.db, voter.meetParticipantSeq)).map(toEvoteHistory);
}
