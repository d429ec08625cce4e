import { SERVICE_DIVISION_LABELS } from "@johap/contracts";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/errors";
import { balancesOf } from "../../platform/ledger";
import { findUnion } from "../union-users/union-users.repository";

export async function getServiceInfo(opts: { db: Db; unionSeq: number }) {
  const union = await findUnion(opts.db, opts.unionSeq);
  if (!union) throw notFound();
  const balances = await balancesOf(opts.db, opts.unionSeq);
  return {
    serviceDivisionCode: union.serviceDivisionCode,
    serviceDivisionName: SERVICE_DIVISION_LABELS[union.serviceDivisionCode] ?? union.serviceDivisionCode,
    serviceStartAt: union.serviceStartAt?.toISOString() ?? null,
    serviceEndAt: union.serviceEndAt?.toISOString() ?? null,
    ...balances,
  };
}
