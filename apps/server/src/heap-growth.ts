import v8 from "node:v8";

/**
 * How far V8 lets a heap grow past what its last full collection kept alive: 25% (V8 picks 10% to 300% by
 * itself, and under load it picked the upper end). The server's live heap is about 70 MB at rest, yet V8
 * reserved 150 to 280 MB for it through a 10,000-owner register import, mostly garbage that a full
 * collection would free; with 25% the main thread's heap stayed near 120 MB (`npm run
 * bench:register-memory`). The cost is more frequent full collections, which run mostly on a helper thread.
 * Set from the process itself because Node refuses this flag in NODE_OPTIONS, and every way of running the
 * server (npm start, the roles, the benchmarks) runs `main.ts`. It applies to worker threads too.
 */
export const HEAP_GROWING_PERCENT = 25;

export function limitHeapGrowth() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
