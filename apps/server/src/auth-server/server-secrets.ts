import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { type CryptoKey, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { Db } from "../db/client";
import { serverSecrets } from "./auth-server.table";

export type ServerSecrets = {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  jwks: ReturnType<typeof createLocalJWKSet>;
  fileUrlSecret: Buffer;
  /** Shared with the operator CLI through DATA_DIR/ops-token. */
  opsToken: string;
};

async function readOrCreate(db: Db, name: string, make: () => Promise<string>): Promise<string> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value;
  await db
    .insert(serverSecrets)
    .values({ name, value: await make() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing`);
  return row.value;
}

/** The ES256 key that signs tokens and the HMAC key of signed file URLs, made once per database. */
export async function loadServerSecrets(db: Db): Promise<ServerSecrets> {
  const signing = await readOrCreate(db, "es256-signing-key", async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, kid: crypto.randomUUID(), alg: "ES256", use: "sig" });
  });
  const fileSecret = await readOrCreate(db, "file-url-hmac", async () => crypto.randomBytes(32).toString("base64"));
  const opsToken = await readOrCreate(db, "ops-token", async () => crypto.randomBytes(24).toString("base64url"));
  const privateJwk = JSON.parse(signing) as JWK & { kid: string };
  const { d: _d, ...publicJwk } = privateJwk;
  const privateKey = (await importJWK(privateJwk, "ES256")) as CryptoKey;
  return {
    kid: privateJwk.kid,
    privateKey,
    publicJwk,
    jwks: createLocalJWKSet({ keys: [publicJwk] }),
    fileUrlSecret: Buffer.from(fileSecret, "base64"),
    opsToken,
  };
}
