#!/usr/bin/env node
// `npm start`: builds the console and the owner pages once if missing or older than their sources, then runs
// the API (which serves the console, the owner pages under /m, /docs and the demo data) in one process.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name === "dist-ssr") continue;
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

/** The console (apps/web) and the owner pages (apps/owner, served under /m): each built when missing or stale. */
const APPS = [
  { workspace: "apps/web", outputs: ["dist/index.html"], note: "콘솔 화면을 빌드합니다 (처음 한 번)..." },
  {
    workspace: "apps/owner",
    // The browser's files and the server's rendering of a consent link (dist-ssr).
    outputs: ["dist/index.html", "dist-ssr/entry-server.js"],
    note: "소유자 화면(/m)을 빌드합니다 (처음 한 번)...",
  },
];
const skipBuild = process.argv.includes("--no-build");
const contractsMtime = newestMtime(path.join(root, "packages/contracts/src"));
for (const app of APPS) {
  const dir = path.join(root, app.workspace);
  const sources = Math.max(newestMtime(path.join(dir, "src")), contractsMtime);
  const isStale = app.outputs.some((output) => {
    const file = path.join(dir, output);
    return !fs.existsSync(file) || fs.statSync(file).mtimeMs < sources;
  });
  if (skipBuild || !isStale) continue;
  console.log(app.note);
  const built = spawnSync("npm", ["run", "build", "-w", app.workspace], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const tsx = path.join(root, "node_modules/.bin/tsx");
const child = spawn(tsx, [path.join(root, "apps/server/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
