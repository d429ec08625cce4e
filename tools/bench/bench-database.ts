import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { assemble } from "../../apps/server/src/assemble";
import { ensureConsoleClient } from "../../apps/server/src/auth-server/console-client";
import { loadServerSecrets } from "../../apps/server/src/auth-server/server-secrets";
import { loadConfig } from "../../apps/server/src/config";
import { type Db, type DbHandle, openDatabase } from "../../apps/server/src/db/client";
import { seedDemo } from "../../apps/server/src/db/seed/demo-seed";
import {
  registerFileStatus,
  registerLocalAddresses,
  unionRegisters,
} from "../../apps/server/src/modules/register/register.table";
import { localFileStore } from "../../apps/server/src/platform/file-store";
import { startJobs } from "../../apps/server/src/platform/jobs";
import { signIn } from "./sign-in";

const SCHEMAS = ["public", "drizzle", "pgboss"];

/**
 * A benchmark's PostgreSQL database must be empty, or the user must say `--reset` to have this one emptied:
 * a benchmark never drops what it did not create. PGlite runs in a temporary folder of its own.
 */
export async function prepareBenchDatabase(handle: DbHandle, argv = process.argv) {
  if (handle.kind !== "postgres") return;
  const { rows } = await handle.executeSql(
    "select count(*)::int as n from pg_tables where schemaname = any($1::text[])",
    [SCHEMAS],
  );
  const tables = (rows[0] as { n: number }).n;
  if (tables === 0) return;
  if (!argv.includes("--reset")) {
    throw new Error(
      `DATABASE_URL names a database with ${tables} tables: a benchmark needs an empty database, or --reset to empty this one (it drops the schemas ${SCHEMAS.join(", ")}).`,
    );
  }
  console.log(`--reset: dropping the schemas ${SCHEMAS.join(", ")} of the DATABASE_URL database (${tables} tables)`);
  await handle.executeSql(
    "drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;",
    [],
  );
}

/**
 * The product in this process (role all, as `npm start` runs it) on PGlite in a temporary folder or, with
 * DATABASE_URL, on PostgreSQL (empty, or --reset): migrated, with the demo data and what `seed` adds, listening
 * on 127.0.0.1:`port`, and the demo supervisor's Authorization header. `seed` runs before the server starts.
 */
export async function startBenchServer<Seeded>(opts: {
  port: number;
  name: string;
  seed: (db: Db) => Promise<Seeded>;
}) {
  const origin = `http://127.0.0.1:${opts.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `johap-bench-${opts.name}-`));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: String(opts.port), RATE_LIMIT_MAX: "1000000" });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await prepareBenchDatabase(handle);
  await handle.migrate();
  await ensureConsoleClient(handle.db, [`http://localhost:${opts.port}`, origin]);
  await seedDemo(handle.db);
  const seeding = performance.now();
  const seeded = await opts.seed(handle.db);
  const seedSeconds = (performance.now() - seeding) / 1000;
  const secrets = await loadServerSecrets(handle.db);
  const jobs = await startJobs(handle, pino({ level: "silent" }));
  const store = localFileStore(path.join(dataDir, "files"), secrets.fileUrlSecret);
  const { app } = await assemble({ config, handle, secrets, jobs, store, role: "all", feeds: false });
  if (!app) throw new Error("role all serves HTTP");
  await app.listen({ port: opts.port, host: "127.0.0.1" });
  const close = async () => {
    await app.close();
    await jobs.stop();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const authorization = `Bearer ${await signIn(`http://localhost:${opts.port}`)}`;
    return { kind: handle.kind, origin, seeded, seedSeconds, authorization, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"];
const GIVEN = ["민준", "서연", "도윤", "하은", "시우", "지우", "예준", "수아", "주원", "지호"];

/**
 * `count` owners on the union's confirmed register, a thousand an insert, every 10th main number shared by two
 * co-owners (n-1 the representative, n-2 greyed), one located property each on 장위동 {i}; `owner` and `local`
 * add columns by the owner's index. Answers their union_register_seq in index order.
 */
export async function seedBenchOwners(
  db: Db,
  opts: {
    unionSeq: number;
    count: number;
    owner?: (i: number) => Record<string, unknown>;
    local?: (i: number) => Record<string, unknown>;
  },
) {
  await db
    .insert(registerFileStatus)
    .values({ unionSeq: opts.unionSeq, status: "CONFIRM", confirmedAt: new Date() })
    .onConflictDoNothing({ target: registerFileStatus.unionSeq });
  const CHUNK = 1000;
  let main = 1;
  let sub = 0;
  const seqs: number[] = [];
  for (let from = 0; from < opts.count; from += CHUNK) {
    const owners = [];
    for (let i = from; i < Math.min(opts.count, from + CHUNK); i++) {
      const isShared = main % 10 === 0;
      if (isShared) sub = sub === 0 ? 1 : 2;
      owners.push({
        unionSeq: opts.unionSeq,
        unionRegisterNoMain: main,
        unionRegisterNoSub: isShared ? sub : 0,
        name: `${SURNAMES[i % 10]}${GIVEN[Math.floor(i / 10) % 10]}${i}`,
        birth: `19${50 + (i % 40)}0${1 + (i % 9)}1${i % 10}`,
        shareType: isShared ? "SHARE" : "SINGLE",
        isRepresentative: isShared && sub === 1,
        mainPhone: { phoneNo: `010${String(10_000_000 + i)}`, isContactAllowed: true },
        mainPhoneNo: `010${String(10_000_000 + i)}`,
        realAddress: {
          city: "서울특별시",
          gu: "성북구",
          dong: "장위동",
          jibun: `${i}`,
          address: "",
          detailAddress: "",
        },
        postAddress: { address: "서울특별시 성북구 장위로 1", detailAddress: "", zipNo: "02700" },
        ...opts.owner?.(i),
      });
      if (!isShared || sub === 2) {
        main++;
        sub = 0;
      }
    }
    const rows = await db.insert(unionRegisters).values(owners).returning({ seq: unionRegisters.unionRegisterSeq });
    await db.insert(registerLocalAddresses).values(
      rows.map((r, k) => ({
        unionRegisterSeq: r.seq,
        unionSeq: opts.unionSeq,
        city: "서울특별시",
        gu: "성북구",
        dong: "장위동",
        jibun: `${from + k}`,
        ...opts.local?.(from + k),
      })),
    );
    seqs.push(...rows.map((r) => r.seq));
  }
  return seqs;
}
