import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * PGlite on a thread of its own. In-process, PGlite runs every statement on the thread that also answers HTTP
 * requests: a burst of owners' submissions or ballots queued the console's pages behind their SQL. Here the
 * database's work (parsing, planning, executing, reading the answer) runs on a worker thread and the request
 * thread only sends statements and takes rows, so the two use both cores, as with a PostgreSQL server.
 *
 * The client has the part of PGlite's interface that Drizzle, pg-boss (`executeSql`) and the change feed use:
 * `query`, `exec`, `transaction`, `listen`, `close`. Semantics stay PGlite's: one statement at a time, and an
 * open transaction holds every other statement until it ends. A notification arrives before the answer of
 * the statement that caused it, as in-process. Type parsers cannot cross threads: only identity parsers (the
 * ones Drizzle passes, to keep dates as text) are supported, and any other is refused.
 */
export type WireQueryOptions = { rowMode?: "array" | "object"; identityParsers?: number[] };
export type WireError = { name: string; message: string; stack?: string; fields: Record<string, unknown> };

export type PgliteThreadRequest = { id: number } & (
  | { op: "ready" }
  | { op: "query"; sql: string; params: unknown[] | undefined; options: WireQueryOptions | undefined; tx?: number }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; channel: string }
  | { op: "close" }
);
type Body<R> = R extends unknown ? Omit<R, "id"> : never;
export type PgliteThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { event: "notify"; channel: string; payload: string };

/** What callers use of PGlite; `openPgliteThread`'s client and PGlite itself both have it. */
export type PgliteClient = Pick<PGlite, "query" | "exec" | "transaction" | "listen" | "close">;

const ENTRY = new URL("../platform/threads/thread-entry.mjs", import.meta.url);
const MODULE = new URL("./pglite-thread.worker.ts", import.meta.url);
const PROBE = "\u0000probe";

/** A PGlite error from the thread: its message and PostgreSQL's fields (code, detail, constraint, ...). */
function fromWire(error: WireError): Error {
  const out = new Error(error.message);
  Object.assign(out, error.fields);
  out.name = error.name;
  if (error.stack) out.stack = error.stack;
  return out;
}

const checked = new WeakMap<object, WireQueryOptions>();
/** The options as they cross: the OIDs of identity parsers; any other parser is refused. */
function toWire(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  const known = checked.get(options);
  if (known) return known;
  const { rowMode, parsers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => (rest as Record<string, unknown>)[key] !== undefined);
  if (unsupported.length > 0) throw new Error(`PGlite thread: query option(s) ${unsupported.join(", ")} not supported`);
  const identityParsers = Object.entries(parsers ?? {}).map(([oid, parse]) => {
    if (parse(PROBE, Number(oid)) !== PROBE)
      throw new Error(`PGlite thread: the parser of type ${oid} is not identity`);
    return Number(oid);
  });
  const wire: WireQueryOptions = {
    ...(rowMode ? { rowMode } : {}),
    ...(identityParsers.length > 0 ? { identityParsers } : {}),
  };
  checked.set(options, wire);
  return wire;
}

export async function openPgliteThread(dataDir: string | undefined, startParams: string[]): Promise<PgliteClient> {
  const worker = new Worker(ENTRY, {
    workerData: { module: MODULE.href, namespace: "pglite-thread", background: false, dataDir, startParams },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let stopped: Error | null = null;
  let nextId = 1;

  worker.on("message", (reply: PgliteThreadReply) => {
    if ("event" in reply) {
      for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // Like PGlite in-process, an idle database does not keep the process alive; a statement in flight does.
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(fromWire(reply.error));
  });
  let opened = false;
  // The database is gone with its thread: every statement in flight fails, and so does the process (as when
  // PGlite ran in it), so that its supervisor starts it again on the same data folder.
  const fail = (reason: unknown) => {
    const error = reason instanceof Error ? reason : new Error(String(reason));
    const unexpected = stopped === null && opened;
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(stopped);
    pending.clear();
    if (unexpected) {
      process.nextTick(() => {
        throw error;
      });
    }
  };
  worker.on("error", fail);
  worker.on("messageerror", fail);
  worker.on("exit", (code) => fail(new Error(`the PGlite thread stopped (exit code ${code})`)));

  const call = <T>(request: Body<PgliteThreadRequest>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter the thread cannot receive (a function, a symbol): refused here, nothing sent.
        pending.delete(id);
        if (pending.size === 0) worker.unref();
        reject(new Error(`PGlite thread: the statement cannot be sent (${(error as Error).message})`));
      }
    });
  };

  const transactionClosed = () => Promise.reject(new Error("Transaction is closed"));
  /** Statements on the database, or inside transaction `tx` while `isClosed` says it is open. */
  const statements = (tx?: number, isClosed: () => boolean = () => false) => ({
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      isClosed()
        ? transactionClosed()
        : call<Results<T>>({ op: "query", sql, params, options: toWire(options), ...(tx ? { tx } : {}) }),
    exec: (sql: string) =>
      isClosed() ? transactionClosed() : call<Results[]>({ op: "exec", sql, ...(tx ? { tx } : {}) }),
  });

  /** The LISTEN of each channel heard here: later listeners of a channel wait for the first one's. */
  const listening = new Map<string, Promise<unknown>>();
  const listen = async (channel: string, callback: (payload: string) => void) => {
    let started = listening.get(channel);
    if (!started) {
      started = call({ op: "listen", channel });
      listening.set(channel, started);
      started.catch(() => {
        if (listening.get(channel) === started) listening.delete(channel);
      });
    }
    await started;
    let set = listeners.get(channel);
    if (!set) {
      set = new Set();
      listeners.set(channel, set);
    }
    set.add(callback);
    const own = set;
    return async () => {
      own.delete(callback);
      if (own.size === 0 && listeners.get(channel) === own) {
        listeners.delete(channel);
        listening.delete(channel);
        await call({ op: "unlisten", channel });
      }
    };
  };

  try {
    await call({ op: "ready" });
  } catch (error) {
    stopped = error instanceof Error ? error : new Error(String(error));
    await worker.terminate();
    throw error;
  }
  opened = true;

  const client = {
    ...statements(),
    listen,
    transaction: async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
      const id = await call<number>({ op: "begin" });
      let closed = false;
      const tx = {
        ...statements(id, () => closed),
        sql: () => Promise.reject(new Error("PGlite thread: tx.sql is not supported")),
        listen: () => Promise.reject(new Error("PGlite thread: listen inside a transaction is not supported")),
        rollback: async () => {
          closed = true;
          await call({ op: "end", tx: id, commit: false });
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        if (!closed) {
          closed = true;
          await call({ op: "end", tx: id, commit: false }).catch(() => undefined);
        }
        throw error;
      }
      if (!closed) {
        closed = true;
        await call({ op: "end", tx: id, commit: true });
      }
      return result;
    },
    close: async () => {
      if (stopped) return;
      await call({ op: "close" }).catch(() => undefined);
      stopped = new Error("the PGlite thread is closed");
      await worker.terminate();
    },
  };
  return client as unknown as PgliteClient;
}
