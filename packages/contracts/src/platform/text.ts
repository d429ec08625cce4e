import { config, locales, z } from "zod";
import { ERROR_MESSAGES } from "./errors";

/**
 * zod's own messages (a wrong type, a number out of range, a missing field) in Korean, on the server and in
 * the console alike, for every field without a message of its own. Called by name, not as `z.config`, which
 * the web build treats as pure; every request schema module imports this one, so it runs before any parse.
 */
config(locales.ko());

/** NUL, or half of a surrogate pair: text PostgreSQL (and any UTF-8 file) cannot hold. */
const FORBIDDEN = /\0|[\uD800-\uDFFF]/u;

export const hasForbiddenCharacters = (value: string) => FORBIDDEN.test(value);

const BLANK = /\s/;
/** Characters that show nothing: zero-width space, non-joiner and joiner, word joiner, byte order mark. */
const INVISIBLE = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);
const isInvisible = (unit: string) => BLANK.test(unit) || INVISIBLE.has(unit.charCodeAt(0));

/** The text without the blank and invisible characters around it (a loop, linear on any input). */
export function trimInvisible(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isInvisible(value.charAt(start))) start++;
  while (end > start && isInvisible(value.charAt(end - 1))) end--;
  return value.slice(start, end);
}

/** Text as typed, trimmed of blank and invisible characters, refusing NUL and lone surrogates. */
export const cleanText = (params?: { error: string }) =>
  z
    .string(params)
    .overwrite(trimInvisible)
    .refine((value) => !hasForbiddenCharacters(value), {
      message: ERROR_MESSAGES.INVALID_CHARACTERS,
    });

/** A required text: missing, blank or only invisible characters answers `message`. */
export const requiredText = (message: string) => cleanText({ error: message }).min(1, message);

/** An optional text up to `max` characters, "" when left out. */
export const optionalText = (max: number, message?: string) => cleanText().max(max, message).default("");
