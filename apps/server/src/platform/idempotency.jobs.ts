import type { Db } from "../db/client";
import { deleteExpiredIdempotencyKeys } from "./idempotency";

/** Deletes expired `Idempotency-Key` records (24 hours old); hourly is plenty. */
export const IDEMPOTENCY_SWEEP_JOB = "platform.idempotency-sweep";
export const IDEMPOTENCY_SWEEP_EVERY_SECONDS = 60 * 60;

/**
 * The sweep's queue and handler. The handler deletes the expired records, then `scheduleNext` queues
 * the following run (the job registry's recurring feed); a failed sweep is retried by pg-boss and
 * still queues the next one.
 */
export function idempotencyJobDefinitions(deps: { db: Db; scheduleNext: () => Promise<unknown> }) {
  return [
    {
      name: IDEMPOTENCY_SWEEP_JOB,
      handler: async (_data: object) => {
        try {
          await deleteExpiredIdempotencyKeys(deps.db);
        } finally {
          await deps.scheduleNext();
        }
      },
    },
  ];
}
