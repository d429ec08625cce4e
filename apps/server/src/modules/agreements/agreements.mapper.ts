import type { AgreementRegister, AgreementStatus } from "@johap/contracts";
import type { AgreementRow } from "./agreements.repository";

/** A row of the consent-status list as the contract's shape. */
export const toAgreementRegister = (row: AgreementRow): AgreementRegister => ({
  unionRegisterSeq: row.unionRegisterSeq,
  unionRegisterNo: row.unionRegisterNoSub
    ? `${row.unionRegisterNoMain}-${row.unionRegisterNoSub}`
    : `${row.unionRegisterNoMain}`,
  name: { name: row.name, nameClass: row.nameClass },
  mainPhone: row.mainPhone,
  postAddress: row.postAddress,
  agent: row.agentPhoneNo ? { name: row.agentName ?? "", phoneNo: row.agentPhoneNo } : null,
  localAddresses: row.localAddresses,
  consentStatus: row.consentStatus as AgreementStatus,
  responseAt: row.responseAt,
  modifiedAt: row.modifiedAt ? new Date(row.modifiedAt).toISOString() : null,
});
