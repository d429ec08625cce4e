/**
 * Voters casting electronic ballots (issue 15): VOTERS voters of one meeting cast their ballot over
 * SECONDS seconds (10,000 in 10 minutes, about 17 a second), with a burst of BURST casts within one second
 * half a minute into every minute (200/s), each voter from an address of its own (X-Forwarded-For) on a
 * keep-alive connection of its own, as phones do (tools/bench/phone-client.ts).
 * Each voter loads its ballot (GET /v1/owner/meetings/{token}/me) then casts (POST .../ballot) with random
 * valid choices on four agendas (one of each vote form and type); one voter in 50 presses 투표하기 twice at
 * once (one 200, one 409 expected). Targets: cast p99 <= 250 ms on PostgreSQL, <= 500 ms on PGlite. Then the
 * meeting's ballots and choices are counted in the database against the 200 answers (nothing lost or
 * doubled) and the evidence chain is verified.
 *
 * Owner tokens are minted as the server mints them after the identity check (the database's ES256 key, scope
 * MEETING; tools/bench/meet-ballots-seed.ts), so the identity flow (name, birth, texted code) is not part of
 * the load: the casts are measured through the real owner API and its token check.
 *
 * The server runs `main.ts` in its own process (demo data, TRUST_PROXY=loopback) on PGlite, or on a fresh
 * database of the DATABASE_URL server; the bench's voters are seeded between its first and second start.
 *
 *   npm run bench:meet-ballots               10,000 voters in 600 s, bursts of 200/s every minute
 *   npm run bench:meet-ballots -- --fast     1,000 voters in 60 s, one burst of 200/s
 *   VOTERS=3000 SECONDS=180 npm run bench:meet-ballots
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { EVIDENCE_DRAIN_SECONDS } from "../../apps/server/src/platform/evidence/evidence.jobs";
import { freshDatabase, tempDir } from "../roles/processes";
import type { BenchAgenda, BenchSeed } from "./meet-ballots-seed";
import { type Phone, phone } from "./phone-client";
import { quantile } from "./probed-server";

const FAST = process.argv.includes("--fast");
const VOTERS = Number(process.env.VOTERS ?? (FAST ? 1_000 : 10_000));
const SECONDS = Number(process.env.SECONDS ?? (FAST ? 60 : 600));
const BURST = Number(process.env.BURST ?? 200);
const DOUBLE_EVERY = 50;
const UNION = 1;
const TSX = path.join(import.meta.dirname, "../../node_modules/.bin/tsx");
const SEED = path.join(import.meta.dirname, "meet-ballots-seed.ts");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Choice = { agendaSeq: number; candidateSeq: number; choice: string };

/** Random valid choices: 찬성/반대/기권 on each against candidate, 1 (MONO) or 1..selectCount (MULTI) selected. */
function randomChoices(agendas: BenchAgenda[]): Choice[] {
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  return agendas.flatMap((a) => {
    if (a.voteForm === "AGAINST") {
      return a.candidateSeqs.map((candidateSeq) => ({
        agendaSeq: a.agendaSeq,
        candidateSeq,
        choice: pick(["YES", "NO", "ABSTAIN"]),
      }));
    }
    const n = a.voteType === "MONO" ? 1 : 1 + Math.floor(Math.random() * a.selectCount);
    const shuffled = [...a.candidateSeqs].sort(() => Math.random() - 0.5);
    return shuffled.slice(0, n).map((candidateSeq) => ({ agendaSeq: a.agendaSeq, candidateSeq, choice: "SELECTED" }));
  });
}

/**
 * When each voter starts (ms from the start): a burst of BURST in a second each minute, half a minute into it,
 * the rest spread evenly. Half a minute in: a server meets a vote's burst warm, after serving for a while (a
 * burst at its first second measured V8 compiling the ballot's code, not the server).
 */
const BURST_AT_MS = 30_000;
function schedule(voters: number, seconds: number): number[] {
  const bursts = Math.min(Math.floor(voters / BURST), Math.max(1, Math.floor(seconds / 60)));
  const times: number[] = [];
  for (let b = 0; b < bursts; b++) {
    for (let k = 0; k < BURST; k++) times.push(BURST_AT_MS + b * 60_000 + (k * 1000) / BURST);
  }
  const rest = voters - times.length;
  for (let i = 0; i < rest; i++) times.push(((i + 0.5) * seconds * 1000) / rest);
  return times.sort((a, b) => a - b);
}

/**
 * `main.ts` (ROLE=all) in its own process, waited for (its `ready` line) up to 10 minutes (a first start migrates and seeds the
 * demo, slow on a busy 2-core machine; tools/roles' 60 s is too short there).
 */
async function startServer(env: Record<string, string>, ready = "조합 OMS 콘솔") {
  let output = "";
  const main = path.join(import.meta.dirname, "../../apps/server/src/main.ts");
  // PROFILE_DIR=/tmp/prof: the server writes a CPU profile there when it stops (chrome://inspect, speedscope).
  const profile = process.env.PROFILE_DIR;
  const [command, args] = profile
    ? [process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profile}`, "--import", "tsx", main]]
    : [TSX, [main]];
  const child: ChildProcess = spawn(command, args, {
    cwd: path.join(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      ...env,
      ROLE: "all",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + 600_000;
  while (!output.includes(ready)) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await sleep(200);
  }
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function runSeed(env: Record<string, string>, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      TSX,
      [SEED, ...args],
      { env: { ...process.env, LOG_LEVEL: "warn", ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.trim())),
    );
  });
}

export async function benchMeetBallots() {
  const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : null;
  const kind = database ? "postgres" : "pglite";
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = tempDir("johap-bench-ballots-");
  const env: Record<string, string> = {
    ...(database ? { DATABASE_URL: database.url } : {}),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    CONSOLE_ORIGINS: origin,
    DEMO_SEED: "1",
    DEMO_AUTO_APPROVE: "1",
    RATE_LIMIT_MAX: "1000000",
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
  };
  const seedFile = path.join(dataDir, "bench-voters.json");
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    // First start: migrations and the demo (its register, consents and meetings are seeded by a job a moment
    // after the start: waited for, so it does not run during the measurement); then the bench's voters straight
    // into the database; then the measured server.
    await (await startServer({ ...env, LOG_LEVEL: "info" }, "demo register seeded")).stop();
    const seededFrom = Date.now();
    await runSeed({ ...env, VOTERS: String(VOTERS) }, ["seed", seedFile]);
    const seed = JSON.parse(fs.readFileSync(seedFile, "utf8")) as BenchSeed;
    console.log(
      `[${kind}] seeded ${seed.voters.length.toLocaleString()} voters in ${((Date.now() - seededFrom) / 1000).toFixed(0)} s`,
    );
    server = await startServer(env);
    const opsToken = fs.readFileSync(path.join(dataDir, "ops-token"), "utf8").trim();

    const me: number[] = [];
    const cast: number[] = [];
    const failures = new Map<string, number>();
    const fail = (why: string) => failures.set(why, (failures.get(why) ?? 0) + 1);
    let castOk = 0;
    let castConflict = 0;
    let choicesSent = 0;
    const timed = async (client: Phone, url: string, init: Parameters<Phone["request"]>[1], into: number[]) => {
      const answer = await client.request(url, init);
      into.push(answer.ms);
      return answer;
    };

    const times = schedule(seed.voters.length, SECONDS);
    const loadBefore = os.loadavg();
    const from = Date.now();
    const flows: Promise<void>[] = [];
    for (const [i, voter] of seed.voters.entries()) {
      const wait = from + times[i]! - Date.now();
      if (wait > 0) await sleep(wait);
      const headers = {
        authorization: `Bearer ${voter.accessToken}`,
        "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        "user-agent": "JohapBallotBench/1.0 (Mobile)",
      };
      const base = `${origin}/v1/owner/meetings/${voter.linkToken}`;
      const client = phone(headers);
      flows.push(
        (async () => {
          const page = await timed(client, `${base}/me`, {}, me);
          if (page.status !== 200) {
            fail(`me ${page.status} ${page.body.message ?? ""}`);
            return;
          }
          const choices = randomChoices(seed.agendas);
          const post = () =>
            timed(
              client,
              `${base}/ballot`,
              {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ choices }),
              },
              cast,
            );
          const answers = await Promise.all(i % DOUBLE_EVERY === 0 ? [post(), post()] : [post()]);
          for (const answer of answers) {
            if (answer.status === 200) {
              castOk++;
              choicesSent += choices.length;
            } else if (answer.status === 409) castConflict++;
            else fail(`cast ${answer.status} ${answer.body.message ?? ""}`);
          }
        })()
          .catch((error) => {
            fail(String(error));
          })
          .finally(() => client.close()),
      );
    }
    await Promise.all(flows);
    const seconds = (Date.now() - from) / 1000;
    const loadAfter = os.loadavg();
    // The yardstick, in the same run and on the same warm server: the burst's request count (two a voter)
    // within one second against a public route that reads nothing of the meeting (the common codes), each on
    // a connection of its own: what this machine gives any request.
    const floor = await floorBurst(`${origin}/v1/common-codes`, 2 * BURST);
    // The ballots' evidence is chained by the drain job a moment after each cast: give it a few runs.
    await sleep(3 * EVIDENCE_DRAIN_SECONDS * 1000);
    const chain = await fetch(`${origin}/ops/evidence/${UNION}/verify`, { headers: { "x-ops-token": opsToken } });
    const chainOk = ((await chain.json()) as { data?: { ok: boolean } }).data?.ok === true;
    await server.stop();
    server = null;
    const counted = JSON.parse(await runSeed(env, ["count", String(seed.meetSeq)])) as {
      ballots: number;
      choices: number;
      voted: number;
      chained: number;
      queued: number;
    };

    const ms = (x: number) => `${x.toFixed(0)} ms`;
    const line = (name: string, xs: number[]) =>
      `${name} p50 ${ms(quantile(xs, 0.5))}, p95 ${ms(quantile(xs, 0.95))}, p99 ${ms(quantile(xs, 0.99))}, max ${ms(xs.length ? Math.max(...xs) : 0)} (${xs.length})`;
    const target = kind === "postgres" ? 250 : 500;
    const p99 = quantile(cast, 0.99);
    const doubles = Math.ceil(seed.voters.length / DOUBLE_EVERY);
    console.log(
      `[${kind}] ${seed.voters.length.toLocaleString()} voters in ${seconds.toFixed(0)} s (${(seed.voters.length / seconds).toFixed(1)}/s average, bursts of ${BURST}/s each minute; ${doubles} double presses)`,
    );
    console.log(`[${kind}]   ${line("GET me ", me)}`);
    console.log(`[${kind}]   ${line("cast   ", cast)}`);
    console.log(`[${kind}] cast p99 ${ms(p99)} (target <= ${target} ms: ${p99 <= target ? "met" : "NOT met"})`);
    console.log(
      `[${kind}] yardstick: ${2 * BURST} GET /v1/common-codes within one second, ${line("", floor).trim()}; cast p99 / yardstick p99 ${(p99 / quantile(floor, 0.99)).toFixed(2)}`,
    );
    console.log(
      `[${kind}] load average before ${loadBefore.map((x) => x.toFixed(2)).join(" ")}, after ${loadAfter.map((x) => x.toFixed(2)).join(" ")} (${os.cpus().length} cores)`,
    );
    const isExact =
      counted.ballots === castOk &&
      counted.voted === castOk &&
      counted.choices === choicesSent &&
      castOk === seed.voters.length - failuresCount(failures) &&
      castConflict === doubles &&
      counted.chained === castOk &&
      counted.queued === 0 &&
      chainOk;
    console.log(
      `[${kind}] answered 200: ${castOk}, 409 (second press): ${castConflict}; ballots ${counted.ballots}, voters VOTED ${counted.voted}, choices ${counted.choices} of ${choicesSent} sent; ballot events chained ${counted.chained} (queued ${counted.queued}), evidence chain ${chainOk ? "intact" : "BROKEN"}: ${isExact ? "nothing lost or doubled" : "MISMATCH"}`,
    );
    for (const [why, n] of failures) console.log(`[${kind}]   failed ${n}× ${why}`);
    if (!isExact) process.exitCode = 1;
  } catch (error) {
    if (server) console.error(server.output());
    throw error;
  } finally {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `count` requests to `url` spread evenly over one second, each from an address of its own: their times. */
async function floorBurst(url: string, count: number): Promise<number[]> {
  for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer());
  const times: number[] = [];
  const from = Date.now();
  const requests: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = from + (i * 1000) / count - Date.now();
    if (wait > 0) await sleep(wait);
    const client = phone({ "x-forwarded-for": `10.200.${(i >> 8) & 255}.${i & 255}` });
    requests.push(
      client
        .request(url)
        .then((answer) => {
          times.push(answer.ms);
        })
        .finally(() => client.close()),
    );
  }
  await Promise.all(requests);
  return times;
}

const failuresCount = (failures: Map<string, number>) => [...failures.values()].reduce((a, b) => a + b, 0);

if (import.meta.url === `file://${process.argv[1]}`) await benchMeetBallots();
