/**
 * The server's memory while uploads it refuses come in (issue 13): 10 unauthenticated 100 MB bodies sent at
 * once to a signed upload URL with a bad signature (PUT /v2/files/upload/{fileSeq}), then to the multipart
 * upload routes without a token (POST /v1/files, POST .../registers/files). Prints the server's RSS before,
 * at its peak and after each round (its probe), what each request was answered and how much of its body
 * went out before the answer. Uploads are streamed and refused before their body is read: the RSS should
 * not grow beyond noise. The server runs `main.ts` in its own process (PGlite, or DATABASE_URL's server).
 *
 *   npm run bench:upload-refusal
 */
import http from "node:http";
import { mb, startProbedServer } from "./probed-server";

const BODIES = 10;
const BODY_BYTES = 100 * 1024 * 1024;
const PIECE = Buffer.alloc(64 * 1024, 0x41);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Sent = { status: number; bytesSent: number };

/** Sends a body of BODY_BYTES a piece at a time (never held whole), until it is answered or cut off. */
function sendBody(url: string, method: string, headers: Record<string, string>): Promise<Sent> {
  return new Promise((resolve) => {
    let bytesSent = 0;
    let status = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ status, bytesSent });
    };
    const request = http.request(url, {
      method,
      headers: { ...headers, "content-length": String(BODY_BYTES) },
      agent: false,
    });
    request.on("response", (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on("end", () => {
        request.destroy();
        finish();
      });
    });
    request.on("error", finish);
    request.on("close", finish);
    const write = () => {
      while (!done && bytesSent < BODY_BYTES) {
        bytesSent += PIECE.length;
        if (!request.write(PIECE)) return void request.once("drain", write);
      }
      if (!done) request.end();
    };
    write();
  });
}

export async function benchUploadRefusal() {
  const probed = await startProbedServer();
  const { origin, kind } = probed;
  const boundary = "----johap-bench";
  const rounds = [
    {
      label: "PUT /v2/files/upload/1 with a bad signature",
      url: `${origin}/v2/files/upload/1?expires=${Date.now() + 600_000}&signature=${"0".repeat(64)}`,
      method: "PUT",
      headers: { "content-type": "application/octet-stream" } as Record<string, string>,
    },
    {
      label: "POST /v1/files (multipart) without a token",
      url: `${origin}/v1/files`,
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "union-seq": "1" },
    },
    {
      label: "POST /v1/unions/2/registers/files (multipart) without a token",
      url: `${origin}/v1/unions/2/registers/files`,
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    },
  ];
  try {
    await sleep(3000);
    for (const round of rounds) {
      const before = Date.now();
      await sleep(1000);
      const from = Date.now();
      const started = performance.now();
      const sent = await Promise.all(
        Array.from({ length: BODIES }, () => sendBody(round.url, round.method, round.headers)),
      );
      const seconds = (performance.now() - started) / 1000;
      const to = Date.now();
      await sleep(2000);
      const rssOf = (a: number, b: number) => probed.samples(a, b).map((s) => s.rss);
      const rssBefore = Math.max(...rssOf(before, from));
      const peak = Math.max(...rssOf(from, to + 200));
      const after = rssOf(to + 1000, Date.now()).at(-1) ?? 0;
      const statuses = [...new Set(sent.map((s) => (s.status ? String(s.status) : "closed before an answer")))].join(
        ", ",
      );
      const bodyMb = Math.max(...sent.map((s) => s.bytesSent)) / 1024 / 1024;
      console.log(
        `[${kind}] ${BODIES} x 100 MB, ${round.label}: answered ${statuses} in ${seconds.toFixed(1)} s, at most ${bodyMb.toFixed(1)} MB of a body sent; server RSS before ${mb(rssBefore)}, peak ${mb(peak)} (+${mb(peak - rssBefore)}), after ${mb(after)}`,
      );
    }
  } catch (error) {
    console.error(probed.server.output());
    throw error;
  } finally {
    await probed.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUploadRefusal();
