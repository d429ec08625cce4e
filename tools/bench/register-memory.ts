/**
 * Peak memory of the server process through a 10,000-owner register import (upload -> CONVEY, then the
 * job's statistics refresh) and the register download (issue 13; target at most 600 MB RSS). Prints RSS at
 * rest, and at each step's peak with the main thread's V8 heap, external memory and array buffers at that
 * moment (the Excel thread's heap and PGlite's WASM memory count in RSS only), and the file-backed part of RSS
 * (the node binary and libraries, which the OS can drop; the rest is anonymous memory, which it cannot without
 * swap). What RSS holds beyond the parts named is mostly malloc's: V8's compiler zones and PGlite's WASM
 * compilation, freed but kept by glibc (about 90 MB in a process at rest). The server runs `main.ts`
 * in its own process (its probe samples every 100 ms), on PGlite or on a fresh database of DATABASE_URL's
 * server.
 *
 *   npm run bench:register-memory
 */
import { generateOwners } from "../../apps/server/src/modules/register/excel/register-excel.fixtures";
import { fillTemplate, rowsOf } from "../../apps/server/src/modules/register/excel/register-excel-sheet.fixtures";
import { waitFor } from "../roles/processes";
import { mb, type ProbeSample, startProbedServer, type ThreadSample } from "./probed-server";
import { signIn } from "./sign-in";

const OWNERS = 10_000;
const UNION = 2;
const TARGET = 600 * 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const peakOf = (samples: ProbeSample[]) => samples.reduce((a, b) => (b.rss > a.rss ? b : a));
/** The Excel thread's largest V8 heap (reserved) among samples. */
const threadPeak = (samples: ThreadSample[]) => Math.max(0, ...samples.map((s) => s.heapTotal));
const describe = (s: ProbeSample, thread: number) =>
  `RSS ${mb(s.rss)} (file-backed ${mb(s.rssFile)}; main thread V8 heap ${mb(s.heapTotal)} reserved, ${mb(s.heapUsed)} used; external ${mb(s.external)}, of which array buffers ${mb(s.arrayBuffers)}; PGlite WASM memory resident ${mb(s.wasmRss)}; Excel thread V8 heap ${mb(thread)} reserved at most)`;

export async function benchRegisterMemory() {
  const workbook = await fillTemplate(rowsOf(generateOwners(OWNERS)));
  const probed = await startProbedServer({ BENCH_PROBE_MAPPINGS: "1" });
  const { origin, kind } = probed;
  try {
    const authorization = `Bearer ${await signIn(origin)}`;
    await sleep(3000);
    const restFrom = Date.now() - 1000;
    const rest = peakOf(probed.samples(restFrom));
    const restThread = threadPeak(probed.threadSamples(restFrom));

    const importFrom = Date.now();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(workbook)]), "명부.xlsx");
    const upload = await fetch(`${origin}/v1/unions/${UNION}/registers/files`, {
      method: "POST",
      headers: { authorization },
      body: form,
    });
    if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const status = async () => {
      const response = await fetch(`${origin}/v1/unions/${UNION}/registers/file-status`, {
        headers: { authorization },
      });
      return ((await response.json()) as { data: { status: string } }).data.status;
    };
    const final = await waitFor("conversion", status, (s) => s === "CONVEY" || s === "CANCEL", 600);
    if (final !== "CONVEY") throw new Error(`the upload was not converted: ${final}`);
    await sleep(5000);
    const imported = peakOf(probed.samples(importFrom));
    const importThread = threadPeak(probed.threadSamples(importFrom));

    const downloadFrom = Date.now();
    const download = await fetch(`${origin}/v1/unions/${UNION}/registers/download`, { headers: { authorization } });
    const bytes = (await download.arrayBuffer()).byteLength;
    if (!download.ok) throw new Error(`download: ${download.status}`);
    await sleep(1000);
    const downloaded = peakOf(probed.samples(downloadFrom));
    const downloadThread = threadPeak(probed.threadSamples(downloadFrom));
    const peak = Math.max(imported.rss, downloaded.rss);
    console.log(`[${kind}] at rest: ${describe(rest, restThread)}`);
    console.log(`[${kind}] ${OWNERS.toLocaleString()}-owner import, peak: ${describe(imported, importThread)}`);
    console.log(
      `[${kind}] download (${(bytes / 1024 / 1024).toFixed(1)} MB), peak: ${describe(downloaded, downloadThread)}; peak RSS ${mb(peak)} (target <= ${mb(TARGET)}; ${peak <= TARGET ? "met" : "not met"})`,
    );
  } catch (error) {
    console.error(probed.server.output());
    throw error;
  } finally {
    await probed.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRegisterMemory();
