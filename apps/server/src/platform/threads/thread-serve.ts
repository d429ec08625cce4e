import { parentPort, type TransferListItem } from "node:worker_threads";
import { AppError } from "../errors";
import type { ThreadReply } from "./request-thread";

/**
 * The thread's side of `requestThread`: answers each request with `handle`'s value (its transferables handed
 * over, not copied) or the error it threw. Requests run as they arrive; `handle` awaits what it needs.
 */
export function serveRequests<Req, Res>(
  handle: (request: Req) => Promise<{ value: Res; transfer?: TransferListItem[] }>,
) {
  const port = parentPort;
  if (!port) throw new Error("serveRequests runs in a worker thread");
  const reply = (message: ThreadReply<Res>, transfer: TransferListItem[] = []) => port.postMessage(message, transfer);
  port.on("message", ({ id, request }: { id: number; request: Req }) => {
    handle(request).then(
      ({ value, transfer }) => reply({ id, ok: true, value }, transfer),
      (error: unknown) =>
        reply({
          id,
          ok: false,
          error:
            error instanceof AppError
              ? { httpStatus: error.httpStatus, code: error.code, message: error.message }
              : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
        }),
    );
  });
}
