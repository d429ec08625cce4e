// Entry of a request thread (request-thread.ts). The server runs from TypeScript sources through tsx, in
// the main thread as in tests; a worker thread does not inherit that, so it registers tsx itself, in its own
// namespace, before loading the thread's module (workerData.module, which calls serveRequests).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

// Background work (PDFs made by jobs) yields the CPU to the threads answering requests and to the database:
// on Linux the nice value is a thread's own, and setpriority of "process 0" sets the calling thread's only.
// Elsewhere it would lower the whole server, so it is left alone there. BACKGROUND_THREAD_NICE (default 19)
// changes the level: the API test suite sets 0, because three test files at once keep both cores busy at normal
// priority and a thread at 19 would starve there (its tests wait on the PDFs; nothing there measures latency).
// At 19 the thread also takes Linux's idle scheduling class (SCHED_IDLE, through util-linux's chrt, as Node has no
// call for it): the kernel then counts a core that runs only such threads as free, and puts a woken request thread
// or database process there at once, where a nice thread still holds its core until the next balancing
// (docs/decisions.md "Certificates beside the register page", 27 Nov).
const nice = Number(process.env.BACKGROUND_THREAD_NICE ?? 19);
if (workerData.background && process.platform === "linux" && Number.isInteger(nice) && nice > 0) {
  try {
    os.setPriority(Math.min(nice, 19));
    if (nice >= 19) {
      const tid = fs.readlinkSync("/proc/thread-self").split("/").pop();
      execFileSync("chrt", ["--idle", "--pid", "0", tid], { stdio: "ignore", timeout: 5_000 });
    }
  } catch {
    // Not permitted here (a container's policy), or no chrt: the thread keeps what it could get.
  }
}

await register({ namespace: workerData.namespace }).import(workerData.module, import.meta.url);
