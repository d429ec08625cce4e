import {
  type ChangeHistoriesQuerySchema,
  type ChangeHistoryRow,
  ERROR_CODES,
  REGISTRY_MAINTENANCE_MESSAGE,
} from "@johap/contracts";
import dayjs from "dayjs";
import { and, asc, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, notFound } from "../../platform/errors";
import type { Jobs } from "../../platform/jobs";
import { contains, pageWindow } from "../../platform/sql";
import { RegistryMaintenanceError, type RegistryPort } from "../../providers/registry/port";
import { findOwnerRow } from "../register/register.repository";
import { registerLocalAddresses, registrationAddresses } from "../register/register.table";
import { registrationChanges, registrationTrace } from "./registry-changes.table";

export const TRACE_SETTLE_JOB = "registry.trace-settle";
export const REGISTRY_FEED_JOB = "registry.feed";
export const TRACE_SETTLE_MS = 2000;

type ChangeRow = typeof registrationChanges.$inferSelect;
const toHistory = (r: ChangeRow): ChangeHistoryRow => ({
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

export async function getTraceStatus(db: Db, unionSeq: number) {
  const [row] = await db.select().from(registrationTrace).where(eq(registrationTrace.unionSeq, unionSeq));
  return (row?.status ?? "DEACTIVATED") as "ACTIVATING" | "ACTIVATED" | "DEACTIVATING" | "DEACTIVATED";
}

async function setTrace(db: Db, unionSeq: number, status: string) {
  await db
    .insert(registrationTrace)
    .values({ unionSeq, status, updatedAt: new Date() })
    .onConflictDoUpdate({ target: registrationTrace.unionSeq, set: { status, updatedAt: new Date() } });
}

/** Turning on or off goes through ACTIVATING / DEACTIVATING while the registry office subscribes. */
export async function switchTrace(opts: { db: Db; jobs: Jobs; unionSeq: number; on: boolean }) {
  const current = await getTraceStatus(opts.db, opts.unionSeq);
  const [pending, done] = opts.on ? (["ACTIVATING", "ACTIVATED"] as const) : (["DEACTIVATING", "DEACTIVATED"] as const);
  if (current === pending || current === done) return { registrationTraceStatus: current };
  await setTrace(opts.db, opts.unionSeq, pending);
  await opts.jobs.send(
    TRACE_SETTLE_JOB,
    { unionSeq: opts.unionSeq, from: pending, to: done },
    {
      startAfter: new Date(Date.now() + TRACE_SETTLE_MS),
    },
  );
  // The answer is the switch this request made, not a status read after the job may have settled it.
  return { registrationTraceStatus: pending };
}

export async function settleTrace(opts: { db: Db; unionSeq: number; from: string; to: string }) {
  if ((await getTraceStatus(opts.db, opts.unionSeq)) === opts.from) await setTrace(opts.db, opts.unionSeq, opts.to);
}

/**
 * One poll of the registry feed: for every union whose trace is ACTIVATED, the registry reports changes of
 * its traced registrations; each becomes an AUTO change and marks the registration as changed (변동 badge).
 */
export async function pollRegistryFeed(opts: { db: Db; registry: RegistryPort; now?: Date }) {
  const now = opts.now ?? new Date();
  const active = await opts.db.select().from(registrationTrace).where(eq(registrationTrace.status, "ACTIVATED"));
  let created = 0;
  for (const { unionSeq } of active) {
    const traced = await opts.db
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
      .where(and(eq(registrationAddresses.unionSeq, unionSeq), ne(registrationAddresses.registrationNo, "")));
    const changes = await opts.registry.pollChanges(
      traced.map((t) => t.registrationNo),
      now,
    );
    if (changes.length === 0) continue;
    await inTransaction(opts.db, async (tx) => {
      for (const change of changes) {
        const target = traced.find((t) => t.registrationNo === change.registrationNo);
        if (!target) continue;
        await tx.insert(registrationChanges).values({
          unionSeq,
          unionRegisterSeq: target.unionRegisterSeq,
          registrationAddressSeq: target.registrationAddressSeq,
          registrationNo: change.registrationNo,
          registrationPurpose: change.registrationPurpose,
          receivedAt: change.receivedAt,
          receiptStep: change.receiptStep,
          registrationAddress: target.registrationAddress,
          kind: "AUTO",
          modifiedAt: now,
        });
        await tx
          .update(registrationAddresses)
          .set({ isChanged: true })
          .where(eq(registrationAddresses.registrationAddressSeq, target.registrationAddressSeq));
        created += 1;
      }
    });
  }
  return { created };
}

async function assertOwnerOfUnion(db: Db, unionSeq: number, unionRegisterSeq: number) {
  if (!(await findOwnerRow(db, unionSeq, unionRegisterSeq))) throw notFound("소유자를 찾을 수 없습니다.");
}

/** The notice of an owner of this union; another union's owner reads as not found. */
export async function getChangeNotice(opts: { db: Db; unionSeq: number; unionRegisterSeq: number }) {
  await assertOwnerOfUnion(opts.db, opts.unionSeq, opts.unionRegisterSeq);
  const rows = await opts.db
    .select()
    .from(registrationChanges)
    .where(
      and(
        eq(registrationChanges.unionSeq, opts.unionSeq),
        eq(registrationChanges.unionRegisterSeq, opts.unionRegisterSeq),
      ),
    )
    .orderBy(desc(registrationChanges.modifiedAt));
  const withRead = (r: ChangeRow) => ({ ...toHistory(r), isRead: r.isRead });
  return {
    autoChanges: rows.filter((r) => r.kind === "AUTO").map(withRead),
    manualChanges: rows.filter((r) => r.kind === "MANUAL").map(withRead),
  };
}

/** Opening the notice confirms it as read (열람 처리): the owner's 변동 badge goes away. */
export async function confirmChangeNotice(opts: { db: Db; unionSeq: number; unionRegisterSeq: number }) {
  await inTransaction(opts.db, async (tx) => {
    await assertOwnerOfUnion(tx, opts.unionSeq, opts.unionRegisterSeq);
    await tx
      .update(registrationChanges)
      .set({ isRead: true })
      .where(
        and(
          eq(registrationChanges.unionSeq, opts.unionSeq),
          eq(registrationChanges.unionRegisterSeq, opts.unionRegisterSeq),
        ),
      );
    const locals = await tx
      .select({ seq: registerLocalAddresses.localAddressSeq })
      .from(registerLocalAddresses)
      .where(eq(registerLocalAddresses.unionRegisterSeq, opts.unionRegisterSeq));
    if (locals.length) {
      await tx
        .update(registrationAddresses)
        .set({ isChanged: false })
        .where(
          inArray(
            registrationAddresses.localAddressSeq,
            locals.map((l) => l.seq),
          ),
        );
    }
  });
  return { unionRegisterSeq: opts.unionRegisterSeq };
}

export async function listChangeHistories(opts: {
  db: Db;
  unionSeq: number;
  query: z.output<typeof ChangeHistoriesQuerySchema>;
}) {
  const q = opts.query;
  const where: SQL[] = [eq(registrationChanges.unionSeq, opts.unionSeq)];
  if (q.registrationNo) where.push(contains(registrationChanges.registrationNo, q.registrationNo));
  if (q.registrationPurpose) where.push(contains(registrationChanges.registrationPurpose, q.registrationPurpose));
  if (q.registrationAddress) where.push(contains(registrationChanges.registrationAddress, q.registrationAddress));
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    opts.db
      .select()
      .from(registrationChanges)
      .where(and(...where))
      .orderBy(desc(registrationChanges.modifiedAt), asc(registrationChanges.changeHistorySeq))
      .limit(limit)
      .offset(offset),
    opts.db
      .select({ value: count() })
      .from(registrationChanges)
      .where(and(...where)),
  ]);
  return { rows: rows.map(toHistory), total: total?.value ?? 0 };
}

export async function findRegistrationAddresses(opts: { registry: RegistryPort; address: string }) {
  try {
    return await opts.registry.findAddresses(opts.address);
  } catch (error) {
    if (error instanceof RegistryMaintenanceError) {
      throw new AppError(502, ERROR_CODES.EXTERNAL_MAINTENANCE, REGISTRY_MAINTENANCE_MESSAGE);
    }
    throw error;
  }
}

/** Registration numbers of an owner's located properties (before an edit, to find what staff changed). */
export async function ownerRegistrations(db: Db, unionRegisterSeq: number) {
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

/** A staff edit that adds a registration number is a MANUAL change of the owner's notice. */
export async function recordManualChanges(tx: Db, unionSeq: number, unionRegisterSeq: number, beforeNos: Set<string>) {
  const after = await ownerRegistrations(tx, unionRegisterSeq);
  const added = after.filter((r) => r.registrationNo && !beforeNos.has(r.registrationNo));
  if (added.length === 0) return;
  const receivedAt = dayjs().format("YYYYMMDD");
  await tx.insert(registrationChanges).values(
    added.map((r) => ({
      unionSeq,
      unionRegisterSeq,
      registrationAddressSeq: r.registrationAddressSeq,
      registrationNo: r.registrationNo,
      registrationPurpose: "명부 등기정보 수정",
      receivedAt,
      receiptStep: "완료",
      registrationAddress: r.registrationAddress,
      kind: "MANUAL" as const,
    })),
  );
}
