/**
 * 전자 문서 증명서 of 1,000 recipients (issue 17, "Measured": issued by the job <= 60 s, the console responsive
 * meanwhile: the register page's p95 within noise), on PGlite or PostgreSQL. The product runs in this process
 * (role all, its pg-boss workers included) on a consent of CERTIFICATES written submissions (each with its
 * evidence event on the union's chain); then:
 * - the register page (GET /v1/unions/2/registers, 100 rows) alone at STAFF_RATE a second: the yardstick;
 * - POST /v2/electronic-consents/certificates for every recipient, the issuing job making the PDFs on its
 *   thread, while the register page is read at the same rate: the wall time until the last one is ISSUED
 *   (target <= 60 s), and the page's p95 beside the yardstick's.
 * Checked: every certificate ISSUED with its hash; one downloaded PDF matches on the public verify call.
 *
 *   npm run bench:consent-certificates                                   PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:consent-certificates   (empty, or --reset)
 *   CERTIFICATES=200 npm run bench:consent-certificates
 */
import crypto from "node:crypto";
import os from "node:os";
import { CONSENT_EVIDENCE_KINDS } from "@johap/contracts";
import type { Db } from "../../apps/server/src/db/client";
import { inTransaction } from "../../apps/server/src/db/transaction";
import { stopConsentCertificateThread } from "../../apps/server/src/modules/consents/consent-certificates-thread";
import { electronicConsentRecipients, electronicConsents } from "../../apps/server/src/modules/consents/consents.table";
import { appendEvidenceBatch, sha256 } from "../../apps/server/src/platform/evidence/evidence-chain";
import { seedBenchOwners, startBenchServer } from "./bench-database";
import { quantile, startLoad } from "./run-load";

const CERTIFICATES = Number(process.env.CERTIFICATES ?? 1000);
const STAFF_RATE = Number(process.env.STAFF_RATE ?? 10);
const YARDSTICK_SECONDS = Number(process.env.YARDSTICK_SECONDS ?? 15);
const PORT = Number(process.env.PORT ?? 18_417);
const UNION = 2;
const TIME_TARGET_MS = 60_000;
const DAY = 24 * 3600 * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An IN_PROGRESS consent of CERTIFICATES owners, each written-submitted a day ago with its evidence event. */
async function seed(db: Db) {
  const owners = await seedBenchOwners(db, { unionSeq: UNION, count: CERTIFICATES });
  return inTransaction(db, async (tx) => {
    const [consent] = await tx
      .insert(electronicConsents)
      .values({
        unionSeq: UNION,
        templateSeq: 1,
        title: "증명서 벤치마크 동의서",
        content: "정비계획 변경에 동의합니다.",
        progressStatus: "IN_PROGRESS",
        startedAt: new Date(Date.now() - 2 * DAY),
        endedAt: new Date(Date.now() + 5 * DAY),
        linkCode: crypto.randomBytes(4).toString("hex").slice(0, 6),
      })
      .returning();
    const submittedAt = new Date(Date.now() - DAY);
    const rows = await tx
      .insert(electronicConsentRecipients)
      .values(
        owners.map((unionRegisterSeq) => ({
          consentSeq: consent!.consentSeq,
          unionSeq: UNION,
          unionRegisterSeq,
          recipientId: crypto.randomUUID(),
          status: "WRITTEN_SUBMITTED" as const,
          submitType: "WRITTEN" as const,
          submittedAt,
          activeWithdrawnDays: 1,
        })),
      )
      .returning({ recipientSeq: electronicConsentRecipients.recipientSeq });
    await appendEvidenceBatch(tx, UNION, async () =>
      rows.map((r) => ({
        unionSeq: UNION,
        kind: CONSENT_EVIDENCE_KINDS.submitted,
        subject: `consent:${consent!.consentSeq}/recipient:${r.recipientSeq}`,
        payload: { submitType: "WRITTEN", submittedAt: submittedAt.toISOString(), certifiedNoHash: null },
        occurredAt: submittedAt,
      })),
    );
    return { consentSeq: consent!.consentSeq, recipientSeqs: rows.map((r) => r.recipientSeq) };
  });
}

type Summary = { availableCount: number; pendingCount: number; downloadCount: number; unavailableCount: number };

async function main() {
  const server = await startBenchServer({ port: PORT, name: "consent-certificates", seed });
  const { origin, authorization, kind, seeded } = server;
  const headers = { authorization, "union-seq": String(UNION) };
  const api = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  try {
    console.log(
      `[${kind}] seeded ${CERTIFICATES.toLocaleString()} written submissions with their evidence in ${server.seedSeconds.toFixed(1)} s`,
    );
    const page = `${origin}/v1/unions/${UNION}/registers?page=0&pageSize=100`;
    await fetch(page, { headers: { authorization } }).then((r) => r.arrayBuffer());

    const idleLoad = startLoad(page, STAFF_RATE, authorization);
    await sleep(YARDSTICK_SECONDS * 1000);
    const idle = await idleLoad.stop();

    const busyLoad = startLoad(page, STAFF_RATE, authorization);
    const summaryUrl = `/v2/electronic-consents/certificates/summary?consentSeq=${seeded.consentSeq}`;
    const t0 = performance.now();
    await api("POST", "/v2/electronic-consents/certificates", {
      consentSeq: seeded.consentSeq,
      recipientSeqs: seeded.recipientSeqs,
      agreed: true,
    });
    let summary: Summary;
    for (;;) {
      summary = (await (await api("GET", summaryUrl)).json()).data as Summary;
      if (summary.pendingCount === 0) break;
      if (performance.now() - t0 > 10 * TIME_TARGET_MS) throw new Error(`still pending: ${JSON.stringify(summary)}`);
      await sleep(250);
    }
    const ms = performance.now() - t0;
    const busy = await busyLoad.stop();
    if (summary.downloadCount !== CERTIFICATES) throw new Error(`issued ${summary.downloadCount} of ${CERTIFICATES}`);

    const pdf = Buffer.from(
      await (
        await api("POST", "/v2/electronic-consents/certificates/download", {
          consentSeq: seeded.consentSeq,
          recipientSeqs: [seeded.recipientSeqs.at(-1)],
        })
      ).arrayBuffer(),
    );
    const verified = await fetch(`${origin}/v1/verify/consent-certificates`, {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: pdf,
    }).then((r) => r.json() as Promise<{ data: { matched: boolean; isChainIntact?: boolean; sha256: string } }>);
    if (!verified.data.matched || !verified.data.isChainIntact || verified.data.sha256 !== sha256(pdf)) {
      throw new Error(`the last certificate does not verify: ${JSON.stringify(verified.data)}`);
    }

    if (ms > TIME_TARGET_MS) process.exitCode = 1;
    const f = (x: number) => `${x.toFixed(1)} ms`;
    const p95 = (xs: number[]) => quantile(xs, 0.95);
    console.log(
      `[${kind}] ${CERTIFICATES.toLocaleString()} certificates issued by the job in ${(ms / 1000).toFixed(1)} s (${(ms / CERTIFICATES).toFixed(1)} ms each; target <= ${TIME_TARGET_MS / 1000} s) ${ms <= TIME_TARGET_MS ? "OK" : "OVER"}; the last one (${(pdf.length / 1024).toFixed(0)} KB) verifies publicly`,
    );
    console.log(
      `[${kind}] register page (100 rows) at ${STAFF_RATE}/s: alone p50 ${f(quantile(idle.latencies, 0.5))}, p95 ${f(p95(idle.latencies))} (${idle.latencies.length} requests, ${idle.errors + idle.non2xx} failed); while issuing p50 ${f(quantile(busy.latencies, 0.5))}, p95 ${f(p95(busy.latencies))}, max ${f(Math.max(...busy.latencies))} (${busy.latencies.length} requests, ${busy.errors + busy.non2xx} failed); ratio of p95 ${(p95(busy.latencies) / p95(idle.latencies)).toFixed(2)}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
  } finally {
    await stopConsentCertificateThread();
    // On PostgreSQL the pool's close can wait on pg-boss's last poll: give it 10 s, then leave.
    await Promise.race([server.close(), sleep(10_000)]);
  }
}

await main();
// The server's close may still wait on pg-boss (above): leave with the bench's own verdict, not the default.
process.exit(process.exitCode ?? 0);
