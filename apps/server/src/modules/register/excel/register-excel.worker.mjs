// Entry of the register Excel thread (register-excel-thread.ts). The server runs from TypeScript sources
// through tsx, in the main thread as in tests; a worker thread does not inherit that, so it registers tsx
// itself, in its own namespace, before loading the worker's module.
import { register } from "tsx/esm/api";

await register({ namespace: "register-excel-worker" }).import("./register-excel.worker.ts", import.meta.url);
