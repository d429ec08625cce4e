import {
  LMS_MAX_BYTES,
  MANUAL_PHONE_MAX_DIGITS,
  MANUAL_PHONE_MIN_DIGITS,
  SMS_MAX_BYTES,
  type SmsType,
} from "./sms.constants";

/**
 * Bytes a text takes on the carrier (EUC-KR style): ASCII 1 byte, anything else (Korean, symbols,
 * emoji) 2 bytes. A line break counts as 1 byte; a Windows CRLF is normalised to one line break first.
 */
export function countBytes(text: string): number {
  let bytes = 0;
  for (const ch of text.replace(/\r\n/g, "\n")) bytes += (ch.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
  return bytes;
}

/** Longest prefix of `text` that fits in `maxBytes` (used to cut a draft, never a user's input). */
export function truncateToBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let out = "";
  for (const ch of text) {
    const size = (ch.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
    if (bytes + size > maxBytes) break;
    bytes += size;
    out += ch;
  }
  return out;
}

/** Spec 04 section 4: MMS with an image; LMS with a title or over 90 bytes; otherwise SMS. */
export function deriveSmsType(input: { title?: string | null; message?: string | null; imageCount?: number }): SmsType {
  if ((input.imageCount ?? 0) > 0) return "MMS";
  if ((input.title ?? "").trim().length > 0) return "LMS";
  return countBytes(input.message ?? "") > SMS_MAX_BYTES ? "LMS" : "SMS";
}

/** The byte limit of the message body for a type (90 for SMS, 2,000 for LMS and MMS). */
export const messageByteLimit = (type: SmsType) => (type === "SMS" ? SMS_MAX_BYTES : LMS_MAX_BYTES);

/** Digits of a phone number with hyphens, spaces and dots removed. */
export const normalizePhone = (value: string) => value.replace(/[\s.-]/g, "");

const MANUAL_PHONE = new RegExp(`^\\d{${MANUAL_PHONE_MIN_DIGITS},${MANUAL_PHONE_MAX_DIGITS}}$`);
export const isValidManualPhone = (value: string) => MANUAL_PHONE.test(value);

export type ManualNumbers = {
  /** Valid numbers, digits only, in input order without duplicates. */
  numbers: string[];
  /** Entries that are not 9 to 12 digits, as typed. */
  invalid: string[];
  /** Valid entries dropped because they were already in the list. */
  duplicates: string[];
};

/**
 * Spec 04 section 5: manual numbers are split by newline or comma and must be 9 to 12 digits.
 * Hyphens, dots and spaces inside an entry are ignored (010-1234-5678 is accepted as 01012345678).
 */
export function parseManualNumbers(input: string): ManualNumbers {
  const numbers: string[] = [];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  for (const raw of input.split(/[\n,]/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const digits = normalizePhone(entry);
    if (!isValidManualPhone(digits)) invalid.push(entry);
    else if (seen.has(digits)) duplicates.push(entry);
    else {
      seen.add(digits);
      numbers.push(digits);
    }
  }
  return { numbers, invalid, duplicates };
}

/** Total cost in won of a message to `count` recipients at a unit price. */
export const smsCost = (unitPrice: number, count: number) => unitPrice * count;
