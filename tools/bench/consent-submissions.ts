/**
 * Owners submitting an electronic consent while staff use the console (issue 14): OWNERS owners of the
 * demo union start the owners' flow at RATE a second, each through the real owner API (the consent's
 * intro, name and birth date, the 6-digit code texted through the SMS simulator and read back through the
 * operator route as the owner's phone would show it, the owner token, the consent, the documents it asks
 * for, submit; one owner in 20 presses submit twice at once), while a staff member's register page
 * (GET /v1/unions/1/registers, 100 rows) is read at STAFF_RATE a second. The register page alone first, in
 * the same run, is the yardstick. Then it counts the consent's ELECTRONIC_SUBMITTED recipients and the
 * union's evidence events: each owner who was answered 200 submitted exactly once, nothing lost or doubled.
 * Targets: submit p95 <= 300 ms; the register page's p95 within noise of the yardstick.
 *
 * The consent is the demo's BEFORE one (every owner of the register who may be a recipient), started now
 * by moving its start 3 s ahead (PUT), as staff would. The server runs `main.ts` in its own process (with
 * the probe: event-loop holds), on PGlite, or on a fresh database of the DATABASE_URL server, behind
 * TRUST_PROXY=loopback: each owner comes from an address of its own (X-Forwarded-For), as owners' phones do.
 *
 *   npm run bench:consent-submissions              3,000 owners (or as many as the demo has) at 5/s
 *   npm run bench:consent-submissions -- --fast    300 owners at 20/s
 *   OWNERS=1000 RATE=10 npm run bench:consent-submissions
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { EVIDENCE_DRAIN_SECONDS } from "../../apps/server/src/platform/evidence/evidence.jobs";
import { waitFor } from "../roles/processes";
import { longestHold, quantile, startProbedServer } from "./probed-server";
import { startLoad } from "./run-load";
import { signIn } from "./sign-in";

const FAST = process.argv.includes("--fast");
const OWNERS = Number(process.env.OWNERS ?? (FAST ? 300 : 3000));
const RATE = Number(process.env.RATE ?? (FAST ? 20 : 5));
const STAFF_RATE = Number(process.env.STAFF_RATE ?? 10);
const YARDSTICK_SECONDS = FAST ? 10 : 30;
const UNION = 1;
const BENCH_CONSENT = "조합 정관 변경 동의서";
const DOUBLE_SUBMIT_EVERY = 20;
const REQUEST_TIMEOUT_MS = 60_000;
const SUBMIT_P95_TARGET_MS = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Owner = { name: string; birth: string; phoneNo: string; recipientSeq: number };
type Step = "intro" | "identity" | "code" | "confirm" | "me" | "document" | "submit";
type Envelope<T> = { status: number; data: T; code?: string; message?: string; pagination?: { totalElements: number } };

/** A small valid PNG (grayscale, a signature's stroke), as a phone's signature pad would send. */
function signaturePng(width = 240, height = 80): Buffer {
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let x = 10; x < width - 10; x++) {
    const y = Math.round(height / 2 + Math.sin(x / 14) * (height / 4));
    rows[y * (width + 1) + 1 + x] = 0;
    rows[(y + 1) * (width + 1) + 1 + x] = 0;
  }
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter: none
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Per-step response times, and the owners who did not get through (by step and answer). */
class Tally {
  readonly times = new Map<Step, number[]>();
  readonly failures = new Map<string, number>();
  add(step: Step, ms: number) {
    const list = this.times.get(step) ?? [];
    list.push(ms);
    this.times.set(step, list);
  }
  fail(step: Step, why: string) {
    const key = `${step}: ${why}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }
  line(step: Step) {
    const xs = this.times.get(step) ?? [];
    const ms = (x: number) => `${x.toFixed(0)}`;
    return `${step.padEnd(8)} p50 ${ms(quantile(xs, 0.5))} ms, p95 ${ms(quantile(xs, 0.95))} ms, p99 ${ms(quantile(xs, 0.99))} ms, max ${ms(xs.length ? Math.max(...xs) : 0)} ms (${xs.length})`;
  }
}

export async function benchConsentSubmissions() {
  const probed = await startProbedServer({ TRUST_PROXY: "loopback", LOG_LEVEL: "warn" });
  const { origin, kind } = probed;
  const opsToken = fs.readFileSync(path.join(probed.dataDir, "ops-token"), "utf8").trim();
  try {
    const authorization = `Bearer ${await signIn(origin)}`;
    const staff = { authorization, "union-seq": String(UNION) };
    const api = async <T>(method: string, url: string, body?: unknown): Promise<Envelope<T>> => {
      const response = await fetch(`${origin}${url}`, {
        method,
        headers: { ...staff, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await response.json()) as Envelope<T>;
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    };

    // The demo register and consents are seeded by a job a moment after the start.
    type Consent = { consentSeq: number; title: string; progressStatus: string; linkCode: string };
    const consentsOf = async () => (await api<Consent[]>("GET", "/v2/electronic-consents?pageSize=50")).data;
    const seeded = await waitFor("the demo consents", consentsOf, (list) => list.length >= 3, 300);
    const listed = seeded.find((c) => c.title === BENCH_CONSENT && c.progressStatus === "BEFORE");
    if (!listed) throw new Error(`the demo consent ${BENCH_CONSENT} (BEFORE) is missing`);
    const consentUrl = `/v2/electronic-consents/${listed.consentSeq}`;
    const owners = (await recipientsOf(api, consentUrl)).slice(0, OWNERS);
    const { linkCode } = (await api<Consent>("GET", consentUrl)).data;
    await api("PUT", consentUrl, { unionSeq: UNION, startedAt: new Date(Date.now() + 3000).toISOString() });
    await waitFor(
      "the bench consent's start",
      async () => (await api<Consent>("GET", consentUrl)).data.progressStatus,
      (s) => s === "IN_PROGRESS",
      120,
    );
    // The consent's own events only: the demo's other seeds may still be chaining theirs meanwhile.
    const subject = `consent:${listed.consentSeq}/`;
    const chainBefore = await chainLength(origin, opsToken, subject);
    const page = `${origin}/v1/unions/${UNION}/registers?page=0&pageSize=100`;
    await fetch(page, { headers: { authorization } }).then((r) => r.arrayBuffer());

    // The yardstick: the register page alone.
    const idleFrom = Date.now();
    const idleLoad = startLoad(page, STAFF_RATE, authorization);
    await sleep(YARDSTICK_SECONDS * 1000);
    const idle = await idleLoad.stop();
    const idleHold = longestHold(probed.samples(idleFrom), idleFrom);

    // Owners at RATE a second, each on its own schedule (open loop), with the register page read beside them.
    const tally = new Tally();
    const png = signaturePng();
    const from = Date.now();
    const busyLoad = startLoad(page, STAFF_RATE, authorization);
    const flows: Promise<boolean>[] = [];
    for (const [i, owner] of owners.entries()) {
      const wait = from + (i * 1000) / RATE - Date.now();
      if (wait > 0) await sleep(wait);
      flows.push(
        ownerFlow({ origin, opsToken, linkCode, owner, index: i, png, tally }).catch((error) => {
          tally.fail("submit", String(error));
          return false;
        }),
      );
    }
    const submittedOwners = (await Promise.all(flows)).filter(Boolean).length;
    const flowSeconds = (Date.now() - from) / 1000;
    const busy = await busyLoad.stop();
    const hold = longestHold(probed.samples(from), from);

    // Nothing lost or doubled: the consent's ELECTRONIC_SUBMITTED rows and the chain's new events.
    const electronic = await api<unknown[]>(
      "GET",
      `${consentUrl}/recipients?searchStatus=ELECTRONIC_SUBMITTED&pageSize=1`,
    );
    const electronicRows = electronic.pagination?.totalElements ?? -1;
    // Submissions queue their evidence; the drain job chains it a moment later: wait for it (a few runs at most).
    let chainAfter = await chainLength(origin, opsToken, subject);
    for (let run = 0; run < 10 && chainAfter.subjectCount - chainBefore.subjectCount < submittedOwners; run++) {
      await sleep(EVIDENCE_DRAIN_SECONDS * 1000);
      chainAfter = await chainLength(origin, opsToken, subject);
    }
    const events = chainAfter.subjectCount - chainBefore.subjectCount;

    const submit = tally.times.get("submit") ?? [];
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const p95 = (xs: number[]) => quantile(xs, 0.95);
    console.log(
      `[${kind}] ${owners.length.toLocaleString()} owners at ${RATE}/s (${flowSeconds.toFixed(0)} s) while GET registers (100 rows) is read at ${STAFF_RATE}/s`,
    );
    for (const step of ["intro", "identity", "code", "confirm", "me", "document", "submit"] as Step[]) {
      console.log(`[${kind}]   ${tally.line(step)}`);
    }
    console.log(
      `[${kind}] submit p95 ${ms(p95(submit))} (target <= ${SUBMIT_P95_TARGET_MS} ms: ${p95(submit) <= SUBMIT_P95_TARGET_MS ? "met" : "NOT met"})`,
    );
    console.log(
      `[${kind}] register page: alone p50 ${ms(quantile(idle.latencies, 0.5))}, p95 ${ms(p95(idle.latencies))} (${idle.latencies.length} requests, ${idle.errors + idle.non2xx} failed); with the owners p50 ${ms(quantile(busy.latencies, 0.5))}, p95 ${ms(p95(busy.latencies))}, max ${ms(Math.max(...busy.latencies))} (${busy.latencies.length} requests, ${busy.errors + busy.non2xx} failed); ratio of p95 ${(p95(busy.latencies) / p95(idle.latencies)).toFixed(2)}`,
    );
    console.log(
      `[${kind}] longest event-loop hold: alone ${ms(idleHold.ms)}, with the owners ${ms(hold.ms)} (${hold.over200} over 200 ms)`,
    );
    const isExact = electronicRows === submittedOwners && events === submittedOwners && chainAfter.ok;
    console.log(
      `[${kind}] owners answered 200 on submit: ${submittedOwners} of ${owners.length}; ELECTRONIC_SUBMITTED rows ${electronicRows}; new evidence events ${events} (chain ${chainAfter.ok ? "intact" : "BROKEN"}): ${isExact ? "nothing lost or doubled" : "MISMATCH"}`,
    );
    for (const [why, n] of tally.failures) console.log(`[${kind}]   failed ${n}× ${why}`);
    if (!isExact) process.exitCode = 1;
  } catch (error) {
    console.error(probed.server.output());
    throw error;
  } finally {
    await probed.stop();
  }
}

/** The consent's recipients who may identify themselves (not public owners), by register number. */
async function recipientsOf(
  api: <T>(method: string, url: string) => Promise<Envelope<T>>,
  consentUrl: string,
): Promise<Owner[]> {
  type Row = {
    recipientSeq: number;
    status: string;
    registers: { ownerType: string; name: { name: string }; birth: string; phoneNo: string };
  };
  const owners: Owner[] = [];
  for (let pageNo = 0; ; pageNo++) {
    const { data } = await api<Row[]>(
      "GET",
      `${consentUrl}/recipients?searchStatus=NOT_SUBMITTED&pageSize=1000&page=${pageNo}`,
    );
    for (const r of data) {
      if (r.registers.ownerType === "PUBLIC" || !r.registers.birth || !r.registers.phoneNo) continue;
      owners.push({
        name: r.registers.name.name,
        birth: r.registers.birth,
        phoneNo: r.registers.phoneNo,
        recipientSeq: r.recipientSeq,
      });
    }
    if (data.length < 1000) return owners;
  }
}

/** The union's chain check, with how many chained events are about `subject` (a prefix such as `consent:12/`). */
async function chainLength(origin: string, opsToken: string, subject: string) {
  const response = await fetch(`${origin}/ops/evidence/${UNION}/verify?subject=${encodeURIComponent(subject)}`, {
    headers: { "x-ops-token": opsToken },
  });
  if (!response.ok) throw new Error(`evidence verify: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Envelope<{ ok: boolean; length: number; subjectCount: number }>).data;
}

/**
 * One owner through the owners' page, as a phone would (its own address): each step's time into the tally.
 * Answers whether the submit was answered 200.
 */
async function ownerFlow(opts: {
  origin: string;
  opsToken: string;
  linkCode: string;
  owner: Owner;
  index: number;
  png: Buffer;
  tally: Tally;
}): Promise<boolean> {
  const { origin, owner, tally } = opts;
  const address = `10.${(opts.index >> 16) & 255}.${(opts.index >> 8) & 255}.${opts.index & 255}`;
  const device = { "x-forwarded-for": address, "user-agent": "JohapBench/1.0 (Mobile)" };
  const base = `${origin}/v1/owner/consents/${opts.linkCode}`;
  const timed = async <T>(step: Step, url: string, init: RequestInit = {}) => {
    const started = performance.now();
    let response: Response;
    let json: Envelope<T>;
    try {
      // A request the server never answers fails its owner instead of holding the bench open (seen at load 20+).
      response = await fetch(url, {
        ...init,
        headers: { ...device, ...(init.headers ?? {}) },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      json = (await response.json()) as Envelope<T>;
    } catch (error) {
      tally.fail(step, `no answer: ${(error as Error).name}`);
      return null;
    }
    tally.add(step, performance.now() - started);
    if (!response.ok) {
      tally.fail(step, `${response.status} ${json.message ?? ""}`);
      return null;
    }
    return json.data;
  };
  const postJson = (body: unknown): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

  if (!(await timed("intro", base))) return false;
  const sentFrom = Date.now() - 1000;
  const verification = await timed<{ verificationId: string }>(
    "identity",
    `${base}/identity`,
    postJson({ name: owner.name, birth: owner.birth }),
  );
  if (!verification) return false;
  const code = await readCode(opts, owner.phoneNo, sentFrom);
  if (!code) {
    tally.fail("code", "no text");
    return false;
  }
  const session = await timed<{ accessToken: string }>(
    "confirm",
    `${origin}/v1/owner/verifications/${verification.verificationId}/confirm`,
    postJson({ code }),
  );
  if (!session) return false;
  const bearer = { authorization: `Bearer ${session.accessToken}` };
  const consent = await timed<{ requirements: { key: string; types: string[] }[] }>("me", `${base}/me`, {
    headers: bearer,
  });
  if (!consent) return false;
  for (const requirement of consent.requirements) {
    const type = requirement.types[0]!;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(opts.png)], { type: "image/png" }), `${type.toLowerCase()}.png`);
    const uploaded = await timed("document", `${base}/documents/${type}`, {
      method: "POST",
      headers: bearer,
      body: form,
    });
    if (!uploaded) return false;
  }
  const submit = () => timed("submit", `${base}/submit`, { method: "POST", headers: bearer });
  // One owner in DOUBLE_SUBMIT_EVERY presses submit twice at once: both answer, one submission.
  const answers = await Promise.all(opts.index % DOUBLE_SUBMIT_EVERY === 0 ? [submit(), submit()] : [submit()]);
  return answers.every(Boolean);
}

/** The newest identity code texted to the phone since `sentFrom` (the simulator keeps what it sent). */
async function readCode(opts: { origin: string; opsToken: string; tally: Tally }, phoneNo: string, sentFrom: number) {
  const started = performance.now();
  for (let tries = 0; tries < 20; tries++) {
    const response = await fetch(`${opts.origin}/ops/system-texts?phoneNo=${phoneNo}&reason=OWNER_IDENTITY_CODE`, {
      headers: { "x-ops-token": opts.opsToken },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const texts = ((await response.json()) as Envelope<{ text: string; createdAt: string }[]>).data ?? [];
    const text = texts.find((t) => Date.parse(t.createdAt) >= sentFrom);
    const code = text?.text.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
    if (code) {
      opts.tally.add("code", performance.now() - started);
      return code;
    }
    await sleep(100);
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchConsentSubmissions();
