/**
 * How a register conversion holds up the server (issue 13): the register page (GET .../registers, 100
 * rows, union 1) is read at 20 requests/s while a 20,000-owner upload to union 2 is converted (upload ->
 * CONVEY, then 5 s more for the job's statistics refresh). Prints the longest event-loop hold of the
 * server process (its probe: monitorEventLoopDelay) and the page's p50/p99, beside the same figures with
 * nothing converting (5 s before the upload, the yardstick). The server runs `main.ts` in its own process,
 * on PGlite, or on a fresh database of the DATABASE_URL server.
 *
 *   npm run bench:conversion            (OWNERS=20000 by default)
 */
import { generateOwners } from "../../apps/server/src/modules/register/excel/register-excel.fixtures";
import { fillTemplate, rowsOf } from "../../apps/server/src/modules/register/excel/register-excel-sheet.fixtures";
import { waitFor } from "../roles/processes";
import { longestHold, mb, quantile, startProbedServer } from "./probed-server";
import { startLoad } from "./run-load";
import { signIn } from "./sign-in";

const OWNERS = Number(process.env.OWNERS ?? 20_000);
const READ_UNION = 1;
const UPLOAD_UNION = 2;
const RATE = 20;
const IDLE_SECONDS = 5;
const AFTER_CONVEY_SECONDS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** 20,000 owners fit the upload's 20,000 rows with one located property each (the fixtures give 1 to 3). */
const onePropertyEach = (owners: ReturnType<typeof generateOwners>) =>
  owners.map((o) => ({
    ...o,
    owner: { ...o.owner, localAddresses: o.owner.localAddresses.slice(0, 1) },
    rights: o.rights.slice(0, 1),
  }));

export async function benchConversionHold() {
  const workbook = await fillTemplate(rowsOf(onePropertyEach(generateOwners(OWNERS))));
  const probed = await startProbedServer();
  const { origin, kind } = probed;
  try {
    const authorization = `Bearer ${await signIn(origin)}`;
    const page = `${origin}/v1/unions/${READ_UNION}/registers?page=0&pageSize=100`;
    await sleep(3000);
    await fetch(page, { headers: { authorization } }).then((r) => r.arrayBuffer());

    const idleFrom = Date.now();
    const idleLoad = startLoad(page, RATE, authorization);
    await sleep(IDLE_SECONDS * 1000);
    const idle = await idleLoad.stop();
    const idleHold = longestHold(probed.samples(idleFrom), idleFrom);

    const from = Date.now();
    const busyLoad = startLoad(page, RATE, authorization);
    await sleep(500);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(workbook)]), "명부.xlsx");
    const upload = await fetch(`${origin}/v1/unions/${UPLOAD_UNION}/registers/files`, {
      method: "POST",
      headers: { authorization },
      body: form,
    });
    if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const status = async () => {
      const response = await fetch(`${origin}/v1/unions/${UPLOAD_UNION}/registers/file-status`, {
        headers: { authorization },
      });
      return ((await response.json()) as { data: { status: string } }).data.status;
    };
    const final = await waitFor("conversion", status, (s) => s === "CONVEY" || s === "CANCEL", 600);
    if (final !== "CONVEY") throw new Error(`the upload was not converted: ${final}`);
    const conveySeconds = (Date.now() - from) / 1000;
    await sleep(AFTER_CONVEY_SECONDS * 1000);
    const busy = await busyLoad.stop();
    const samples = probed.samples(from);
    const hold = longestHold(samples, from);
    const peakRss = Math.max(...samples.map((s) => s.rss));
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    console.log(
      `[${kind}] ${OWNERS.toLocaleString()}-owner conversion while GET registers (100 rows) is read at ${RATE} req/s: longest event-loop hold ${ms(hold.ms)} (${(hold.atMs / 1000).toFixed(1)} s after the load started; ${hold.over200} holds over 200 ms; target <= 200 ms); page p50 ${ms(quantile(busy.latencies, 0.5))}, p99 ${ms(quantile(busy.latencies, 0.99))}, max ${ms(Math.max(...busy.latencies))} over ${busy.latencies.length} requests (${busy.errors + busy.non2xx} failed); upload to CONVEY ${conveySeconds.toFixed(1)} s; peak RSS ${mb(peakRss)}`,
    );
    console.log(
      `[${kind}] yardstick, nothing converting: longest hold ${ms(idleHold.ms)}; page p50 ${ms(quantile(idle.latencies, 0.5))}, p99 ${ms(quantile(idle.latencies, 0.99))} over ${idle.latencies.length} requests (${idle.errors + idle.non2xx} failed)`,
    );
  } catch (error) {
    console.error(probed.server.output());
    throw error;
  } finally {
    await probed.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchConversionHold();
