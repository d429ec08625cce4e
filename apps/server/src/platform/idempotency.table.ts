import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * One `Idempotency-Key` of a money POST (IETF draft "The Idempotency-Key HTTP Header Field", Stripe):
 * scoped to the union and the member who sent it, it holds the request's fingerprint and, once the
 * request is done, the answer given (status and body, replayed as they were). While `answerStatus` is
 * null the request is in flight: `leaseId` names the request working on it and `lockedUntil` ends its
 * lease, after which a retry takes the key over (a process that crashed does not hold it forever).
 * Rows expire after 24 hours (`expiresAt`): a claim replaces an expired row and a job sweeps them.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    unionSeq: integer("union_seq").notNull(),
    memberSeq: integer("member_seq").notNull(),
    key: text("key").notNull(),
    /** sha256 of method, route, path parameters, union, member and the canonical body. */
    fingerprint: text("fingerprint").notNull(),
    leaseId: text("lease_id").notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    answerStatus: integer("answer_status"),
    /** The JSON text sent, byte for byte. */
    answerBody: text("answer_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_scope_uq").on(t.unionSeq, t.memberSeq, t.key),
    index("idempotency_keys_expires_idx").on(t.expiresAt),
  ],
);
