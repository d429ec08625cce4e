import { z } from "zod";
import {
  GENDERS,
  OWNER_TYPES,
  POSITIONS,
  REGISTER_STATUSES,
  REGISTRATION_TYPES,
  SHARE_TYPES,
} from "./register.constants";

export const PhoneSchema = z.object({ phoneNo: z.string(), isContactAllowed: z.boolean() });
export const SubPhoneSchema = z.object({
  phoneSeq: z.number().int(),
  phoneNo: z.string(),
  isContactAllowed: z.boolean(),
  memo: z.string(),
});
export const RealAddressSchema = z.object({
  city: z.string(),
  gu: z.string(),
  dong: z.string(),
  jibun: z.string(),
  address: z.string(),
  detailAddress: z.string(),
});
export const PostAddressSchema = z.object({ address: z.string(), detailAddress: z.string(), zipNo: z.string() });

export const LandOwnershipSchema = z.object({
  landCategory: z.string().nullable(),
  utilization: z.string().nullable(),
  acquiredAt: z.string().nullable(),
  acquisitionPeriod: z.string().nullable(),
  totalArea: z.number().nullable(),
  incorporatedArea: z.number().nullable(),
  ownedArea: z.number().nullable(),
  portion: z.string().nullable(),
  hasSurfaceRight: z.boolean(),
});
export type LandOwnership = z.infer<typeof LandOwnershipSchema>;

export const BuildingOwnershipSchema = z.object({
  isPermitted: z.boolean(),
  unPermittedBuildingNo: z.string().nullable(),
  buildingUsage: z.string().nullable(),
  buildingStructure: z.string().nullable(),
  floor: z.string().nullable(),
  buildingName: z.string().nullable(),
  acquiredAt: z.string().nullable(),
  acquisitionPeriod: z.string().nullable(),
  useApprovedAt: z.string().nullable(),
  totalArea: z.number().nullable(),
  ownedArea: z.number().nullable(),
  portion: z.string().nullable(),
  associatedJibun: z.string().nullable(),
});
export type BuildingOwnership = z.infer<typeof BuildingOwnershipSchema>;

export const RegistrationAddressSchema = z.object({
  registrationAddressSeq: z.number().int(),
  registrationAddress: z.string(),
  registrationNo: z.string(),
  registrationType: z.enum(REGISTRATION_TYPES),
  registrationState: z.string(),
  registrationTrace: z.object({ isChanged: z.boolean() }),
});

export const LocalAddressSchema = z.object({
  localAddressSeq: z.number().int(),
  city: z.string(),
  gu: z.string(),
  dong: z.string(),
  jibun: z.string(),
  zoneRoad: z.string(),
  building: z.string(),
  apartmentDong: z.string(),
  apartmentFloor: z.string(),
  apartmentHosu: z.string(),
  checkStatus: z.enum(["Y", "N"]),
  registrationType: z.enum(REGISTRATION_TYPES),
  registrationAddresses: z.array(RegistrationAddressSchema),
  landOwnership: LandOwnershipSchema.nullable(),
  buildingOwnership: BuildingOwnershipSchema.nullable(),
});
export type LocalAddress = z.infer<typeof LocalAddressSchema>;

export const AgentSummarySchema = z.object({
  unionRegisterAgentSeq: z.number().int(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  relationType: z.string(),
});

export const OwnerSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNoMain: z.number().int(),
  unionRegisterNoSub: z.number().int(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  ownerType: z.enum(OWNER_TYPES),
  shareType: z.enum(SHARE_TYPES),
  isRepresentative: z.boolean(),
  position: z.enum(POSITIONS),
  positionDescription: z.string(),
  gender: z.enum(GENDERS),
  birth: z.string(),
  companyNo: z.string(),
  memo: z.string(),
  hasVotingRight: z.boolean(),
  hasSalesRight: z.boolean(),
  salesCount: z.number().int(),
  mainPhone: PhoneSchema,
  subPhones: z.array(SubPhoneSchema),
  realAddress: RealAddressSchema,
  postAddress: PostAddressSchema,
  etcAddress: z.string(),
  localAddresses: z.array(LocalAddressSchema),
  modifiedAt: z.string(),
  modifiedBy: z.string(),
  hasMultipleRight: z.boolean(),
  generation: z.number().int(),
  agent: AgentSummarySchema.nullable(),
  attribute: z.record(z.string(), z.string()),
  hasRegistrationChange: z.boolean(),
});
export type Owner = z.infer<typeof OwnerSchema>;

export const RegisterFileStatusSchema = z.object({
  status: z.enum(REGISTER_STATUSES),
  fileSeq: z.number().int().nullable(),
  fileName: z.string().nullable(),
  requestedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  ownerCount: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type RegisterFileStatus = z.infer<typeof RegisterFileStatusSchema>;

export const ActivityMappingSchema = z.object({
  attributeCode: z.string(),
  displayName: z.string(),
  order: z.number().int(),
});
export type ActivityMapping = z.infer<typeof ActivityMappingSchema>;

export const AgentSchema = z.object({
  unionRegisterAgentSeq: z.number().int(),
  linkedUnionRegister: z.object({
    unionRegisterSeq: z.number().int(),
    name: z.string(),
    unionRegisterNoMain: z.number().int(),
    unionRegisterNoSub: z.number().int(),
  }),
  relationType: z.string(),
  relationDescription: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  birth: z.string(),
  gender: z.enum(GENDERS),
  phoneNo: z.string(),
});
export type Agent = z.infer<typeof AgentSchema>;

export const OwnerOptionSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNoMain: z.number().int(),
  unionRegisterNoSub: z.number().int(),
  name: z.string(),
  birth: z.string(),
  hasAgent: z.boolean(),
});

/**
 * The main-number check: whether the owner may be the representative, and who else uses the number (the owner
 * itself left out) with the next free main number, for the single/shared rule of `mainNoConflict`.
 */
export const RepresentativeCheckSchema = z.object({
  isRepresentativeAllowed: z.boolean(),
  hasSingleOwner: z.boolean(),
  hasShareOwners: z.boolean(),
  nextMainNo: z.number().int(),
});
export type RepresentativeCheck = z.infer<typeof RepresentativeCheckSchema>;

/** The answer of the bulk delete. */
export const DeletedOwnersSchema = z.object({ deletedCount: z.number().int() });

/** The answer of the agent delete. */
export const DeletedAgentSchema = z.object({ unionRegisterAgentSeq: z.number().int() });

/** An owner's custom cells after an inline edit. */
export const OwnerActivitySchema = z.object({
  unionRegisterSeq: z.number().int(),
  attribute: z.record(z.string(), z.string()),
});

/** One located property of the rights tab (권리 내역): its land and building rights. */
export const LocalAddressRightsSchema = z.object({
  localAddressSeq: z.number().int(),
  dong: z.string(),
  jibun: z.string(),
  registrationType: z.string(),
  landOwnership: LocalAddressSchema.shape.landOwnership,
  buildingOwnership: LocalAddressSchema.shape.buildingOwnership,
});
export type LocalAddressRights = z.infer<typeof LocalAddressRightsSchema>;

/** n-m display of serial numbers: sub 0 shows n alone. */
export const formatSerial = (main: number, sub: number) => (sub > 0 ? `${main}-${sub}` : `${main}`);
