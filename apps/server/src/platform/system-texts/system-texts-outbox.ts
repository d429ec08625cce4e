import { deriveSmsType } from "@johap/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { SmsGatewayMaintenanceError, type SmsGatewayPort } from "../../providers/sms/port";
import { systemTexts } from "./system-texts.table";

export const SYSTEM_TEXTS_JOB = "sms.system-texts";
export const SYSTEM_TEXT_SENDER = "15880000";
const BATCH = 1000;

/**
 * One run of the service-notice outbox: first settles the texts handed to the carrier by an earlier
 * run (SENDING -> SUCCESS or FAIL), then hands the queued ones over (QUEUED -> SENDING).
 * The gateway is never called inside a transaction: it may use the database itself, and PGlite has
 * one connection, so a call from inside a transaction would wait for that transaction forever.
 * Queued rows are claimed first (QUEUED -> SENDING with skip locked, committed), then submitted;
 * rows the gateway refuses during maintenance go back to QUEUED, so no text is ever sent twice.
 */
export async function deliverSystemTexts(opts: { db: Db; gateway: SmsGatewayPort; now?: Date }) {
  const now = opts.now ?? new Date();
  const sending = await opts.db
    .select({ id: systemTexts.systemTextSeq, phoneNo: systemTexts.phoneNo })
    .from(systemTexts)
    .where(eq(systemTexts.status, "SENDING"))
    .orderBy(asc(systemTexts.systemTextSeq))
    .limit(BATCH);
  const reports = sending.length ? await opts.gateway.collectReports(sending) : [];
  const settled = await inTransaction(opts.db, async (tx) => {
    const ok = reports.filter((r) => r.sendResult === "SUCCESS").map((r) => r.id);
    if (ok.length) {
      await tx
        .update(systemTexts)
        .set({ status: "SUCCESS", settledAt: now })
        .where(and(inArray(systemTexts.systemTextSeq, ok), eq(systemTexts.status, "SENDING")));
    }
    for (const report of reports.filter((r) => r.sendResult === "FAIL")) {
      await tx
        .update(systemTexts)
        .set({ status: "FAIL", failReason: report.failReason, settledAt: now })
        .where(and(eq(systemTexts.systemTextSeq, report.id), eq(systemTexts.status, "SENDING")));
    }
    return reports.length;
  });
  const claimed = await inTransaction(opts.db, async (tx) => {
    const queued = await tx
      .select({ id: systemTexts.systemTextSeq })
      .from(systemTexts)
      .where(eq(systemTexts.status, "QUEUED"))
      .orderBy(asc(systemTexts.systemTextSeq))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (queued.length === 0) return [];
    return tx
      .update(systemTexts)
      .set({ status: "SENDING" })
      .where(
        inArray(
          systemTexts.systemTextSeq,
          queued.map((q) => q.id),
        ),
      )
      .returning();
  });
  let submitted = 0;
  for (const [index, text] of claimed.entries()) {
    try {
      await opts.gateway.submit({
        smsType: deriveSmsType({ message: text.text }),
        from: SYSTEM_TEXT_SENDER,
        title: "",
        text: text.text,
        fileSeqs: [],
        items: [{ id: text.systemTextSeq, phoneNo: text.phoneNo }],
      });
      submitted += 1;
    } catch (error) {
      const unsent = claimed.slice(index).map((t) => t.systemTextSeq);
      await opts.db.update(systemTexts).set({ status: "QUEUED" }).where(inArray(systemTexts.systemTextSeq, unsent));
      if (error instanceof SmsGatewayMaintenanceError) break;
      throw error;
    }
  }
  return { settled, submitted };
}
