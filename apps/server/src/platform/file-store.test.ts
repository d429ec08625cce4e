import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { findFile, insertFile } from "../modules/files/files.repository";
import { createTestApp } from "../test/test-app";
import {
  FileMissingError,
  type FileStore,
  FileTooLargeError,
  localFileStore,
  signFileUrl,
  verifyFileUrl,
} from "./file-store";
import { fileStoreFromConfig } from "./file-store-from-config";
import { S3_PART_BYTES, s3FileStore } from "./s3-file-store";
import { startTestS3 } from "./s3-file-store.test-server";

const secret = crypto.randomBytes(32);
const parse = (url: string) => {
  const u = new URL(url, "http://x");
  return { expires: u.searchParams.get("expires") ?? "", signature: u.searchParams.get("signature") ?? "" };
};

describe("API-signed file URLs", () => {
  it("verify their own signature, purpose and file until they expire", () => {
    const { expires, signature } = parse(signFileUrl(secret, "upload", 7, Date.now() + 60_000));
    expect(verifyFileUrl(secret, "upload", 7, expires, signature)).toBe(true);
    expect(verifyFileUrl(secret, "download", 7, expires, signature)).toBe(false);
    expect(verifyFileUrl(secret, "upload", 8, expires, signature)).toBe(false);
    expect(verifyFileUrl(secret, "upload", 7, String(Number(expires) + 1), signature)).toBe(false);
    expect(verifyFileUrl(crypto.randomBytes(32), "upload", 7, expires, signature)).toBe(false);
  });

  it("refuse an expired URL", () => {
    const { expires, signature } = parse(signFileUrl(secret, "upload", 7, Date.now() - 1));
    expect(verifyFileUrl(secret, "upload", 7, expires, signature)).toBe(false);
  });

  it("refuse a signature whose unused base64url padding bits were changed", () => {
    const { expires, signature } = parse(signFileUrl(secret, "upload", 7, Date.now() + 60_000));
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(signature.at(-1)!);
    const changed = signature.slice(0, -1) + alphabet[last ^ 1];
    // The same 32 bytes once decoded: only the canonical text is the signature.
    expect(Buffer.from(changed, "base64url").equals(Buffer.from(signature, "base64url"))).toBe(true);
    expect(verifyFileUrl(secret, "upload", 7, expires, changed)).toBe(false);
  });

  it("parse expires strictly: no exponent, sign, fraction or leading zero", () => {
    const at = 1e13;
    const { signature } = parse(signFileUrl(secret, "upload", 7, at));
    expect(verifyFileUrl(secret, "upload", 7, "10000000000000", signature)).toBe(true);
    for (const expires of ["1e13", "+10000000000000", "10000000000000.0", "010000000000000", " 10000000000000", ""]) {
      expect(verifyFileUrl(secret, "upload", 7, expires, signature), expires).toBe(false);
    }
  });
});

const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d4944415478da63f8cfc0f01f0005000201a5f6d2d30000000049454e44ae426082", "hex"),
]);

/** A body of `total` bytes made as it is read: `pulled()` is how much the reader took, `sha256` what it holds. */
function madeBody(total: number, chunkBytes = 64 * 1024) {
  let pulled = 0;
  const hash = crypto.createHash("sha256");
  const stream = new Readable({
    read() {
      if (pulled >= total) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(chunkBytes, total - pulled), pulled % 251);
      pulled += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, pulled: () => pulled, sha256: () => hash.copy().digest("hex") };
}
const MB = 1024 * 1024;

type Harness = {
  store: FileStore;
  /** What a signed URL for `key` stands for: for the API's own URLs, a file row under that key. */
  signedFile: (key: string, size: number, status: "PENDING" | "STORED") => Promise<{ fileSeq: number; key: string }>;
  /** Where the bytes of a signed upload are read back. */
  uploadedKey: (file: { fileSeq: number; key: string }) => Promise<string>;
  /** A URL as the store gave it, made absolute (the API's own are relative to the API). */
  absolute: (url: string) => string;
  close: () => Promise<void>;
};

/** Local disk: its signed URLs are served by the API, so the real app listens on a free port. */
async function localHarness(): Promise<Harness> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as { port: number };
  return {
    store: localFileStore(t.filesDir, t.secrets.fileUrlSecret),
    signedFile: async (key, size, status) => {
      const row = await insertFile(t.handle.db, {
        unionSeq: null,
        uploadedBy: 1,
        divisionCode: "CALLING_NUMBER",
        originalName: "사업자등록증.png",
        contentType: "image/png",
        size,
        storageKey: key,
        status,
      });
      return { fileSeq: row.fileSeq, key };
    },
    uploadedKey: async (file) => (await findFile(t.handle.db, file.fileSeq))!.storageKey,
    absolute: (url) => `http://127.0.0.1:${port}${url}`,
    // Connections the tests' fetch kept open (keep-alive, or a body the server refused to read) end here,
    // so closing the app never waits on a client.
    close: async () => {
      t.app.server.closeAllConnections();
      await t.close();
    },
  };
}

async function s3Harness(): Promise<Harness> {
  const s3 = await startTestS3();
  return {
    store: s3FileStore(s3.config),
    signedFile: async (key) => ({ fileSeq: 0, key }),
    uploadedKey: async (file) => file.key,
    absolute: (url) => url,
    close: s3.close,
  };
}

describe.each([
  ["local disk", localHarness],
  ["S3-compatible (s3rver)", s3Harness],
])("FileStore on %s", (_name, makeHarness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(() => h.close());
  const newKey = () => `test/${crypto.randomUUID()}`;

  it("stores, reads, sizes and removes a file", async () => {
    const key = newKey();
    await h.store.put(key, PNG);
    expect((await h.store.get(key)).equals(PNG)).toBe(true);
    expect(await h.store.stat(key)).toEqual({ size: PNG.length });
    await h.store.remove(key);
    expect(await h.store.stat(key)).toBeNull();
    await expect(h.store.get(key)).rejects.toBeInstanceOf(FileMissingError);
  });

  it("answers a missing key with FileMissingError, and removing it is no error", async () => {
    const key = newKey();
    await expect(h.store.get(key)).rejects.toBeInstanceOf(FileMissingError);
    await expect(h.store.getStream(key)).rejects.toBeInstanceOf(FileMissingError);
    await expect(h.store.copy(key, newKey())).rejects.toBeInstanceOf(FileMissingError);
    expect(await h.store.stat(key)).toBeNull();
    await h.store.remove(key);
  });

  it("streams a body longer than an S3 part in and out", async () => {
    const key = newKey();
    const body = madeBody(2 * S3_PART_BYTES + 123);
    expect(await h.store.putStream(key, body.stream, { maxBytes: 3 * S3_PART_BYTES })).toEqual({
      size: 2 * S3_PART_BYTES + 123,
    });
    const hash = crypto.createHash("sha256");
    for await (const chunk of await h.store.getStream(key)) hash.update(chunk as Buffer);
    expect(hash.digest("hex")).toBe(body.sha256());
    await h.store.remove(key);
  });

  it("keeps a body of exactly its limit", async () => {
    const key = newKey();
    expect(await h.store.putStream(key, Readable.from([PNG]), { maxBytes: PNG.length })).toEqual({ size: PNG.length });
    expect((await h.store.get(key)).equals(PNG)).toBe(true);
    await h.store.remove(key);
  });

  it("refuses a body over its limit once past it, reading no further and storing nothing", async () => {
    for (const maxBytes of [1 * MB, S3_PART_BYTES + MB]) {
      const key = newKey();
      const body = madeBody(100 * MB);
      await expect(h.store.putStream(key, body.stream, { maxBytes })).rejects.toBeInstanceOf(FileTooLargeError);
      expect(body.pulled()).toBeLessThan(maxBytes + MB);
      expect(await h.store.stat(key)).toBeNull();
      await expect(h.store.get(key)).rejects.toBeInstanceOf(FileMissingError);
    }
  });

  it("copies a file to another key", async () => {
    const [from, to] = [newKey(), newKey()];
    await h.store.put(from, PNG);
    await h.store.copy(from, to);
    await h.store.remove(from);
    expect((await h.store.get(to)).equals(PNG)).toBe(true);
    await h.store.remove(to);
  });

  it("takes a presigned upload by a real HTTP PUT and reads it back", async () => {
    const file = await h.signedFile(`pending/${newKey()}`, PNG.length, "PENDING");
    const url = await h.store.uploadUrl({
      ...file,
      size: PNG.length,
      contentType: "image/png",
      expiresAt: Date.now() + 60_000,
    });
    const response = await fetch(h.absolute(url), {
      method: "PUT",
      body: PNG,
      headers: { "content-type": "image/png" },
    });
    expect(response.status).toBe(200);
    expect((await h.store.get(await h.uploadedKey(file))).equals(PNG)).toBe(true);
  });

  it("serves a file by a presigned download URL, named for the browser", async () => {
    const key = newKey();
    await h.store.put(key, PNG);
    const file = await h.signedFile(key, PNG.length, "STORED");
    const url = await h.store.downloadUrl({
      ...file,
      fileName: "사업자등록증.png",
      contentType: "image/png",
      expiresAt: Date.now() + 60_000,
    });
    const response = await fetch(h.absolute(url));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''%EC%82%AC");
  });
});

describe("local disk store", () => {
  it("leaves no partial file beside a refused key", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "johap-store-"));
    try {
      const store = localFileStore(root, secret);
      await expect(store.putStream("a/b", madeBody(3 * MB).stream, { maxBytes: MB })).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(fs.readdirSync(path.join(root, "a"))).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("fileStoreFromConfig", () => {
  it("keeps files in the S3 bucket when S3_BUCKET is set, under DATA_DIR/files otherwise", async () => {
    const s3 = await startTestS3();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-data-"));
    try {
      const s3Env = {
        DATA_DIR: dataDir,
        S3_BUCKET: s3.config.bucket,
        S3_ENDPOINT: s3.config.endpoint!,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "1",
      };
      await fileStoreFromConfig(loadConfig(s3Env), secret).put("a/in-bucket", PNG);
      expect((await s3FileStore(s3.config).get("a/in-bucket")).equals(PNG)).toBe(true);
      expect(fs.existsSync(path.join(dataDir, "files", "a", "in-bucket"))).toBe(false);

      await fileStoreFromConfig(loadConfig({ DATA_DIR: dataDir }), secret).put("a/on-disk", PNG);
      expect(fs.readFileSync(path.join(dataDir, "files", "a", "on-disk")).equals(PNG)).toBe(true);
    } finally {
      await s3.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
