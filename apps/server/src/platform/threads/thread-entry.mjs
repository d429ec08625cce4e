// Entry of a request thread (request-thread.ts). The server runs from TypeScript sources through tsx, in
// the main thread as in tests; a worker thread does not inherit that, so it registers tsx itself, in its own
// namespace, before loading the thread's module (workerData.module, which calls serveRequests).
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

await register({ namespace: workerData.namespace }).import(workerData.module, import.meta.url);
