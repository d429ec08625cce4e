import type { Office, OfficeInput, OfficeManager } from "@johap/contracts";
import type { officeManagers, offices } from "./office.table";

type OfficeRow = typeof offices.$inferSelect;
type OfficeManagerRow = typeof officeManagers.$inferSelect;

/** The one place an office row becomes the contract's Office. */
export const toOffice = (row: OfficeRow): Office => ({
  name: row.name,
  address: { address: row.address, detailAddress: row.detailAddress, zipNo: row.zipNo },
  phoneNo: row.phoneNo,
  email: row.email,
  faxNo: row.faxNo,
  managerName: row.managerName,
  managerPhoneNo: row.managerPhoneNo,
  createdAt: row.createdAt.toISOString(),
  modifiedAt: row.modifiedAt.toISOString(),
});

/** The columns an office body writes. */
export const officeColumns = (input: OfficeInput) => ({
  name: input.name,
  zipNo: input.address.zipNo,
  address: input.address.address,
  detailAddress: input.address.detailAddress,
  phoneNo: input.phoneNo,
  email: input.email,
  faxNo: input.faxNo,
  managerName: input.managerName,
  managerPhoneNo: input.managerPhoneNo,
});

export const toOfficeManager = (row: OfficeManagerRow): OfficeManager => ({
  unionManagerSeq: row.unionManagerSeq,
  name: row.name,
  phoneNo: row.phoneNo,
  email: row.email,
});
