// Entry of a request thread (request-thread.ts). The server runs from TypeScript sources through tsx, in
// the main thread as in tests; a worker thread does not inherit that, so it registers tsx itself, in its own
// namespace, before loading the thread's module (workerData.module, which calls serveRequests).
import os from "node:os";
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

// Background work (PDFs made by jobs) yields the CPU to the threads answering requests and to the database:
// on Linux the nice value is a thread's own, and setpriority of "process 0" sets the calling thread's only.
// Elsewhere it would lower the whole server, so it is left alone there. BACKGROUND_THREAD_NICE (default 19)
// changes the level: the API test suite sets 0, because three test files at once keep both cores busy at normal
// priority and a thread at 19 would starve there (its tests wait on the PDFs; nothing there measures latency).
const nice = Number(process.env.BACKGROUND_THREAD_NICE ?? 19);
if (workerData.background && process.platform === "linux" && Number.isInteger(nice) && nice > 0) {
  try {
    os.setPriority(Math.min(nice, 19));
  } catch {
    // Not permitted here (a container's policy): the thread runs at the server's priority.
  }
}

await register({ namespace: workerData.namespace }).import(workerData.module, import.meta.url);
