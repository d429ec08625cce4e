import { and, asc, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, type PageQuery, pageWindow } from "../../platform/sql";
import { registerShown } from "../register/register.repository";
import { registerLocalAddresses, registrationAddresses, unionRegisters } from "../register/register.table";
import { registrationChanges, registrationTrace } from "./registry-changes.table";

export type ChangeRow = typeof registrationChanges.$inferSelect;
export type ChangeFilters = {
  registrationNo?: string | undefined;
  registrationPurpose?: string | undefined;
  registrationAddress?: string | undefined;
};

/** The union's alert switch status, or null when never switched. */
export async function findTraceStatus(db: Db, unionSeq: number) {
  const [row] = await db.select().from(registrationTrace).where(eq(registrationTrace.unionSeq, unionSeq));
  return row?.status ?? null;
}

export async function upsertTraceStatus(db: Db, unionSeq: number, status: string) {
  await db
    .insert(registrationTrace)
    .values({ unionSeq, status, updatedAt: new Date() })
    .onConflictDoUpdate({ target: registrationTrace.unionSeq, set: { status, updatedAt: new Date() } });
}

/** Unions whose alerts are on (ACTIVATED). */
export async function listTracingUnions(db: Db) {
  const rows = await db.select().from(registrationTrace).where(eq(registrationTrace.status, "ACTIVATED"));
  return rows.map((r) => r.unionSeq);
}

/** The union's registrations with a registration number, with their owner. */
export function listTracedRegistrations(db: Db, unionSeq: number) {
  return db
    .select({
      registrationAddressSeq: registrationAddresses.registrationAddressSeq,
      registrationNo: registrationAddresses.registrationNo,
      registrationAddress: registrationAddresses.registrationAddress,
      unionRegisterSeq: registerLocalAddresses.unionRegisterSeq,
    })
    .from(registrationAddresses)
    .innerJoin(
      registerLocalAddresses,
      eq(registerLocalAddresses.localAddressSeq, registrationAddresses.localAddressSeq),
    )
    .where(
      and(
        eq(registrationAddresses.unionSeq, unionSeq),
        ne(registrationAddresses.registrationNo, ""),
        registerShown(unionSeq),
      ),
    );
}

export async function insertChanges(db: Db, changes: (typeof registrationChanges.$inferInsert)[]) {
  if (changes.length === 0) return;
  await db.insert(registrationChanges).values(changes);
}

/** The registration shows the 변동 badge until its owner's notice is read. */
export async function markRegistrationChanged(db: Db, registrationAddressSeq: number) {
  await db
    .update(registrationAddresses)
    .set({ isChanged: true })
    .where(eq(registrationAddresses.registrationAddressSeq, registrationAddressSeq));
}

/** An owner's changes, newest first. */
export function listOwnerChanges(db: Db, unionSeq: number, unionRegisterSeq: number) {
  return db
    .select()
    .from(registrationChanges)
    .where(and(eq(registrationChanges.unionSeq, unionSeq), eq(registrationChanges.unionRegisterSeq, unionRegisterSeq)))
    .orderBy(desc(registrationChanges.modifiedAt));
}

/** Marks an owner's changes read and takes the 변동 badge off every registration of the owner. */
export async function markOwnerChangesRead(db: Db, unionSeq: number, unionRegisterSeq: number) {
  await db
    .update(registrationChanges)
    .set({ isRead: true })
    .where(and(eq(registrationChanges.unionSeq, unionSeq), eq(registrationChanges.unionRegisterSeq, unionRegisterSeq)));
  const locals = await db
    .select({ seq: registerLocalAddresses.localAddressSeq })
    .from(registerLocalAddresses)
    .where(eq(registerLocalAddresses.unionRegisterSeq, unionRegisterSeq));
  if (locals.length === 0) return;
  await db
    .update(registrationAddresses)
    .set({ isChanged: false })
    .where(
      inArray(
        registrationAddresses.localAddressSeq,
        locals.map((l) => l.seq),
      ),
    );
}

/** One page of the union's change history (newest first) matching the filters, with each change's owner, and the total. */
export async function listChangePage(db: Db, unionSeq: number, filters: ChangeFilters, paging: PageQuery) {
  const where: SQL[] = [eq(registrationChanges.unionSeq, unionSeq)];
  if (filters.registrationNo) where.push(contains(registrationChanges.registrationNo, filters.registrationNo));
  if (filters.registrationPurpose) {
    where.push(contains(registrationChanges.registrationPurpose, filters.registrationPurpose));
  }
  if (filters.registrationAddress) {
    where.push(contains(registrationChanges.registrationAddress, filters.registrationAddress));
  }
  const { limit, offset } = pageWindow(paging);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        change: registrationChanges,
        owner: {
          unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
          unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
          name: unionRegisters.name,
        },
      })
      .from(registrationChanges)
      .leftJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, registrationChanges.unionRegisterSeq))
      .where(and(...where))
      .orderBy(desc(registrationChanges.modifiedAt), asc(registrationChanges.changeHistorySeq))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(registrationChanges)
      .where(and(...where)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Registration numbers of an owner's located properties (before an edit, to find what staff changed). */
export function ownerRegistrations(db: Db, unionRegisterSeq: number) {
  return db
    .select({
      registrationAddressSeq: registrationAddresses.registrationAddressSeq,
      registrationNo: registrationAddresses.registrationNo,
      registrationAddress: registrationAddresses.registrationAddress,
    })
    .from(registrationAddresses)
    .innerJoin(
      registerLocalAddresses,
      eq(registerLocalAddresses.localAddressSeq, registrationAddresses.localAddressSeq),
    )
    .where(eq(registerLocalAddresses.unionRegisterSeq, unionRegisterSeq));
}
