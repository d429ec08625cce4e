import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const main = path.join(root, "apps/server/src/main.ts");

export type RoleProcess = {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM: a graceful stop; SIGKILL: as if the machine went down. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** Kills a process and every process below it at once. */
function killTree(pid: number) {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);
  for (const child of children) killTree(Number(child));
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
export async function freshDatabase(serverUrl: string) {
  const name = `johap_roles_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * Starts `apps/server/src/main.ts` in its own process with ROLE and the given environment. With `imports`
 * (modules loaded first, as a benchmark's probe), node runs it itself with tsx as a loader, so the server
 * is that one process (the tsx command runs it in a child of its own).
 */
export async function startRole(
  role: "all" | "api" | "worker",
  env: Record<string, string>,
  imports: string[] = [],
): Promise<RoleProcess> {
  let output = "";
  // PROFILE_DIR=/tmp/prof with a probe: the server writes a CPU profile there when it stops.
  const profile = process.env.PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
  const [command, args] = imports.length
    ? [process.execPath, [...profile, "--import", "tsx", ...imports.flatMap((m) => ["--import", m]), main]]
    : [tsx, [main]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", ...env, ROLE: role },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const ready = role === "worker" ? "조합 OMS 작업 프로세스" : "조합 OMS 콘솔";
  const deadline = Date.now() + 60_000;
  while (!output.includes(ready)) {
    if (child.exitCode !== null) throw new Error(`${role} process exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`${role} process did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    output: () => output,
    stop: async (signal: NodeJS.Signals = "SIGTERM") => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      // tsx runs the server in a child of its own: a hard stop must reach that process too.
      if (signal === "SIGKILL" && child.pid) killTree(child.pid);
      else child.kill(signal);
      await exited;
    },
  };
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Polls `read` until `isDone` holds for its value, or throws after `seconds`. */
export async function waitFor<T>(what: string, read: () => Promise<T>, isDone: (value: T) => boolean, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
