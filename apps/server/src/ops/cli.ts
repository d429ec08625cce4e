/**
 * Operator CLI: `npm run ops -- <command>`. Talks to the running server on this machine with the
 * ops token the server wrote to DATA_DIR/ops-token.
 *   maintenance on <DATA_ORDER|SMS_SEND|POST_SEND> [--minutes N] [--message TEXT]
 *   maintenance off <TYPE>
 *   register convert <unionSeq>
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";

const config = loadConfig();
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

async function call(method: string, url: string, body: unknown) {
  const token = fs.readFileSync(path.join(config.dataDir, "ops-token"), "utf8").trim();
  const response = await fetch(`http://127.0.0.1:${config.port}${url}`, {
    method,
    headers: { "content-type": "application/json", "x-ops-token": token },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  console.log(JSON.stringify(json, null, 2));
  if (!response.ok) process.exit(1);
}

const [group, action, target] = args;
if (group === "maintenance" && (action === "on" || action === "off") && target) {
  const minutes = Number(flag("minutes") ?? 0);
  await call("PUT", `/ops/maintenance/${target}`, {
    isUnderMaintenance: action === "on",
    message: flag("message") ?? null,
    startAt: null,
    endAt: action === "on" && minutes > 0 ? new Date(Date.now() + minutes * 60_000).toISOString() : null,
  });
} else if (group === "register" && action === "convert" && target) {
  await call("POST", `/ops/registers/${target}/convert`, {});
} else {
  console.log(`사용법:
  npm run ops -- maintenance on <DATA_ORDER|SMS_SEND|POST_SEND> [--minutes N] [--message 안내문]
  npm run ops -- maintenance off <DATA_ORDER|SMS_SEND|POST_SEND>
  npm run ops -- register convert <unionSeq>   (검토 요청 중인 명부 변환)`);
  process.exit(group ? 1 : 0);
}
