// Loaded into a benchmarked server process with `--import` (see probed-server.ts): every 100 ms it appends one
// JSON line to $BENCH_PROBE_FILE with the longest event-loop hold of those 100 ms (perf_hooks
// monitorEventLoopDelay, 10 ms resolution) and the process's memory (RSS, V8 heap, external memory, array
// buffers). Plain JavaScript and the main thread only: the Excel worker thread inherits `--import` too, without
// the TypeScript loader.
import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

const file = process.env.BENCH_PROBE_FILE;
if (isMainThread && file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    const sample = {
      t: Date.now(),
      holdMs: delay.max / 1e6,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
    };
    delay.reset();
    fs.appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, 100);
  timer.unref();
}
