import crypto from "node:crypto";
import { ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { ok } from "./envelope";
import { AppError } from "./errors";
import { idempotencyKeys } from "./idempotency.table";

/** How long a request may work on its key before a retry may take the key over. */
export const IDEMPOTENCY_LEASE_SECONDS = 60;
/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/**
 * The `Idempotency-Key` header of every money POST: optional, 1-200 visible ASCII characters (the
 * draft's string item without spaces; a UUID fits).
 */
export const IdempotencyHeadersSchema = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, ERROR_MESSAGES.IDEMPOTENCY_KEY_INVALID)
    .optional(),
});

const bytesHash = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

/**
 * The canonical JSON text of a request's content: object keys sorted, undefined members left out, bytes
 * (an uploaded file) as `{"$bytes": sha256}`, dates as ISO text; arrays keep their order. Two requests
 * with the same content have the same text whatever the key order, JSON spacing or multipart boundary.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return JSON.stringify(value);
  }
  if (value instanceof Uint8Array) return `{"$bytes":${JSON.stringify(bytesHash(value))}}`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? "null" : canonicalJson(item))).join(",")}]`;
  if (typeof value === "object") {
    const members = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`);
    return `{${members.join(",")}}`;
  }
  throw new Error(`cannot fingerprint a ${typeof value}`);
}

export const canonicalHash = (value: unknown) => crypto.createHash("sha256").update(canonicalJson(value)).digest("hex");

const reused = () => new AppError(422, ERROR_CODES.IDEMPOTENCY_KEY_REUSED, ERROR_MESSAGES.IDEMPOTENCY_KEY_REUSED);
const inFlight = () => new AppError(409, ERROR_CODES.IDEMPOTENCY_IN_FLIGHT, ERROR_MESSAGES.IDEMPOTENCY_IN_FLIGHT);

/** What the money service gets from `idempotent`. */
export type Idempotency<T> = {
  /**
   * The key of the action's own row (`idempotency:<record id>`, unique per union in the action's table):
   * two runs of one record can never both create it. Null when the request carries no key.
   */
  actionKey: string | null;
  /**
   * Stores the answer (`ok(data)`) in the action's transaction, so the charge and its answer commit
   * together; refuses with 409 (rolling the charge back) when another request took the key over.
   */
  complete: (tx: Db, data: T) => Promise<void>;
};

type Scope = { unionSeq: number; memberSeq: number; key: string };
type Lease = { id: number; leaseId: string };
type Answer = { status: number; body: string };

const ofScope = (scope: Scope) =>
  and(
    eq(idempotencyKeys.unionSeq, scope.unionSeq),
    eq(idempotencyKeys.memberSeq, scope.memberSeq),
    eq(idempotencyKeys.key, scope.key),
  );
const ofLease = (lease: Lease) =>
  and(
    eq(idempotencyKeys.id, lease.id),
    eq(idempotencyKeys.leaseId, lease.leaseId),
    isNull(idempotencyKeys.answerStatus),
  );

async function insertClaim(tx: Db, scope: Scope, fingerprint: string, leaseId: string) {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values({
      ...scope,
      fingerprint,
      leaseId,
      lockedUntil: sql`now() + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})`,
      expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return row ?? null;
}

/**
 * Takes the key for this request, or says what to answer instead: the stored answer (same request
 * done before), 422 (the key was used for another request), 409 (the first request is still working).
 * A key whose lease ran out (its process died) is taken over; an expired key is used afresh.
 */
async function claim(db: Db, scope: Scope, fingerprint: string): Promise<{ lease: Lease } | { answer: Answer }> {
  return inTransaction(db, async (tx) => {
    const leaseId = crypto.randomUUID();
    const inserted = await insertClaim(tx, scope, fingerprint, leaseId);
    if (inserted) return { lease: { id: inserted.id, leaseId } };
    const [row] = await tx
      .select({
        id: idempotencyKeys.id,
        fingerprint: idempotencyKeys.fingerprint,
        answerStatus: idempotencyKeys.answerStatus,
        answerBody: idempotencyKeys.answerBody,
        isExpired: sql<boolean>`${idempotencyKeys.expiresAt} <= now()`,
        isLeased: sql<boolean>`coalesce(${idempotencyKeys.lockedUntil} > now(), false)`,
      })
      .from(idempotencyKeys)
      .where(ofScope(scope))
      .for("update");
    // Released by its request between our insert and this read: that request failed; a retry runs again.
    if (!row) throw inFlight();
    if (row.isExpired) {
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, row.id));
      const fresh = await insertClaim(tx, scope, fingerprint, leaseId);
      if (!fresh) throw inFlight();
      return { lease: { id: fresh.id, leaseId } };
    }
    if (row.fingerprint !== fingerprint) throw reused();
    if (row.answerStatus !== null && row.answerBody !== null) {
      return { answer: { status: row.answerStatus, body: row.answerBody } };
    }
    if (row.isLeased) throw inFlight();
    await tx
      .update(idempotencyKeys)
      .set({ leaseId, lockedUntil: sql`now() + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})` })
      .where(eq(idempotencyKeys.id, row.id));
    return { lease: { id: row.id, leaseId } };
  });
}

/** Stores an answer while the lease is still this request's; false when it no longer is (or was answered). */
async function storeAnswer(db: Db, lease: Lease, answer: Answer) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ answerStatus: answer.status, answerBody: answer.body, lockedUntil: null })
    .where(ofLease(lease))
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

/** Drops an unanswered key, so a retry runs the request again; false when it is not this request's. */
async function release(db: Db, lease: Lease) {
  const rows = await db.delete(idempotencyKeys).where(ofLease(lease)).returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

async function holdsLease(db: Db, lease: Lease) {
  const [row] = await db
    .select({ leaseId: idempotencyKeys.leaseId })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.id, lease.id));
  return row?.leaseId === lease.leaseId;
}

/**
 * Which failures are the request's answer, stored and replayed (Stripe: a request that started
 * executing keeps its result): the service's refusals, 4xx other than E00400 (not enough balance,
 * already resent, not found). Not stored, so a retry runs again: input errors (E00400, the request as
 * sent cannot run yet), 5xx (maintenance, a failure; the action's transaction rolled back) and 409 in flight.
 */
const isStoredRefusal = (error: unknown): error is AppError =>
  error instanceof AppError &&
  error.httpStatus >= 400 &&
  error.httpStatus < 500 &&
  error.code !== ERROR_CODES.VALIDATION &&
  error.code !== ERROR_CODES.IDEMPOTENCY_IN_FLIGHT;

/** The error to answer after `work` failed, once the key is settled. */
async function afterFailure(db: Db, lease: Lease, error: unknown): Promise<unknown> {
  if (error instanceof AppError && error.code === ERROR_CODES.IDEMPOTENCY_IN_FLIGHT) return error;
  try {
    const isSettled = isStoredRefusal(error)
      ? await storeAnswer(db, lease, {
          status: error.httpStatus,
          body: JSON.stringify({ status: error.httpStatus, code: error.code, message: error.message }),
        })
      : await release(db, lease);
    // Not settled: answered in the action's transaction before the failure (the retry gets that answer),
    // or another request took the key over, and its answer is the one to wait for.
    if (isSettled || (await holdsLease(db, lease))) return error;
    return inFlight();
  } catch {
    // The key stays in flight until its lease ends; the original error is the answer.
    return error;
  }
}

/** The JSON text Fastify sends for `envelope` on this route (its 200 schema, as the serializer does). */
function answerText(request: FastifyRequest, envelope: unknown) {
  const schema = (request.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[200];
  return JSON.stringify(schema instanceof z.ZodType ? z.encode(schema, envelope) : envelope);
}

function replay(reply: FastifyReply, answer: Answer) {
  return reply
    .code(answer.status)
    .header("idempotent-replayed", "true")
    .type("application/json; charset=utf-8")
    .send(answer.body);
}

const WITHOUT_KEY: Idempotency<unknown> = { actionKey: null, complete: async () => {} };

/**
 * Runs a money POST once per `Idempotency-Key` (IETF draft, Stripe): keys are scoped to the union and
 * the signed-in member; the same key with the same request (method, route, path parameters, union,
 * member and `body`, the canonical content the route read: JSON fields, or multipart fields and file
 * bytes) answers the first answer again, status and body, without running `work`; with another request
 * 422 E00540; while the first is still working 409 E00541. `work` returns the answer's data and hands
 * `complete` to the service, which calls it in the transaction of the charge. Without a key the
 * request simply runs.
 */
export async function idempotent<T>(
  opts: { db: Db; request: FastifyRequest; reply: FastifyReply; body: unknown },
  work: (idempotency: Idempotency<T>) => Promise<T>,
) {
  const { db, request, reply } = opts;
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string" || key === "") return ok(await work(WITHOUT_KEY));
  const unionSeq = request.unionContext?.unionSeq;
  const memberSeq = request.actor?.memberSeq;
  if (unionSeq === undefined || memberSeq === undefined) throw new Error("idempotent() needs a union route");
  const fingerprint = canonicalHash({
    method: request.method,
    route: request.routeOptions.url,
    params: request.params,
    unionSeq,
    memberSeq,
    body: opts.body,
  });
  const claimed = await claim(db, { unionSeq, memberSeq, key }, fingerprint);
  if ("answer" in claimed) return replay(reply, claimed.answer);
  const { lease } = claimed;
  let isAnswered = false;
  const complete = async (tx: Db, data: T) => {
    if (!(await storeAnswer(tx, lease, { status: 200, body: answerText(request, ok(data)) }))) throw inFlight();
    isAnswered = true;
  };
  let data: T;
  try {
    data = await work({ actionKey: `idempotency:${lease.id}`, complete });
  } catch (error) {
    throw await afterFailure(db, lease, error);
  }
  if (!isAnswered && !(await storeAnswer(db, lease, { status: 200, body: answerText(request, ok(data)) }))) {
    throw inFlight();
  }
  return ok(data);
}

/** Deletes the keys older than their 24 hours (the sweep job; a claim also replaces its own expired key). */
export async function deleteExpiredIdempotencyKeys(db: Db) {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, sql`now()`))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
