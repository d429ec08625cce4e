#!/usr/bin/env node
// `npm start`: builds the console once if it is missing or older than its sources, then runs the API
// (which serves the console, /docs and the demo data) in one process.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const webDir = path.join(root, "apps/web");
const distIndex = path.join(webDir, "dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const skipBuild = process.argv.includes("--no-build");
const isStale =
  !fs.existsSync(distIndex) ||
  fs.statSync(distIndex).mtimeMs <
    Math.max(newestMtime(path.join(webDir, "src")), newestMtime(path.join(root, "packages/contracts/src")));
if (!skipBuild && isStale) {
  console.log("콘솔 화면을 빌드합니다 (처음 한 번)...");
  const built = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
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
