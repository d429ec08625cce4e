/**
 * A load generator in its own process, so the server under test (which runs in the benchmark's
 * process) does not share its event loop with the client: GET `url` at `rate` requests/s for
 * `seconds`, then one JSON line on stdout with every response time (ms), errors and non-2xx.
 * Usage: tsx tools/bench/load.ts <url> <rate> <seconds> <authorization header>
 */
import autocannon from "autocannon";

const [url, rate, seconds, authorization] = process.argv.slice(2);
const latencies: number[] = [];
const instance = autocannon(
  {
    url: url ?? "",
    headers: authorization ? { authorization } : {},
    connections: 10,
    overallRate: Number(rate),
    duration: Number(seconds),
  },
  (error, result) => {
    if (error) throw error;
    process.stdout.write(`${JSON.stringify({ latencies, errors: result.errors, non2xx: result.non2xx })}\n`);
  },
);
instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
