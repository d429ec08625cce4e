import crypto from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A body went over the byte limit it was stored with; nothing was stored. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body over ${maxBytes} bytes`);
  }
}

/** No file is stored under the key. */
export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`no stored file at ${key}`);
  }
}

/** What a signed URL names: the file's row (the API's own URLs) and its storage key (object storage). */
export type SignedFile = { fileSeq: number; key: string; expiresAt: number };

/**
 * Where file bytes live: local disk under DATA_DIR/files (embedded) or S3-compatible object storage.
 * Streams are stored under a hard byte limit: a longer body fails with FileTooLargeError and leaves
 * nothing under the key. A missing key fails with FileMissingError.
 */
export type FileStore = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer>;
  remove: (key: string) => Promise<void>;
  putStream: (key: string, body: Readable, opts: { maxBytes: number }) => Promise<{ size: number }>;
  getStream: (key: string) => Promise<Readable>;
  /** The stored size (HEAD), or null when nothing is stored under the key. */
  stat: (key: string) => Promise<{ size: number } | null>;
  /** Copies a stored file to another key (object storage: server side). */
  copy: (from: string, to: string) => Promise<void>;
  /**
   * A URL its holder may PUT exactly `size` bytes to until `expiresAt`: the API's own signed route, which
   * checks and stores the body (local disk), or the object store's presigned PUT of `key` (S3).
   */
  uploadUrl: (file: SignedFile & { size: number; contentType: string }) => Promise<string>;
  /** A URL its holder may GET the file from until `expiresAt`. */
  downloadUrl: (file: SignedFile & { fileName: string; contentType: string }) => Promise<string>;
};

/** Passes bytes through until more than `maxBytes` have come, then fails (FileTooLargeError unless told). */
export function byteLimit(
  maxBytes: number,
  tooLarge: () => Error = () => new FileTooLargeError(maxBytes),
): Transform & { readonly bytes: number } {
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? tooLarge() : null, chunk);
    },
  });
  return Object.defineProperty(limit, "bytes", { get: () => bytes }) as Transform & { readonly bytes: number };
}

const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Files under `root`; signed URLs are the API's own, signed with `urlSecret` (the server's file URL secret). */
export function localFileStore(root: string, urlSecret: Buffer): FileStore {
  const full = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error("bad storage key");
    return resolved;
  };
  const missing = (key: string) => (error: unknown) => {
    throw isNotFound(error) ? new FileMissingError(key) : error;
  };
  return {
    put: async (key, bytes) => {
      await fs.mkdir(path.dirname(full(key)), { recursive: true });
      await fs.writeFile(full(key), bytes);
    },
    get: (key) => fs.readFile(full(key)).catch(missing(key)),
    remove: (key) => fs.rm(full(key), { force: true }),
    // Written beside the key and renamed into place once complete and within the limit.
    putStream: async (key, body, { maxBytes }) => {
      const target = full(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${crypto.randomUUID()}.partial`;
      const limit = byteLimit(maxBytes);
      try {
        await pipeline(body, limit, createWriteStream(partial, { flags: "wx" }));
        await fs.rename(partial, target);
        return { size: limit.bytes };
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    getStream: async (key) => {
      const handle = await fs.open(full(key), "r").catch(missing(key));
      return handle.createReadStream();
    },
    stat: async (key) => {
      try {
        return { size: (await fs.stat(full(key))).size };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    copy: async (from, to) => {
      await fs.mkdir(path.dirname(full(to)), { recursive: true });
      await fs.copyFile(full(from), full(to)).catch(missing(from));
    },
    uploadUrl: async (file) => signFileUrl(urlSecret, "upload", file.fileSeq, file.expiresAt),
    downloadUrl: async (file) => signFileUrl(urlSecret, "download", file.fileSeq, file.expiresAt),
  };
}

export const newStorageKey = (divisionCode: string) =>
  `${divisionCode.toLowerCase()}/${new Date().toISOString().slice(0, 7)}/${crypto.randomUUID()}`;

/** Where a signed upload is received before it is checked: never the key a stored file is read from. */
export const pendingStorageKey = (divisionCode: string) => `pending/${newStorageKey(divisionCode)}`;

/** What an API-signed URL lets its holder do with a file: PUT its body or GET it. */
export type SignedPurpose = "upload" | "download";

const signatureOf = (secret: Buffer, purpose: SignedPurpose, fileSeq: number, expiresAtMs: number) =>
  crypto.createHmac("sha256", secret).update(`${purpose}.${fileSeq}.${expiresAtMs}`).digest("base64url");

/** HMAC-signed, expiring URLs served by the API: `/v2/files/{upload|download}/{fileSeq}`. */
export function signFileUrl(secret: Buffer, purpose: SignedPurpose, fileSeq: number, expiresAtMs: number): string {
  const signature = signatureOf(secret, purpose, fileSeq, expiresAtMs);
  return `/v2/files/${purpose}/${fileSeq}?expires=${expiresAtMs}&signature=${signature}`;
}

/** Milliseconds since the epoch, digits only: no sign, exponent, fraction or leading zero. */
const EXPIRES = /^[1-9][0-9]{0,15}$/;

/**
 * Checks an API-signed URL's query as it came: `expires` strictly parsed and not past, and the signature
 * compared in its canonical base64url form (a changed padding bit is another string, so it is refused).
 */
export function verifyFileUrl(
  secret: Buffer,
  purpose: SignedPurpose,
  fileSeq: number,
  expires: string | undefined,
  signature: string | undefined,
): boolean {
  if (!expires || !EXPIRES.test(expires) || !signature) return false;
  const expiresAtMs = Number(expires);
  if (expiresAtMs < Date.now()) return false;
  const expected = Buffer.from(signatureOf(secret, purpose, fileSeq, expiresAtMs));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
