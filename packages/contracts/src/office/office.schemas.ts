import { z } from "zod";

export const OfficeAddressSchema = z.object({ address: z.string(), detailAddress: z.string(), zipNo: z.string() });

/** Spec 01 §3 Office. */
export const OfficeSchema = z.object({
  name: z.string(),
  address: OfficeAddressSchema,
  phoneNo: z.string(),
  email: z.string(),
  faxNo: z.string(),
  managerName: z.string(),
  managerPhoneNo: z.string(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type Office = z.infer<typeof OfficeSchema>;

/** Spec 01 §3 Office manager: a contact person of the office (not a console user). */
export const OfficeManagerSchema = z.object({
  unionManagerSeq: z.number().int(),
  name: z.string(),
  phoneNo: z.string(),
  email: z.string(),
});
export type OfficeManager = z.infer<typeof OfficeManagerSchema>;
