import type { Db } from "../../../db/client";

/** One ballot-link message to hand to the e-vote service: our delivery row, the number and the whole text. */
export type EvoteMessage = { sendSeq: number; phoneNo: string; linkToken: string; text: string };

/** A handed-over message as the service knows it: `ref` is the service's id of it (stored in `smsRecipientSeq`). */
export type EvoteHandedOver = { sendSeq: number; ref: number; phoneNo: string; linkToken: string };

/**
 * Where a handed-over message is now: still queued at the service (PENDING), handed to the carrier (SENT),
 * on the phone (RECEIVED) or failed with the carrier's reason in Korean. `at` is when it got there.
 */
export type EvoteDeliveryReport =
  | { sendSeq: number; state: "PENDING" }
  | { sendSeq: number; state: "SENT" | "RECEIVED"; at: Date }
  | { sendSeq: number; state: "FAILED"; at: Date; failReason: string };

/**
 * The electronic-voting service (전자투표 중계): it texts each voter's ballot link and reports delivery.
 * `submit` hands messages over and returns at once with the service's id of each; `poll` answers where they
 * are, as a real service's status API does. Both get the database (or the transaction) the caller works in:
 * the built-in simulator keeps its state there (through the SMS port's outbox), so the rows it claims and the
 * texts it queues commit together; an adapter for a real service ignores it.
 */
export type EvotePort = {
  submit: (db: Db, messages: EvoteMessage[]) => Promise<Map<number, number>>;
  poll: (db: Db, items: EvoteHandedOver[], now: Date) => Promise<EvoteDeliveryReport[]>;
};

export class EvoteServiceError extends Error {}
