import { sql } from "drizzle-orm";
import { bigserial, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { unions } from "../../modules/union-users/union-users.table";

/**
 * The union's evidence: one append-only hash chain of events (consent submissions and withdrawals,
 * ballots, certificates). Each row's `hash` covers its facts and the previous row's hash, so changing,
 * removing or reordering a row breaks the chain from there (`verifyEvidenceChain`). The database refuses
 * UPDATE, DELETE and TRUNCATE (migration 0015); `chainIndex` counts 1, 2, 3 … per union, unique.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    auditEventSeq: bigserial("audit_event_seq", { mode: "number" }).primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    chainIndex: integer("chain_index").notNull(),
    kind: text("kind").notNull(),
    /** What the event is about, e.g. `consent:12/recipient:340`. */
    subject: text("subject").notNull(),
    /** The facts the event certifies (hashes of documents, texts and signatures; no personal data). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    payloadHash: text("payload_hash").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    previousHash: text("previous_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    uniqueIndex("audit_events_chain_uq").on(t.unionSeq, t.chainIndex),
    check("audit_events_chain_index_positive", sql`${t.chainIndex} > 0`),
  ],
);

/**
 * Events waiting for their place in the chain: written in the transaction of the act they record (so the act
 * and its evidence commit together), then appended in order of `queueSeq`, many at a time, by the drain job
 * (`drainEvidenceQueue`) and deleted. Acts that come in bursts (ballots) queue here instead of each waiting for
 * the union's chain lock.
 */
export const auditEventQueue = pgTable("audit_event_queue", {
  queueSeq: bigserial("queue_seq", { mode: "number" }).primaryKey(),
  unionSeq: integer("union_seq")
    .notNull()
    .references(() => unions.unionSeq),
  kind: text("kind").notNull(),
  subject: text("subject").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  ip: text("ip"),
  userAgent: text("user_agent"),
});
