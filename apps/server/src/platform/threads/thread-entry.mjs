// Entry of a request thread (request-thread.ts). The server runs from TypeScript sources through tsx, in
// the main thread as in tests; a worker thread does not inherit that, so it registers tsx itself, in its own
// namespace, before loading the thread's module (workerData.module, which calls serveRequests).
import os from "node:os";
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

// Background work (PDFs made by jobs) yields the CPU to the threads answering requests and to the database:
// on Linux the nice value is a thread's own, and setpriority of "process 0" sets the calling thread's only.
// Elsewhere it would lower the whole server, so it is left alone there.
if (workerData.background && process.platform === "linux") {
  try {
    os.setPriority(19);
  } catch {
    // Not permitted here (a container's policy): the thread runs at the server's priority.
  }
}

await register({ namespace: workerData.namespace }).import(workerData.module, import.meta.url);
