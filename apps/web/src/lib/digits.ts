/** Korean phone numbers have at most 11 digits (010-1234-5678). */
export const PHONE_MAX_DIGITS = 11;
/** Birth dates are typed as yyyyMMdd. */
export const BIRTH_DATE_DIGITS = 8;
/** Korean postal codes have 5 digits. */
export const ZIP_CODE_DIGITS = 5;

/**
 * The digits of typed or pasted text, at most `maxDigits` of them. Non-digits go first and the cut comes
 * after, so a pasted "010-5555-7777" keeps all its digits: "01055557777".
 */
export const digitsOnly = (value: string, maxDigits = Number.POSITIVE_INFINITY): string =>
  value.replace(/\D/g, "").slice(0, maxDigits);

/** Digits and '-' only (registry and serial numbers), cleaned before the cut at `maxLength` characters. */
export const digitsAndHyphens = (value: string, maxLength = Number.POSITIVE_INFINITY): string =>
  value.replace(/[^\d-]/g, "").slice(0, maxLength);
