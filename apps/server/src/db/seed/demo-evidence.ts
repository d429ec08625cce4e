import { auditEvents } from "../../platform/evidence/evidence.table";
import { appendEvidence, type EvidenceInput, evidenceHash, sha256 } from "../../platform/evidence/evidence-chain";
import { canonicalJson } from "../../platform/idempotency";
import type { Db } from "../client";

const BATCH = 500;

/**
 * Appends many demo events to the union's chain inside the caller's transaction: the first through
 * `appendEvidence` (which takes the union's chain lock, held to the transaction's end, and answers the
 * chain's head), the rest hashed here from it and inserted 500 a statement. The chain is exactly the
 * one `appendEvidence` would make one by one (`verifyEvidenceChain` walks it); only the round trips differ.
 */
export async function appendDemoEvidence(db: Db, inputs: EvidenceInput[]) {
  const [first, ...rest] = inputs;
  if (!first) return 0;
  if (rest.some((input) => input.unionSeq !== first.unionSeq)) throw new Error("one union's chain at a time");
  let previous = await appendEvidence(db, first);
  for (let i = 0; i < rest.length; i += BATCH) {
    const rows = rest.slice(i, i + BATCH).map((input) => {
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
      const row = { ...facts, payload: input.payload, hash: evidenceHash(facts) };
      previous = { ...previous, chainIndex: row.chainIndex, hash: row.hash };
      return row;
    });
    await db.insert(auditEvents).values(rows);
  }
  return inputs.length;
}
