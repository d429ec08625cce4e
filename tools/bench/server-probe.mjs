// Loaded into a benchmarked server process with `--import` (see probed-server.ts): every 100 ms it appends one
// JSON line to $BENCH_PROBE_FILE. The main thread writes the longest event-loop hold of those 100 ms (perf_hooks
// monitorEventLoopDelay, 10 ms resolution), the process's RSS, its own V8 heap, external memory, array buffers
// and, with BENCH_PROBE_MAPPINGS=1 (the memory bench), every 500 ms the resident part of the large anonymous
// mappings (128 MB or more: PGlite's WASM memory) and the file-backed part of RSS (the node binary and
// libraries: pages the OS can drop and read again). Only on request: reading /proc/self/smaps of a process
// holding PGlite takes tens of milliseconds of its main thread, about a tenth of it at two reads a second,
// and the benches that time requests would count that as the server's.
// A worker thread (the Excel thread inherits `--import`) writes its own V8 heap, tagged with its thread id.
// Plain JavaScript: the worker loads it without the TypeScript loader.
import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread, threadId } from "node:worker_threads";

const file = process.env.BENCH_PROBE_FILE;
const LARGE = 128 * 1024 * 1024;
const MAPPINGS = process.env.BENCH_PROBE_MAPPINGS === "1";

/** The resident bytes of anonymous mappings of at least 128 MB, from /proc/self/smaps (Linux). */
function largeMappingsRss() {
  let total = 0;
  let large = false;
  for (const line of fs.readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*$/.exec(line);
    if (range) {
      large = Number.parseInt(range[2], 16) - Number.parseInt(range[1], 16) >= LARGE;
      continue;
    }
    const rss = large && /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) total += Number(rss[1]) * 1024;
  }
  return total;
}

/** The file-backed resident bytes (RssFile of /proc/self/status, Linux). */
function fileRss() {
  const line = /^RssFile:\s+(\d+) kB/m.exec(fs.readFileSync("/proc/self/status", "utf8"));
  return line ? Number(line[1]) * 1024 : 0;
}

if (file && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let tick = 0;
  let wasmRss = 0;
  let rssFile = 0;
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    if (MAPPINGS && tick++ % 5 === 0) {
      wasmRss = largeMappingsRss();
      rssFile = fileRss();
    }
    const sample = {
      t: Date.now(),
      holdMs: delay.max / 1e6,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      wasmRss,
      rssFile,
    };
    delay.reset();
    fs.appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, 100);
  timer.unref();
} else if (file) {
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    const sample = { t: Date.now(), thread: threadId, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal };
    fs.appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, 100);
  timer.unref();
}
