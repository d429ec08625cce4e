/**
 * An open-loop load generator in its own process, so the server under test (which runs in the
 * benchmark's process) does not share its event loop with the client: GET `url` at `rate` requests/s,
 * evenly spaced, for `seconds`, then one JSON line on stdout with every response time (ms, from send to
 * the last byte of the body), errors and non-2xx.
 *
 * Open loop means a request leaves on its schedule whether or not earlier ones have answered, as
 * independent users' requests do. (autocannon, used before, sends each second's quota at once over its
 * connections and then waits, which measures bursts of concurrent requests, not a rate.)
 * The request asks for a compressed answer, as the console in a browser does.
 * Usage: tsx tools/bench/load.ts <url> <rate> <seconds> <authorization header> [<union-seq header>]
 * <url> may be several urls separated by spaces: the requests take them in turn.
 * With <seconds> 0 it runs until SIGTERM (`startLoad` in run-load.ts), then answers as above.
 */
import http from "node:http";

const [urlList = "", rate = "50", seconds = "10", authorization = "", unionSeq = ""] = process.argv.slice(2);
const urls = urlList.split(" ").filter(Boolean);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const headers = {
  "accept-encoding": "gzip, deflate, br",
  ...(authorization ? { authorization } : {}),
  ...(unionSeq ? { "union-seq": unionSeq } : {}),
};
const latencies: number[] = [];
let errors = 0;
let non2xx = 0;

function once(url: string): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on("data", () => {});
      response.on("end", () => {
        latencies.push(performance.now() - started);
        if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx++;
        resolve();
      });
    });
    request.on("error", () => {
      errors++;
      resolve();
    });
  });
}

const total = Number(seconds) > 0 ? Math.round(Number(rate) * Number(seconds)) : Number.POSITIVE_INFINITY;
let stopped = false;
process.on("SIGTERM", () => {
  stopped = true;
});
const interval = 1000 / Number(rate);
const start = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < total && !stopped; i++) {
  const wait = start + i * interval - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  if (!stopped) pending.push(once(urls[i % urls.length] ?? ""));
}
await Promise.all(pending);
agent.destroy();
process.stdout.write(`${JSON.stringify({ latencies, errors, non2xx })}\n`);
