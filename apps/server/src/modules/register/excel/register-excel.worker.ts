import { parentPort } from "node:worker_threads";
import { AppError } from "../../../platform/errors";
import type { WorkerReply, WorkerRequest } from "./register-excel-thread";
import { type ParsedChunk, parseRegisterRowsInChunks, type RowError } from "./register-import";
import { keepRows, takeRows } from "./register-read-ahead";
import { readRegisterRows } from "./register-sheet-reader";
import { assertRegisterUpload } from "./register-zip-guard";

const port = parentPort;
if (!port) throw new Error("register-excel.worker runs in a worker thread");
const reply = (message: WorkerReply) => port.postMessage(message);
/** The bytes handed over, as a Buffer over the same memory. */
const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Checks and reads an upload, keeping its rows for the conversion; answers the row count. */
async function read(id: number, key: string, bytes: Uint8Array) {
  const buffer = bufferOf(bytes);
  await assertRegisterUpload(buffer);
  const rows = await readRegisterRows(buffer);
  keepRows(key, rows);
  reply({ id, type: "read", rowCount: rows.length });
}

/** Conversions under way, by request id: each checks its next chunk when the main thread asks for it. */
const conversions = new Map<number, Generator<ParsedChunk, RowError[]>>();

/** Converts an upload: its first chunk of owners now, each next one when asked, then every row error. */
async function convert(id: number, key: string, bytes: Uint8Array, chunkSize: number) {
  const rows = takeRows(key) ?? (await readRegisterRows(bufferOf(bytes)));
  conversions.set(id, parseRegisterRowsInChunks(rows, chunkSize));
  await next(id);
}

async function next(id: number) {
  const chunks = conversions.get(id);
  if (!chunks) return;
  const step = chunks.next();
  if (!step.done) return reply({ id, type: "chunk", ...step.value });
  conversions.delete(id);
  reply({ id, type: "done", errors: step.value });
}

async function close(id: number) {
  conversions.delete(id);
}

const fail = (id: number, error: unknown) =>
  reply({
    id,
    type: "error",
    error:
      error instanceof AppError
        ? { httpStatus: error.httpStatus, code: error.code, message: error.message }
        : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
  });

const work = (request: WorkerRequest) => {
  if (request.op === "read") return read(request.id, request.key, request.bytes);
  if (request.op === "convert") return convert(request.id, request.key, request.bytes, request.chunkSize);
  return request.op === "next" ? next(request.id) : close(request.id);
};

port.on("message", (request: WorkerRequest) => {
  work(request).catch((error: unknown) => {
    conversions.delete(request.id);
    fail(request.id, error);
  });
});
