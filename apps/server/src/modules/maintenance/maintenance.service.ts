import { type ExternalSystemType, type MaintenanceStatus, maintenanceMessage } from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { externalSystemMaintenance } from "./maintenance.table";

/** Under maintenance when switched on and now is inside the window (open ends allowed). */
export function isInWindow(row: { isUnderMaintenance: boolean; startAt: Date | null; endAt: Date | null }, now: Date) {
  if (!row.isUnderMaintenance) return false;
  if (row.startAt && now < row.startAt) return false;
  if (row.endAt && now >= row.endAt) return false;
  return true;
}

export async function checkMaintenance(opts: {
  db: Db;
  type: ExternalSystemType;
  now?: Date;
}): Promise<MaintenanceStatus> {
  const [row] = await opts.db
    .select()
    .from(externalSystemMaintenance)
    .where(eq(externalSystemMaintenance.type, opts.type));
  const active = row ? isInWindow(row, opts.now ?? new Date()) : false;
  return {
    type: opts.type,
    isUnderMaintenance: active,
    message: active ? (row?.message ?? maintenanceMessage(opts.type)) : null,
    startAt: active ? (row?.startAt?.toISOString() ?? null) : null,
    endAt: active ? (row?.endAt?.toISOString() ?? null) : null,
  };
}

export async function setMaintenance(opts: {
  db: Db;
  type: ExternalSystemType;
  isUnderMaintenance: boolean;
  message?: string | null;
  startAt?: Date | null;
  endAt?: Date | null;
}) {
  const values = {
    type: opts.type,
    isUnderMaintenance: opts.isUnderMaintenance,
    message: opts.message ?? null,
    startAt: opts.startAt ?? null,
    endAt: opts.endAt ?? null,
    updatedAt: new Date(),
  };
  await opts.db
    .insert(externalSystemMaintenance)
    .values(values)
    .onConflictDoUpdate({ target: externalSystemMaintenance.type, set: values });
}
