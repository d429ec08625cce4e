import { type ResourceLimits, type TransferListItem, Worker } from "node:worker_threads";
import { AppError } from "../errors";

/**
 * One worker thread for CPU-heavy work that would otherwise hold the main thread's event loop (on PGlite
 * the database runs on it too): the caller sends a request and awaits its answer. The thread is started on
 * first use and kept (its modules, fonts and caches load once), never keeps the process alive by itself, and
 * runs within V8 heap limits. A thread that fails (a crash, running out of its heap, `stop`) fails only the
 * requests sent to it; the next call starts a new one. The module runs with `serveRequests` (thread-serve.ts).
 */
export type RequestThread<Req, Res> = {
  call: (request: Req, transfer?: TransferListItem[]) => Promise<Res>;
  /** Stops the thread (requests in flight fail); the next call starts a new one. */
  stop: () => Promise<void>;
};

/** What the thread answers a request (thread-serve.ts). */
export type ThreadReply<Res> =
  | { id: number; ok: true; value: Res }
  | { id: number; ok: false; error: { httpStatus?: number; code?: string; message: string } };

const ENTRY = new URL("./thread-entry.mjs", import.meta.url);

/**
 * `module`: the URL of the TypeScript module that calls `serveRequests`; `name` names it in errors.
 * `background`: the thread runs at the lowest CPU priority (Linux), behind requests and the database: for work
 * a job does (PDFs), never for work a request waits on.
 */
export function requestThread<Req, Res>(opts: {
  module: URL;
  name: string;
  resourceLimits: ResourceLimits;
  background?: boolean;
}): RequestThread<Req, Res> {
  type Thread = { worker: Worker; pending: Map<number, (reply: ThreadReply<Res> | Error) => void> };
  let current: Thread | null = null;
  let nextId = 1;

  function thread(): Thread {
    if (current) return current;
    const worker = new Worker(ENTRY, {
      workerData: { module: opts.module.href, namespace: opts.name, background: opts.background ?? false },
      resourceLimits: opts.resourceLimits,
    });
    const started: Thread = { worker, pending: new Map() };
    worker.on("message", (reply: ThreadReply<Res>) => started.pending.get(reply.id)?.(reply));
    let failed = false;
    // Node reports a crash as `error` then `exit`; an unreadable reply as `messageerror`. Each fails the
    // thread once: its requests fail, it is stopped, and the next call starts a new one.
    const fail = (error: Error) => {
      if (current === started) current = null;
      if (failed) return;
      failed = true;
      for (const settle of [...started.pending.values()]) settle(error);
      void worker.terminate();
    };
    worker.on("error", fail);
    worker.on("messageerror", fail);
    worker.on("exit", (code) => fail(new Error(`${opts.name} thread stopped (exit code ${code})`)));
    // After the listeners: adding one refs the worker again.
    worker.unref();
    current = started;
    return started;
  }

  return {
    call: (request, transfer = []) => {
      const target = thread();
      const id = nextId++;
      return new Promise<Res>((resolve, reject) => {
        target.pending.set(id, (reply) => {
          target.pending.delete(id);
          if (reply instanceof Error) reject(reply);
          else if (reply.ok) resolve(reply.value);
          else reject(toError(reply.error));
        });
        target.worker.postMessage({ id, request }, transfer);
      });
    },
    stop: async () => {
      const stopping = current;
      current = null;
      await stopping?.worker.terminate();
    },
  };
}

/** An AppError thrown in the thread arrives as the same AppError; anything else as an Error. */
const toError = ({ httpStatus, code, message }: { httpStatus?: number; code?: string; message: string }) =>
  httpStatus && code ? new AppError(httpStatus, code, message) : new Error(message);
