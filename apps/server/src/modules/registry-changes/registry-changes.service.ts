import {
  type ChangeHistoriesQuerySchema,
  type ChangeHistoryListRow,
  ERROR_CODES,
  type REGISTRATION_TRACE_STATUSES,
  REGISTRY_MAINTENANCE_MESSAGE,
  todayInSeoul,
} from "@johap/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, notFound } from "../../platform/errors";
import type { Jobs } from "../../platform/jobs";
import { RegistryMaintenanceError, type RegistryPort } from "../../providers/registry/port";
import { findOwnerRow } from "../register/register.repository";
import { toChangeHistoryListRow, toNoticeChange } from "./registry-changes.mapper";
import {
  findTraceStatus,
  insertChanges,
  listChangePage,
  listOwnerChanges,
  listTracedRegistrations,
  listTracingUnions,
  markOwnerChangesRead,
  markRegistrationChanged,
  ownerRegistrations,
  upsertTraceStatus,
} from "./registry-changes.repository";

export const TRACE_SETTLE_JOB = "registry.trace-settle";
export const REGISTRY_FEED_JOB = "registry.feed";
export const TRACE_SETTLE_MS = 2000;

type TraceStatus = (typeof REGISTRATION_TRACE_STATUSES)[number];

export async function getTraceStatus(db: Db, unionSeq: number) {
  return ((await findTraceStatus(db, unionSeq)) ?? "DEACTIVATED") as TraceStatus;
}

/** The union's alert switch as the page shows it. */
export async function getTrace(opts: { db: Db; unionSeq: number }) {
  return { registrationTraceStatus: await getTraceStatus(opts.db, opts.unionSeq) };
}

/** Turning on or off goes through ACTIVATING / DEACTIVATING while the registry office subscribes. */
export async function switchTrace(opts: { db: Db; jobs: Jobs; unionSeq: number; on: boolean }) {
  const current = await getTraceStatus(opts.db, opts.unionSeq);
  const [pending, done] = opts.on ? (["ACTIVATING", "ACTIVATED"] as const) : (["DEACTIVATING", "DEACTIVATED"] as const);
  if (current === pending || current === done) return { registrationTraceStatus: current };
  await upsertTraceStatus(opts.db, opts.unionSeq, pending);
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
  if ((await getTraceStatus(opts.db, opts.unionSeq)) === opts.from) {
    await upsertTraceStatus(opts.db, opts.unionSeq, opts.to);
  }
}

/**
 * One poll of the registry feed: for every union whose trace is ACTIVATED, the registry reports changes of
 * its traced registrations; each becomes an AUTO change and marks the registration as changed (변동 badge).
 */
export async function pollRegistryFeed(opts: { db: Db; registry: RegistryPort; now?: Date }) {
  const now = opts.now ?? new Date();
  let created = 0;
  for (const unionSeq of await listTracingUnions(opts.db)) {
    const traced = await listTracedRegistrations(opts.db, unionSeq);
    const changes = await opts.registry.pollChanges(
      traced.map((t) => t.registrationNo),
      now,
    );
    if (changes.length === 0) continue;
    await inTransaction(opts.db, async (tx) => {
      for (const change of changes) {
        const target = traced.find((t) => t.registrationNo === change.registrationNo);
        if (!target) continue;
        await insertChanges(tx, [
          {
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
          },
        ]);
        await markRegistrationChanged(tx, target.registrationAddressSeq);
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
  const rows = await listOwnerChanges(opts.db, opts.unionSeq, opts.unionRegisterSeq);
  return {
    autoChanges: rows.filter((r) => r.kind === "AUTO").map(toNoticeChange),
    manualChanges: rows.filter((r) => r.kind === "MANUAL").map(toNoticeChange),
  };
}

/** Opening the notice confirms it as read (열람 처리): the owner's 변동 badge goes away. */
export async function confirmChangeNotice(opts: { db: Db; unionSeq: number; unionRegisterSeq: number }) {
  await inTransaction(opts.db, async (tx) => {
    await assertOwnerOfUnion(tx, opts.unionSeq, opts.unionRegisterSeq);
    await markOwnerChangesRead(tx, opts.unionSeq, opts.unionRegisterSeq);
  });
  return { unionRegisterSeq: opts.unionRegisterSeq };
}

export async function listChangeHistories(opts: {
  db: Db;
  unionSeq: number;
  query: z.output<typeof ChangeHistoriesQuerySchema>;
}): Promise<{ rows: ChangeHistoryListRow[]; total: number }> {
  const { rows, total } = await listChangePage(opts.db, opts.unionSeq, opts.query, opts.query);
  return { rows: rows.map(toChangeHistoryListRow), total };
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

/**
 * A staff edit that adds a registration number is a MANUAL change of the owner's notice, and like a change the
 * registry office reports it marks the registration changed (변동 badge) until the notice is read.
 */
export async function recordManualChanges(tx: Db, unionSeq: number, unionRegisterSeq: number, beforeNos: Set<string>) {
  const after = await ownerRegistrations(tx, unionRegisterSeq);
  const added = after.filter((r) => r.registrationNo && !beforeNos.has(r.registrationNo));
  if (added.length === 0) return;
  // The day in Korea: between midnight and 09:00 there the server's UTC date is the day before.
  const receivedAt = todayInSeoul().replaceAll("-", "");
  await insertChanges(
    tx,
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
  for (const registration of added) await markRegistrationChanged(tx, registration.registrationAddressSeq);
}
