import {
  type ApplyUnionsBody,
  ERROR_CODES,
  ERROR_MESSAGES,
  ACCOUNT_MESSAGES as M,
  type UpdateMemberBody,
  ZONE_SEARCH_LIMIT,
} from "@johap/contracts";
import { verify } from "@node-rs/argon2";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";
import { listInvitationsOf } from "../union-users/union-managers.repository";
import { toMyInvitation } from "../union-users/union-users.mapper";
import { toMember, toUnionApplication } from "./account.mapper";
import { findMember, updateMemberContact } from "./account.repository";
import {
  findActivatedUnions,
  insertApplications,
  listPendingApplicationsOf,
  searchActivatedUnions,
  unavailableUnionIds,
} from "./union-applications.repository";

const notYours = () => new AppError(403, ERROR_CODES.PERMISSION_DENIED, ERROR_MESSAGES.PERMISSION_DENIED);

/** The `{id}` of `/v2/service-members/{id}/...` must be the caller's own. */
export function assertOwnServiceMember(actor: Actor, serviceMemberId: number) {
  if (serviceMemberId !== actor.serviceMemberId) throw notYours();
}

/** Changes nickname and phone after checking the password again (the page asked for it first). */
export async function updateMember(opts: { db: Db; actor: Actor; memberSeq: number; body: UpdateMemberBody }) {
  if (opts.memberSeq !== opts.actor.memberSeq) throw notYours();
  const member = await findMember(opts.db, opts.memberSeq);
  if (!member) throw notFound();
  if (!(await verify(member.passwordHash, opts.body.password))) {
    throw new AppError(400, ERROR_CODES.PASSWORD_MISMATCH, ERROR_MESSAGES.PASSWORD_MISMATCH);
  }
  const updated = await updateMemberContact(opts.db, opts.memberSeq, {
    nickname: opts.body.nickname,
    phoneNo: opts.body.phoneNo,
  });
  if (!updated) throw notFound();
  return toMember(updated);
}

/** Zone search (사업구역 추가하기): activated unions by name, with whether the member may apply. */
export async function searchActivations(opts: { db: Db; actor: Actor; name: string }) {
  const [found, unavailable] = await Promise.all([
    searchActivatedUnions(opts.db, opts.name, ZONE_SEARCH_LIMIT),
    unavailableUnionIds(opts.db, opts.actor.serviceMemberId),
  ]);
  return found.map((u) => ({ ...u, isApplicable: !unavailable.has(u.unionId) }));
}

export async function listApplications(opts: { db: Db; actor: Actor; serviceMemberId: number }) {
  assertOwnServiceMember(opts.actor, opts.serviceMemberId);
  return (await listPendingApplicationsOf(opts.db, opts.serviceMemberId)).map(toUnionApplication);
}

export async function listMyInvitations(opts: { db: Db; actor: Actor; serviceMemberId: number }) {
  assertOwnServiceMember(opts.actor, opts.serviceMemberId);
  return (await listInvitationsOf(opts.db, opts.serviceMemberId)).map(toMyInvitation);
}

/**
 * Applies for up to 5 zones at once (all or nothing). Every zone must be activated and applicable;
 * each application then waits for vendor staff (`onApplied` queues the demo's automatic approval).
 */
export async function applyForUnions(opts: {
  db: Db;
  actor: Actor;
  serviceMemberId: number;
  body: ApplyUnionsBody;
  onApplied?: (unionApplicationIds: number[]) => Promise<void>;
}) {
  assertOwnServiceMember(opts.actor, opts.serviceMemberId);
  if (opts.body.serviceMemberId !== opts.serviceMemberId) throw badRequest(M.applicantMismatch);
  const applications = await inTransaction(opts.db, async (tx) => {
    const found = await findActivatedUnions(tx, opts.body.unionIds);
    if (found.length !== opts.body.unionIds.length) throw badRequest(M.zoneNotFound);
    const unavailable = await unavailableUnionIds(tx, opts.serviceMemberId);
    if (opts.body.unionIds.some((id) => unavailable.has(id))) throw conflict(M.zoneNotApplicable);
    const rows = await insertApplications(tx, opts.serviceMemberId, opts.body.unionIds).catch((error: unknown) => {
      throw new AppError(409, ERROR_CODES.CONFLICT, M.zoneNotApplicable, { cause: error });
    });
    const names = new Map(found.map((u) => [u.unionId, u.unionName]));
    return rows.map((r) => toUnionApplication({ ...r, unionId: r.unionSeq, unionName: names.get(r.unionSeq) ?? "" }));
  });
  await opts.onApplied?.(applications.map((a) => a.unionApplicationId));
  return { applications };
}
