import { parentPort } from "node:worker_threads";
import { AppError } from "../../../platform/errors";
import type { WorkerReply, WorkerRequest } from "./register-excel-thread";
import { parseRegisterRowsInChunks } from "./register-import";
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

/** Converts an upload: owners in chunks as they are checked, then every row error. */
async function convert(id: number, key: string, bytes: Uint8Array, chunkSize: number) {
  const rows = takeRows(key) ?? (await readRegisterRows(bufferOf(bytes)));
  const chunks = parseRegisterRowsInChunks(rows, chunkSize);
  for (;;) {
    const next = chunks.next();
    if (next.done) return reply({ id, type: "done", errors: next.value });
    reply({ id, type: "chunk", ...next.value });
  }
}

port.on("message", (request: WorkerRequest) => {
  const work =
    request.op === "read"
      ? read(request.id, request.key, request.bytes)
      : convert(request.id, request.key, request.bytes, request.chunkSize);
  work.catch((error: unknown) =>
    reply({
      id: request.id,
      type: "error",
      error:
        error instanceof AppError
          ? { httpStatus: error.httpStatus, code: error.code, message: error.message }
          : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    }),
  );
});
