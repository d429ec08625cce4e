import { deriveSmsType } from "@johap/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Jobs } from "../../platform/jobs";
import { type SmsGatewayPort, SmsGatewayMaintenanceError } from "./port";
import { systemTexts } from "./system-texts.table";

export const SYSTEM_TEXTS_JOB = "sms.system-texts";
export const SYSTEM_TEXT_SENDER = "15880000";
const BATCH = 1000;

/**
 * One run of the service-notice outbox: first settles the texts handed to the carrier by an earlier
 * run (SENDING -> SUCCESS or FAIL), then hands the queued ones over (QUEUED -> SENDING). Each step is
 * one transaction; rows are claimed with skip locked so two workers never send a text twice.
 */
export async function deliverSystemTexts(opts: { db: Db; gateway: SmsGatewayPort; now?: Date }) {
  const now = opts.now ?? new Date();
  const settled = await inTransaction(opts.db, async (tx) => {
    const sending = await tx
      .select({ id: systemTexts.systemTextSeq, phoneNo: systemTexts.phoneNo })
      .from(systemTexts)
      .where(eq(systemTexts.status, "SENDING"))
      .orderBy(asc(systemTexts.systemTextSeq))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (sending.length === 0) return 0;
    const reports = await opts.gateway.collectReports(sending);
    const ok = reports.filter((r) => r.sendResult === "SUCCESS").map((r) => r.id);
    if (ok.length) {
      await tx
        .update(systemTexts)
        .set({ status: "SUCCESS", settledAt: now })
        .where(inArray(systemTexts.systemTextSeq, ok));
    }
    for (const report of reports.filter((r) => r.sendResult === "FAIL")) {
      await tx
        .update(systemTexts)
        .set({ status: "FAIL", failReason: report.failReason, settledAt: now })
        .where(eq(systemTexts.systemTextSeq, report.id));
    }
    return reports.length;
  });
  const submitted = await inTransaction(opts.db, async (tx) => {
    const queued = await tx
      .select()
      .from(systemTexts)
      .where(eq(systemTexts.status, "QUEUED"))
      .orderBy(asc(systemTexts.systemTextSeq))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    let count = 0;
    for (const text of queued) {
      try {
        await opts.gateway.submit({
          smsType: deriveSmsType({ message: text.text }),
          from: SYSTEM_TEXT_SENDER,
          title: "",
          text: text.text,
          fileSeqs: [],
          items: [{ id: text.systemTextSeq, phoneNo: text.phoneNo }],
        });
      } catch (error) {
        if (error instanceof SmsGatewayMaintenanceError) break;
        throw error;
      }
      await tx.update(systemTexts).set({ status: "SENDING" }).where(eq(systemTexts.systemTextSeq, text.systemTextSeq));
      count += 1;
    }
    return count;
  });
  return { settled, submitted };
}

/** Starts the outbox loop (a run every `seconds`) unless a run is already queued from an earlier start. */
export async function startSystemTextOutbox(jobs: Jobs, seconds = 2) {
  if ((await jobs.boss.getQueueSize(SYSTEM_TEXTS_JOB)) > 0) return;
  await jobs.send(SYSTEM_TEXTS_JOB, { seconds });
}

/** Declares the outbox worker; each run queues the next one. */
export async function defineSystemTextOutbox(opts: { db: Db; jobs: Jobs; gateway: SmsGatewayPort }) {
  await opts.jobs.define<{ seconds: number }>(SYSTEM_TEXTS_JOB, async (data) => {
    try {
      await deliverSystemTexts({ db: opts.db, gateway: opts.gateway });
    } finally {
      await opts.jobs.send(
        SYSTEM_TEXTS_JOB,
        { seconds: data.seconds },
        { startAfter: new Date(Date.now() + data.seconds * 1000) },
      );
    }
  });
}
