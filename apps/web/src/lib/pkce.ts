import { CODE_VERIFIER_LENGTH } from "@johap/contracts";

/** RFC 7636 §4.1: the unreserved characters a code verifier is made of. */
export const UNRESERVED_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";

export type RandomBytes = (count: number) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/**
 * A random string of unreserved characters. Bytes at or above the largest multiple of the alphabet
 * size are skipped, so every character is equally likely.
 */
export function randomUnreservedString(length: number, randomBytes: RandomBytes = cryptoRandomBytes): string {
  const alphabet = UNRESERVED_CHARACTERS;
  const limit = 256 - (256 % alphabet.length);
  let result = "";
  while (result.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte >= limit) continue;
      result += alphabet[byte % alphabet.length];
      if (result.length === length) break;
    }
  }
  return result;
}

export const createCodeVerifier = (randomBytes?: RandomBytes) =>
  randomUnreservedString(CODE_VERIFIER_LENGTH, randomBytes);

export const createState = (randomBytes?: RandomBytes) => randomUnreservedString(32, randomBytes);

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** S256 code challenge: BASE64URL(SHA256(ASCII(verifier))). */
export async function computeCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
