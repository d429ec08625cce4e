/**
 * A register conversion whose process is killed mid-load resumes by itself when a process starts again:
 * on PGlite (no DATABASE_URL: the same data folder, restarted) or on PostgreSQL (DATABASE_URL: a server
 * where a database may be created). Run by .ci/run on both.
 *
 *   npx tsx tools/roles/crash-resume-check.ts
 */

import { generateOwners } from "../../apps/server/src/modules/register/excel/register-excel.fixtures";
import { fillTemplate, rowsOf } from "../../apps/server/src/modules/register/excel/register-excel-sheet.fixtures";
import { signIn } from "../bench/sign-in";
import { freshDatabase, type RoleProcess, startRole, tempDir, waitFor } from "./processes";

const PORT = 19_000 + Math.floor(Math.random() * 1000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const UNION = 2;
const OWNERS = 10_000;

const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : null;
const env = {
  ...(database ? { DATABASE_URL: database.url } : {}),
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATA_DIR: tempDir("johap-crash-"),
  CONSOLE_ORIGINS: ORIGIN,
  DEMO_SEED: "1",
  DEMO_AUTO_APPROVE: "1",
};
const kind = database ? "postgres" : "pglite";
let failed = 0;
let current: RoleProcess | undefined;
try {
  current = await startRole("all", env);
  const signedIn = async () => ({ authorization: `Bearer ${await signIn(ORIGIN)}` });
  let auth = await signedIn();
  const status = async () => {
    const response = await fetch(`${ORIGIN}/v1/unions/${UNION}/registers/file-status`, { headers: auth });
    return String(((await response.json()) as { data: { status: string } }).data.status);
  };
  const workbook = await fillTemplate(rowsOf(generateOwners(OWNERS)));
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(workbook)]), "명부.xlsx");
  const upload = await fetch(`${ORIGIN}/v1/unions/${UNION}/registers/files`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  await waitFor("conversion start", status, (s) => s === "REGISTERING", 60);
  // Mid-load: the owners are being inserted in the load's one transaction.
  await new Promise((r) => setTimeout(r, 2000));
  await current.stop("SIGKILL");
  current = await startRole("all", env);
  auth = await signedIn();
  const started = Date.now();
  const after = await waitFor("conversion after the restart", status, (s) => s === "CONVEY" || s === "CANCEL", 180);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const owners = await fetch(`${ORIGIN}/v1/unions/${UNION}/registers?page=0&pageSize=1`, { headers: auth });
  const total = ((await owners.json()) as { pagination?: { totalElements: number } }).pagination?.totalElements;
  const ok = after === "CONVEY" && total === OWNERS;
  if (!ok) failed += 1;
  console.log(
    `${ok ? "ok" : "FAILED"}: [${kind}] a conversion killed mid-load resumes after restart (${after} ${seconds} s after the restart, ${total} owners)`,
  );
} catch (error) {
  failed += 1;
  console.log(`FAILED: [${kind}] ${String(error)}`);
  if (current) console.error(current.output());
} finally {
  await current?.stop();
  await database?.drop();
}
console.log(`crash-resume: ${1 - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
