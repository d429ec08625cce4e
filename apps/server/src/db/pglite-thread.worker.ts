import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import type { PgliteThreadReply, PgliteThreadRequest, WireError, WireQueryOptions } from "./pglite-thread";

/**
 * The database thread of `openPgliteThread` (pglite-thread.ts): PGlite lives here, off the thread that answers
 * HTTP requests. Statements arrive with an id and are answered with it; a transaction's statements name it.
 * PGlite runs one statement at a time and holds every other one while a transaction is open, as in-process.
 */
const port = parentPort;
if (!port) throw new Error("the PGlite thread runs in a worker thread");
const { dataDir, startParams } = workerData as { dataDir: string | undefined; startParams: string[] };

const identity = (value: unknown) => value;
const send = (message: PgliteThreadReply) => port.postMessage(message);

function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  // PostgreSQL's error fields (code, detail, constraint, ...) as PGlite's DatabaseError carries them.
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

function queryOptions(options: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  const parsers = options.identityParsers
    ? Object.fromEntries(options.identityParsers.map((oid) => [oid, identity]))
    : undefined;
  return { ...(options.rowMode ? { rowMode: options.rowMode } : {}), ...(parsers ? { parsers } : {}) };
}

const db = PGlite.create(dataDir, { startParams });
type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; done: Promise<unknown> };
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
/** The callback PGlite keeps for each channel listened to, removed with it (UNLISTEN alone keeps it). */
const unlisteners = new Map<string, () => Promise<void>>();

async function handle(request: PgliteThreadRequest): Promise<unknown> {
  const pg = await db;
  switch (request.op) {
    case "ready":
      return null;
    case "query": {
      const target = request.tx ? transactions.get(request.tx)?.tx : pg;
      if (!target) throw new Error(`transaction ${request.tx} is not open`);
      return target.query(request.sql, request.params, queryOptions(request.options));
    }
    case "exec": {
      const target = request.tx ? transactions.get(request.tx)?.tx : pg;
      if (!target) throw new Error(`transaction ${request.tx} is not open`);
      return target.exec(request.sql);
    }
    case "begin":
      return new Promise<number>((resolve, reject) => {
        const id = nextTransaction++;
        let finish: (commit: boolean) => void = () => undefined;
        const ended = new Promise<boolean>((r) => {
          finish = r;
        });
        let began = false;
        let done: Promise<unknown> = Promise.resolve();
        done = pg.transaction(async (tx) => {
          transactions.set(id, { tx, finish, done });
          began = true;
          resolve(id);
          const commit = await ended;
          if (!commit && !tx.closed) await tx.rollback();
        });
        done.then(
          () => transactions.delete(id),
          (error: unknown) => {
            transactions.delete(id);
            if (!began) reject(error);
          },
        );
      });
    case "end": {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      // No statement of it runs after this, even while its COMMIT or ROLLBACK does.
      transactions.delete(request.tx);
      open.finish(request.commit);
      await open.done;
      return null;
    }
    case "listen": {
      if (!unlisteners.has(request.channel)) {
        const channel = request.channel;
        unlisteners.set(channel, await pg.listen(channel, (payload) => send({ event: "notify", channel, payload })));
      }
      return null;
    }
    case "unlisten": {
      const stop = unlisteners.get(request.channel);
      unlisteners.delete(request.channel);
      await stop?.();
      return null;
    }
    case "close":
      await pg.close();
      return null;
  }
}

port.on("message", (request: PgliteThreadRequest) => {
  handle(request).then(
    (value) => send({ id: request.id, ok: true, value }),
    (error: unknown) => send({ id: request.id, ok: false, error: wireError(error) }),
  );
});
