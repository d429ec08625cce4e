import type { Owner, OwnerBody } from "@johap/contracts";
import { formatCompanyNo } from "../../company-no";

type LocalAddressBody = OwnerBody["localAddresses"][number];
type RegistrationAddressBody = LocalAddressBody["registrationAddresses"][number];

export const emptyRegistrationAddress = (): RegistrationAddressBody => ({
  registrationAddress: "",
  registrationNo: "",
  registrationType: "LAND",
});

export const emptyLocalAddress = (): LocalAddressBody => ({
  city: "",
  gu: "",
  dong: "",
  jibun: "",
  zoneRoad: "",
  building: "",
  apartmentDong: "",
  apartmentFloor: "",
  apartmentHosu: "",
  registrationType: "LAND",
  registrationAddresses: [emptyRegistrationAddress()],
});

export const emptySubPhone = () => ({ phoneNo: "", isContactAllowed: true, memo: "" });

/** Spec 01 §4 defaults for a new owner: SINGLE, ownerType NONE, gender NONE, position NONE. */
export function emptyOwnerForm(): OwnerBody {
  return {
    unionRegisterNoMain: null,
    unionRegisterNoSub: 0,
    name: { name: "", nameClass: "" },
    ownerType: "NONE",
    shareType: "SINGLE",
    isRepresentative: false,
    position: "NONE",
    positionDescription: "",
    gender: "NONE",
    birth: "",
    companyNo: "",
    memo: "",
    hasVotingRight: true,
    hasSalesRight: false,
    salesCount: 0,
    mainPhone: { phoneNo: "", isContactAllowed: true },
    subPhones: [],
    realAddress: { city: "", gu: "", dong: "", jibun: "", address: "", detailAddress: "" },
    postAddress: { address: "", detailAddress: "", zipNo: "" },
    etcAddress: "",
    localAddresses: [emptyLocalAddress()],
  };
}

/** The form values of a stored owner (seqs kept, so located properties keep their rights). */
export function ownerToForm(owner: Owner): OwnerBody {
  return {
    unionRegisterNoMain: owner.unionRegisterNoMain,
    unionRegisterNoSub: owner.unionRegisterNoSub,
    name: { ...owner.name },
    ownerType: owner.ownerType,
    shareType: owner.shareType,
    isRepresentative: owner.isRepresentative,
    position: owner.position,
    positionDescription: owner.positionDescription,
    gender: owner.gender,
    birth: owner.birth,
    companyNo: formatCompanyNo(owner.companyNo),
    memo: owner.memo,
    hasVotingRight: owner.hasVotingRight,
    hasSalesRight: owner.hasSalesRight,
    salesCount: owner.salesCount,
    mainPhone: { ...owner.mainPhone },
    subPhones: owner.subPhones.map((phone) => ({ ...phone })),
    realAddress: { ...owner.realAddress },
    postAddress: { ...owner.postAddress },
    etcAddress: owner.etcAddress,
    localAddresses: owner.localAddresses.map((local) => ({
      localAddressSeq: local.localAddressSeq,
      city: local.city,
      gu: local.gu,
      dong: local.dong,
      jibun: local.jibun,
      zoneRoad: local.zoneRoad,
      building: local.building,
      apartmentDong: local.apartmentDong,
      apartmentFloor: local.apartmentFloor,
      apartmentHosu: local.apartmentHosu,
      registrationType: local.registrationType,
      registrationAddresses: local.registrationAddresses.map((registration) => ({
        registrationAddressSeq: registration.registrationAddressSeq,
        registrationAddress: registration.registrationAddress,
        registrationNo: registration.registrationNo,
        registrationType: registration.registrationType,
      })),
    })),
  };
}
