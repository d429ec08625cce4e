import { digitsOnly } from "../../lib/digits";

/** Company numbers keep up to 13 digits: a 10-digit business or a 13-digit corporate registration number. */
export const COMPANY_NO_MAX_DIGITS = 13;

/**
 * Spec 01 §5: companyNo shown with hyphens, formatted while typing.
 * 10 digits: 123-45-67890 (business registration); 13 digits: 110111-1234567 (corporate registration).
 */
export function formatCompanyNo(value: string): string {
  const digits = digitsOnly(value, COMPANY_NO_MAX_DIGITS);
  if (digits.length > 10) return `${digits.slice(0, 6)}-${digits.slice(6)}`;
  if (digits.length > 5) return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  if (digits.length > 3) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}
