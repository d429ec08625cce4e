import {
  ERROR_CODES,
  INVITABLE_LIMIT,
  invitationText,
  UNION_USERS_MESSAGES as M,
  type UnionManagersQuery,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { AppError, conflict, notFound } from "../../platform/errors";
import { sendSystemText } from "../../platform/system-texts/system-texts";
import {
  findInvitableMembers,
  findInvitation,
  findPersonOf,
  findUnionManager,
  insertInvitation,
  listManagers,
  listUnionInvitations,
  revokeManager,
  settleInvitation,
} from "./union-managers.repository";
import { toInvitableMember, toUnionInvitation, toUnionManager } from "./union-users.mapper";
import { activateManager, findUnion, isActiveManager } from "./union-users.repository";

type Paging = { page: number; pageSize: number };

export async function listUnionManagers(opts: {
  db: Db;
  unionSeq: number;
  query: Required<Pick<UnionManagersQuery, "name" | "phone">> & Paging;
}) {
  const { rows, total } = await listManagers(opts.db, opts.unionSeq, opts.query);
  return { managers: rows.map(toUnionManager), total };
}

/** Revokes a user (사용자 권한 해제): from then on the union answers them E00504. */
export async function revokeUnionManager(opts: { db: Db; unionSeq: number; unionManagerId: number }) {
  const manager = await findUnionManager(opts.db, opts.unionSeq, opts.unionManagerId);
  if (manager?.status !== "ACTIVE") throw notFound(M.managerNotFound);
  if (manager.label === "SUPERVISOR") throw conflict(M.cannotRevokeSupervisor);
  if (!(await revokeManager(opts.db, opts.unionSeq, opts.unionManagerId))) throw notFound(M.managerNotFound);
  return { unionManagerId: opts.unionManagerId };
}

export async function listInvitations(opts: { db: Db; unionSeq: number; paging: Paging }) {
  const { rows, total } = await listUnionInvitations(opts.db, opts.unionSeq, opts.paging);
  return { invitations: rows.map(toUnionInvitation), total };
}

export async function cancelInvitation(opts: { db: Db; unionSeq: number; invitationId: number }) {
  const invitation = await findInvitation(opts.db, opts.unionSeq, opts.invitationId);
  if (!invitation) throw notFound(M.invitationNotFound);
  if (!(await settleInvitation(opts.db, opts.invitationId, "CANCELED"))) throw conflict(M.invitationNotPending);
  return { unionManagerInvitationId: opts.invitationId };
}

/** Members with exactly this phone; the ones invited or managing already come back with isInvited. */
export async function searchInvitable(opts: { db: Db; unionSeq: number; phone: string }) {
  const rows = await findInvitableMembers(opts.db, opts.unionSeq, opts.phone, INVITABLE_LIMIT);
  return rows.map(toInvitableMember);
}

/** Invites a member (초대) and texts them, in one transaction. */
export async function inviteMember(opts: { db: Db; actor: Actor; unionSeq: number; serviceMemberId: number }) {
  return inTransaction(opts.db, async (tx) => {
    const person = await findPersonOf(tx, opts.serviceMemberId);
    if (!person) throw notFound(M.inviteeNotFound);
    const union = await findUnion(tx, opts.unionSeq);
    if (!union) throw notFound();
    if (await isActiveManager(tx, opts.unionSeq, opts.serviceMemberId)) throw conflict(M.alreadyInvited);
    const id = await insertInvitation(tx, {
      unionSeq: opts.unionSeq,
      serviceMemberId: opts.serviceMemberId,
      invitedBy: opts.actor.serviceMemberId,
    });
    if (id === null) throw conflict(M.alreadyInvited);
    if (person.phoneNo) {
      await sendSystemText(tx, {
        phoneNo: person.phoneNo,
        text: invitationText(union.name),
        reason: "UNION_INVITATION",
      });
    }
    return { unionManagerInvitationId: id };
  });
}

/**
 * The invitee accepts (approve) or rejects an invitation to a union they do not manage yet. Anyone
 * else is refused as if the union were not theirs (403 E00502). Acceptance makes them a USER.
 */
export async function answerInvitation(opts: {
  db: Db;
  actor: Actor;
  unionSeq: number;
  invitationId: number;
  answer: "ACCEPTED" | "REJECTED";
}) {
  return inTransaction(opts.db, async (tx) => {
    const invitation = await findInvitation(tx, opts.unionSeq, opts.invitationId);
    if (!invitation || invitation.serviceMemberId !== opts.actor.serviceMemberId) {
      throw new AppError(403, ERROR_CODES.UNION_FORBIDDEN, M.notYourInvitation);
    }
    if (!(await settleInvitation(tx, opts.invitationId, opts.answer))) throw conflict(M.invitationNotPending);
    if (opts.answer === "ACCEPTED") {
      await activateManager(tx, { unionSeq: opts.unionSeq, serviceMemberId: invitation.serviceMemberId });
    }
    return { unionManagerInvitationId: opts.invitationId, status: opts.answer };
  });
}
