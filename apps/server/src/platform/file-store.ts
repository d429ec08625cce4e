import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where file bytes live. Embedded: local disk under DATA_DIR/files. */
export type FileStore = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer>;
  remove: (key: string) => Promise<void>;
};

export function localFileStore(root: string): FileStore {
  const full = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error("bad storage key");
    return resolved;
  };
  return {
    put: async (key, bytes) => {
      await fs.mkdir(path.dirname(full(key)), { recursive: true });
      await fs.writeFile(full(key), bytes);
    },
    get: (key) => fs.readFile(full(key)),
    remove: (key) => fs.rm(full(key), { force: true }),
  };
}

export const newStorageKey = (divisionCode: string) =>
  `${divisionCode.toLowerCase()}/${new Date().toISOString().slice(0, 7)}/${crypto.randomUUID()}`;

/** HMAC-signed, expiring URLs for direct upload (PUT) of a pending file. */
export function signFileUrl(secret: Buffer, fileSeq: number, expiresAtMs: number): string {
  const signature = crypto.createHmac("sha256", secret).update(`${fileSeq}.${expiresAtMs}`).digest("base64url");
  return `/v2/files/upload/${fileSeq}?expires=${expiresAtMs}&signature=${signature}`;
}

export function verifyFileUrl(secret: Buffer, fileSeq: number, expiresAtMs: number, signature: string): boolean {
  if (!Number.isFinite(expiresAtMs) || expiresAtMs < Date.now()) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${fileSeq}.${expiresAtMs}`).digest();
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
