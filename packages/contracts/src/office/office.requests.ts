import { z } from "zod";
import { UnionSeqParamsSchema } from "../platform/envelope";
import { optionalText, requiredText } from "../platform/text";
import {
  OFFICE_MESSAGES as M,
  OFFICE_ADDRESS_MAX,
  OFFICE_DETAIL_ADDRESS_MAX,
  OFFICE_EMAIL_MAX,
  OFFICE_MANAGER_NAME_MAX,
  OFFICE_NAME_MAX,
  OFFICE_PHONE_MAX_DIGITS,
  OFFICE_ZIP_NO_MAX_DIGITS,
} from "./office.constants";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const digitsUpTo = (max: number, message: string) =>
  z
    .string()
    .regex(new RegExp(`^\\d{0,${max}}$`), message)
    .default("");

/** Empty, or a valid address ('유효한 이메일을 입력해주세요.'). */
const optionalEmail = z
  .string()
  .trim()
  .max(OFFICE_EMAIL_MAX, M.emailInvalid)
  .refine((value) => value === "" || EMAIL.test(value), M.emailInvalid)
  .default("");

/** Spec 01 §5 office edit: name and phone required; phone digits only, max 11. */
export const OfficeBodySchema = z.object({
  name: requiredText(M.officeNameRequired).max(OFFICE_NAME_MAX, M.officeNameMax),
  phoneNo: z
    .string({ error: M.officePhoneRequired })
    .min(1, M.officePhoneRequired)
    .regex(new RegExp(`^\\d{0,${OFFICE_PHONE_MAX_DIGITS}}$`), M.officePhoneDigits),
  faxNo: digitsUpTo(OFFICE_PHONE_MAX_DIGITS, M.faxNoDigits),
  email: optionalEmail,
  address: z
    .object({
      zipNo: digitsUpTo(OFFICE_ZIP_NO_MAX_DIGITS, M.zipNo),
      address: optionalText(OFFICE_ADDRESS_MAX, M.addressMax),
      detailAddress: optionalText(OFFICE_DETAIL_ADDRESS_MAX, M.detailAddressMax),
    })
    .default({ zipNo: "", address: "", detailAddress: "" }),
  managerName: optionalText(OFFICE_MANAGER_NAME_MAX, M.managerNameMax),
  managerPhoneNo: digitsUpTo(OFFICE_PHONE_MAX_DIGITS, M.managerPhoneDigits),
});
export type OfficeBody = z.input<typeof OfficeBodySchema>;
export type OfficeInput = z.output<typeof OfficeBodySchema>;

/** Spec 01 §5: the phone keeps digits only, at most 11 (applied while typing). */
export const officePhoneDigits = (value: string) => value.replace(/\D/g, "").slice(0, OFFICE_PHONE_MAX_DIGITS);

/**
 * Spec 01 §5 office manager registration: name required; phone required, 10-11 digits (non-digits
 * stripped); email valid.
 */
export const OfficeManagerBodySchema = z.object({
  name: requiredText(M.managerNameRequired).max(OFFICE_MANAGER_NAME_MAX, M.managerNameMax),
  phoneNo: z
    .string({ error: M.managerPhoneRequired })
    .transform((value) => value.replace(/\D/g, ""))
    .pipe(
      z
        .string()
        .min(1, M.managerPhoneRequired)
        .regex(/^\d{10,11}$/, M.managerPhoneInvalid),
    ),
  email: optionalEmail,
});
export type OfficeManagerBody = z.input<typeof OfficeManagerBodySchema>;
export type OfficeManagerInput = z.output<typeof OfficeManagerBodySchema>;

export const OfficeManagerParamsSchema = UnionSeqParamsSchema.extend({
  unionManagerSeq: z.coerce.number().int().positive(),
});
