import { Worker } from "node:worker_threads";
import { AppError } from "../../../platform/errors";
import type { ParsedChunk, RowError } from "./register-import";
import { KEEP_MS } from "./register-read-ahead";

/**
 * The register's Excel work runs on a worker thread of its own: reading a 10,000-owner workbook takes
 * seconds of CPU, during which the main thread must go on answering requests (on PGlite the database
 * runs on it too). The conversion hands out owners in chunks as they are checked, one chunk each time the
 * main thread asks for the next: were the chunks sent as fast as the thread checks them, the main thread
 * would take in every chunk that arrived while it was busy in one go (a 20,000-owner backlog held it for
 * up to a second) and keep them all in memory. One thread per process, started on first use (or by
 * `warmExcelThread` when the upload page opens) and kept; a thread that fails is replaced on next use.
 */
export type WorkerRequest =
  | { id: number; op: "read"; key: string; bytes: Uint8Array }
  | { id: number; op: "convert"; key: string; bytes: Uint8Array; chunkSize: number }
  | { id: number; op: "next" }
  | { id: number; op: "close" };

export type WorkerReply =
  | { id: number; type: "read"; rowCount: number }
  | ({ id: number; type: "chunk" } & ParsedChunk)
  | { id: number; type: "done"; errors: RowError[] }
  | { id: number; type: "error"; error: { httpStatus?: number; code?: string; message: string } };

type Listener = (message: WorkerReply | Error) => void;
/** A thread and the requests sent to it, by id: when it fails, only those fail. */
type Thread = { worker: Worker; listeners: Map<number, Listener> };

/**
 * The thread's V8 heap limits. Without them V8 let its heap grow to about 190 MB while a 20,000-row workbook
 * was read and converted, though what it keeps alive is about 45 MB (20 MB of code and modules, 25 MB for the
 * rows kept for the conversion): a heap that may grow freely collects late. Within these limits it collects
 * sooner and peaked at about 80 MB (`npm run bench:register-memory`). The old generation leaves room for one
 * upload's kept rows (at most 20,000 rows in all are kept, register-read-ahead.ts), one being read and one
 * being converted; a thread that still runs out is stopped like a crashed one (its work fails, the next call
 * starts a new thread) and never takes the process down.
 */
const THREAD_HEAP_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 12 };

let current: Thread | null = null;
let nextId = 1;
/** Uploads read in this process whose conversion has not started: their rows are kept on the thread. */
const awaitingConversion = new Map<string, number>();

/**
 * Stops the thread once a conversion is over and nothing else needs it: its heap (about 190 MB after a
 * 20,000-row workbook) goes back before the register is read or downloaded. The upload page starts a new
 * one (`warmExcelThread`) before the next file is chosen.
 */
function stopWhenIdle(target: Thread) {
  const now = Date.now();
  for (const [key, at] of awaitingConversion) if (now - at > KEEP_MS) awaitingConversion.delete(key);
  if (current !== target || target.listeners.size > 0 || awaitingConversion.size > 0) return;
  current = null;
  void target.worker.terminate();
}

function thread(): Thread {
  if (current) return current;
  const worker = new Worker(new URL("./register-excel.worker.mjs", import.meta.url), {
    resourceLimits: THREAD_HEAP_LIMITS,
  });
  const started: Thread = { worker, listeners: new Map() };
  worker.on("message", (message: WorkerReply) => started.listeners.get(message.id)?.(message));
  let failed = false;
  // Node reports a crash as `error` then `exit`; an unreadable reply as `messageerror`. Each fails the
  // thread once: its requests fail, it is stopped, and the next call starts a new one.
  const fail = (error: Error) => {
    if (current === started) current = null;
    if (failed) return;
    failed = true;
    for (const listener of [...started.listeners.values()]) listener(error);
    void worker.terminate();
  };
  worker.on("error", fail);
  worker.on("messageerror", fail);
  worker.on("exit", (code) => fail(new Error(`register Excel thread stopped (exit code ${code})`)));
  // The thread never keeps the process alive by itself (after the listeners: adding one refs it again).
  worker.unref();
  current = started;
  return started;
}

/** An AppError thrown in the thread (415, 413, 400 with its Korean message) arrives as the same AppError. */
const toError = ({ httpStatus, code, message }: { httpStatus?: number; code?: string; message: string }) =>
  httpStatus && code ? new AppError(httpStatus, code, message) : new Error(message);

/** The file's own copy, handed over to the thread rather than copied again (a Buffer may share its memory). */
const copyOf = (bytes: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);
const send = (target: Thread, request: WorkerRequest & { bytes: Uint8Array<ArrayBuffer> }) =>
  target.worker.postMessage(request, [request.bytes.buffer]);
const ask = (target: Thread, request: WorkerRequest & { op: "next" | "close" }) => target.worker.postMessage(request);

export function warmExcelThread() {
  thread();
}

/** Stops the thread (work in flight fails); the next call starts a new one. */
export async function stopExcelThread() {
  await current?.worker.terminate();
}

/**
 * Checks an upload (zip guard, xlsx, headers, 20,000 rows) and reads its rows, which the thread keeps for
 * the conversion under `key`. Answers the row count; throws the AppError of a refused file.
 */
export function readUpload(key: string, bytes: Buffer): Promise<number> {
  const target = thread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    target.listeners.set(id, (message) => {
      target.listeners.delete(id);
      if (message instanceof Error) reject(message);
      else if (message.type === "read") {
        awaitingConversion.set(key, Date.now());
        resolve(message.rowCount);
      } else if (message.type === "error") reject(toError(message.error));
    });
    send(target, { id, op: "read", key, bytes: copyOf(bytes) });
  });
}

/**
 * Converts an upload: yields the valid owners in chunks as the thread checks them (`failed` once a row was
 * in error), at most one chunk ahead of the caller, and returns every row error. Uses the rows
 * kept by `readUpload`, or reads `bytes` again when this process did not read them (another process, a
 * restart, or a replaced thread). A conversion left before its end is closed on the thread.
 */
export async function* convertUpload(
  key: string,
  bytes: Buffer,
  chunkSize: number,
): AsyncGenerator<ParsedChunk, RowError[]> {
  const target = thread();
  const id = nextId++;
  const queue: (WorkerReply | Error)[] = [];
  let wake: (() => void) | null = null;
  target.listeners.set(id, (message) => {
    queue.push(message);
    wake?.();
  });
  let open = true;
  awaitingConversion.delete(key);
  try {
    send(target, { id, op: "convert", key, bytes: copyOf(bytes), chunkSize });
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const message = queue.shift() as WorkerReply | Error;
      if (message instanceof Error) throw message;
      if (message.type === "done" || message.type === "error") open = false;
      if (message.type === "chunk") {
        // One chunk ahead: the thread checks the next while this one is loaded.
        ask(target, { id, op: "next" });
        yield { owners: message.owners, failed: message.failed };
      } else if (message.type === "done") return message.errors;
      else if (message.type === "error") throw toError(message.error);
    }
  } finally {
    target.listeners.delete(id);
    if (open && current === target) ask(target, { id, op: "close" });
    stopWhenIdle(target);
  }
}
