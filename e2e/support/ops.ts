import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

const ROOT = path.join(import.meta.dirname, "../..");

/** The operator token of the server under test: DATA_DIR/ops-token (the config sets E2E_DATA_DIR). */
export function opsToken(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (see e2e/playwright.config.ts)");
  return fs.readFileSync(path.join(path.resolve(ROOT, dataDir), "ops-token"), "utf8").trim();
}

/** `npm run ops -- maintenance on|off <type>` through the ops route of the server under test. */
export async function setMaintenance(request: APIRequestContext, type: string, isUnderMaintenance: boolean) {
  const response = await request.put(`/ops/maintenance/${type}`, {
    headers: { "x-ops-token": opsToken() },
    data: { isUnderMaintenance },
  });
  if (!response.ok()) throw new Error(`ops maintenance ${type}: ${response.status()} ${await response.text()}`);
}

/** `npm run ops -- deposit confirm <seq>` through the ops route of the server under test: the operator saw the transfer. */
export async function confirmDepositCharge(request: APIRequestContext, seq: number) {
  const response = await request.post(`/ops/deposit-charges/${seq}/confirm`, {
    headers: { "x-ops-token": opsToken() },
  });
  if (!response.ok()) throw new Error(`ops deposit confirm ${seq}: ${response.status()} ${await response.text()}`);
  return (await response.json()).data as { changed: boolean; charge: { status: string } };
}
