import crypto from "node:crypto";
import { and, asc, count, desc, eq, gt, like, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { canonicalJson } from "../idempotency";
import { auditEvents } from "./evidence.table";

/** The previous hash of a union's first event. */
export const GENESIS_HASH = "0".repeat(64);

/** Serialises the appends of one union (the two-key advisory lock space, first key ours). */
const EVIDENCE_LOCK = 73_030_001;

export type EvidenceInput = {
  unionSeq: number;
  kind: string;
  subject: string;
  /** The facts certified: hashes of documents, texts and signatures; no personal data. */
  payload: Record<string, unknown>;
  /** Where the act came from (the owner's or staff member's request). */
  ip?: string | null;
  userAgent?: string | null;
  occurredAt?: Date;
};

export type EvidenceEvent = typeof auditEvents.$inferSelect;

export const sha256 = (data: string | Uint8Array) => crypto.createHash("sha256").update(data).digest("hex");

/** What an event's hash covers: every stored fact of it and the previous event's hash. */
export function evidenceHash(event: Omit<EvidenceEvent, "auditEventSeq" | "hash" | "payload">): string {
  return sha256(
    canonicalJson({
      unionSeq: event.unionSeq,
      chainIndex: event.chainIndex,
      kind: event.kind,
      subject: event.subject,
      payloadHash: event.payloadHash,
      occurredAt: event.occurredAt.toISOString(),
      ip: event.ip ?? null,
      userAgent: event.userAgent ?? null,
      previousHash: event.previousHash,
    }),
  );
}

/** Takes the union's chain lock (held to the commit) and reads the chain's head. */
async function lockedHead(tx: Db, unionSeq: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${EVIDENCE_LOCK}, ${unionSeq})`);
  const [last] = await tx
    .select({ chainIndex: auditEvents.chainIndex, hash: auditEvents.hash })
    .from(auditEvents)
    .where(eq(auditEvents.unionSeq, unionSeq))
    .orderBy(desc(auditEvents.chainIndex))
    .limit(1);
  return { chainIndex: last?.chainIndex ?? 0, hash: last?.hash ?? GENESIS_HASH };
}

/** The stored row of `input` following `previous` in its chain. */
function chained(input: EvidenceInput, previous: { chainIndex: number; hash: string }) {
  const facts = {
    unionSeq: input.unionSeq,
    chainIndex: previous.chainIndex + 1,
    kind: input.kind,
    subject: input.subject,
    payloadHash: sha256(canonicalJson(input.payload)),
    occurredAt: new Date(Math.floor((input.occurredAt ?? new Date()).getTime())),
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    previousHash: previous.hash,
  };
  return { ...facts, payload: input.payload, hash: evidenceHash(facts) };
}

/**
 * Appends an event to its union's chain, in the caller's transaction when given one (so the event and
 * the act it records commit together). Appends of one union queue behind each other.
 */
export async function appendEvidence(db: Db, input: EvidenceInput): Promise<EvidenceEvent> {
  return inTransaction(db, async (tx) => {
    const row = chained(input, await lockedHead(tx, input.unionSeq));
    const [event] = await tx.insert(auditEvents).values(row).returning();
    return event!;
  });
}

/**
 * Appends the events `load` answers (read once the union's chain lock is held) to the union's chain in
 * their order, in the caller's transaction. Answers what `load` answered.
 */
export async function appendEvidenceBatch<T extends EvidenceInput>(
  tx: Db,
  unionSeq: number,
  load: () => Promise<T[]>,
): Promise<T[]> {
  let previous = await lockedHead(tx, unionSeq);
  const inputs = await load();
  if (inputs.length === 0) return inputs;
  const rows = inputs.map((input) => {
    if (input.unionSeq !== unionSeq) throw new Error(`event of union ${input.unionSeq} in the chain of ${unionSeq}`);
    const row = chained(input, previous);
    previous = row;
    return row;
  });
  await tx.insert(auditEvents).values(rows);
  return inputs;
}

export type ChainCheck =
  | { ok: true; length: number; lastHash: string }
  | { ok: false; length: number; chainIndex: number; reason: "index" | "link" | "payload" | "hash" };

const BATCH = 1_000;

/**
 * Walks a union's chain in order and recomputes it: each index follows the last (nothing removed),
 * links to the previous hash (nothing reordered or removed), its payload matches its payload hash and
 * its hash matches its facts (nothing changed). Answers the first broken event.
 */
/** How many chained events of the union are about subjects starting with `subjectPrefix` (e.g. `consent:12/`). */
export async function countEvidenceOf(db: Db, unionSeq: number, subjectPrefix: string): Promise<number> {
  const escaped = subjectPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [row] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.unionSeq, unionSeq), like(auditEvents.subject, `${escaped}%`)));
  return row?.n ?? 0;
}

export async function verifyEvidenceChain(db: Db, unionSeq: number): Promise<ChainCheck> {
  let previous = { chainIndex: 0, hash: GENESIS_HASH };
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.unionSeq, unionSeq), gt(auditEvents.chainIndex, previous.chainIndex)))
      .orderBy(asc(auditEvents.chainIndex))
      .limit(BATCH);
    for (const row of rows) {
      const broken = (reason: "index" | "link" | "payload" | "hash") =>
        ({ ok: false, length: previous.chainIndex, chainIndex: row.chainIndex, reason }) as const;
      if (row.chainIndex !== previous.chainIndex + 1) return broken("index");
      if (row.previousHash !== previous.hash) return broken("link");
      if (sha256(canonicalJson(row.payload)) !== row.payloadHash) return broken("payload");
      if (evidenceHash(row) !== row.hash) return broken("hash");
      previous = row;
    }
    if (rows.length < BATCH) return { ok: true, length: previous.chainIndex, lastHash: previous.hash };
  }
}
