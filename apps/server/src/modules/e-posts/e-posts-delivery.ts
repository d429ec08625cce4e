import { EPOST_SERVICE_TYPE } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { refundUsage } from "../../platform/ledger";
import { EdocMaintenanceError, type EdocPort, type EdocState } from "../../providers/edoc/port";
import {
  addRefunded,
  dueDocumentIds,
  findDocumentById,
  openRecipients,
  type RecipientRow,
  unrefundedFailures,
  unsettledCount,
  updateDocument,
  updateRecipient,
  waitingRecipients,
} from "./e-posts.repository";
import { epostReference } from "./e-posts.service";

/** Recipients handed to the service per call, and followed per tracking run. */
const SUBMIT_BATCH = 100;
const TRACK_BATCH = 500;

const recipientValues = (state: EdocState) => ({
  status: state.status,
  providerDocumentId: state.providerDocumentId,
  sentAt: state.sentAt,
  receivedAt: state.receivedAt,
  openedAt: state.openedAt,
  completedAt: state.completedAt,
  expiredAt: state.expiredAt,
  failReason: state.failReason,
});

/**
 * Hands a post's waiting recipients to the service in batches (a SCHEDULED post once its time has come), then
 * marks it SENT. Safe to run twice: the service keeps one document per recipient, and a recipient moves from
 * WAIT once. While the service is in maintenance the post stays SENDING and the next run tries again.
 */
export async function dispatchDocument(opts: { db: Db; port: EdocPort; id: number; now?: Date }) {
  const { db, port, id } = opts;
  const now = opts.now ?? new Date();
  let doc = await findDocumentById(db, id);
  if (doc?.documentStatus === "SCHEDULED" && doc.scheduledAt && doc.scheduledAt <= now) {
    doc = await updateDocument(db, id, { documentStatus: "SENDING" }, ["SCHEDULED"]);
  }
  if (doc?.documentStatus !== "SENDING") return;
  for (;;) {
    const batch = await waitingRecipients(db, id, SUBMIT_BATCH);
    if (batch.length === 0) break;
    let states: EdocState[];
    try {
      states = await port.submit(
        batch.map((r) => ({
          externalId: String(r.electronicDocumentRecipientSeq),
          unionSeq: doc.unionSeq,
          title: doc.title,
          name: r.name,
          phoneNo: r.phoneNo,
          fileSeqs: doc.fileSeqs,
          sendMethod: "KAKAO_PAY" as const,
          expireHours: doc.signatureExpireIn,
        })),
      );
    } catch (error) {
      if (error instanceof EdocMaintenanceError) return;
      throw error;
    }
    const byExternal = new Map(states.map((s) => [s.externalId, s]));
    for (const r of batch) {
      const state = byExternal.get(String(r.electronicDocumentRecipientSeq));
      if (state) await updateRecipient(db, r.electronicDocumentRecipientSeq, recipientValues(state), ["WAIT"]);
    }
  }
  await updateDocument(db, id, { documentStatus: "SENT", sentAt: new Date() }, ["SENDING"]);
  await settleDocument(db, id);
}

/** Refunds each failed recipient once (a ledger row per recipient), then closes a post with no open recipient. */
export async function settleDocument(db: Db, id: number) {
  const doc = await findDocumentById(db, id);
  if (!doc) return;
  for (const failed of await unrefundedFailures(db, id)) {
    await inTransaction(db, async (tx) => {
      const marked = await updateRecipient(tx, failed.electronicDocumentRecipientSeq, { refunded: true }, ["FAILED"]);
      if (!marked || doc.unitCost <= 0) return;
      const rows = await refundUsage(tx, {
        unionSeq: doc.unionSeq,
        amount: doc.unitCost,
        serviceType: EPOST_SERVICE_TYPE,
        description: `전자 등기 발송 실패 환불 (${failed.name})`,
        reference: epostReference(id),
        idempotencyKey: `e-post:${id}:refund:${failed.electronicDocumentRecipientSeq}`,
      });
      const amount = rows.reduce((sum, r) => sum + r.amount, 0);
      if (amount > 0) await addRefunded(tx, id, amount);
    });
  }
  if (doc.documentStatus === "SENT" && (await unsettledCount(db, id)) === 0) {
    await updateDocument(db, id, { documentStatus: "COMPLETED", completedAt: new Date() }, ["SENT"]);
  }
}

/** Reads the service's progress of open recipients (oldest first) and stores what changed. */
export async function trackRecipients(opts: { db: Db; port: EdocPort }) {
  const open = await openRecipients(opts.db, TRACK_BATCH);
  const withId = open.filter((r): r is RecipientRow & { providerDocumentId: string } => r.providerDocumentId !== null);
  if (withId.length === 0) return;
  const states = await opts.port.track(withId.map((r) => r.providerDocumentId));
  const byId = new Map(states.map((s) => [s.providerDocumentId, s]));
  const touched = new Set<number>();
  for (const r of withId) {
    const state = byId.get(r.providerDocumentId);
    if (!state || state.status === r.status) continue;
    await updateRecipient(opts.db, r.electronicDocumentRecipientSeq, recipientValues(state), [r.status]);
    touched.add(r.electronicDocumentSeq);
  }
  for (const id of touched) await settleDocument(opts.db, id);
}

/** One run of the delivery feed: due and lost dispatches, then the recipients' progress. */
export async function runDelivery(opts: { db: Db; port: EdocPort; now?: Date }) {
  for (const id of await dueDocumentIds(opts.db, opts.now ?? new Date())) {
    await dispatchDocument({ db: opts.db, port: opts.port, id, ...(opts.now ? { now: opts.now } : {}) });
  }
  await trackRecipients(opts);
}
