import { z } from "zod";
import { isCommonCode } from "../common/common-codes";
import { UnionSeqParamsSchema } from "../platform/envelope";
import { optionalText, requiredText } from "../platform/text";
import { todayInSeoul } from "./acquisition-period";
import {
  AGENT_RELATION_TYPES,
  GENDERS,
  REGISTER_MESSAGES as M,
  MAX_CUSTOM_COLUMNS,
  MAX_SUB_PHONES,
  OWNER_TYPES,
  POSITIONS,
  REGISTRATION_TYPES,
  RIGHTS_CODE_GROUPS,
  SHARE_TYPES,
} from "./register.constants";
import { BuildingOwnershipSchema, LandOwnershipSchema } from "./register.schemas";

const PHONE = /^\d{9,11}$/;

/** `/unions/:unionSeq/registers/:unionRegisterSeq/...`: one owner of the union. */
export const OwnerParamsSchema = UnionSeqParamsSchema.extend({ unionRegisterSeq: z.coerce.number().int().positive() });

/** `/unions/:unionSeq/register-agents/:unionRegisterAgentSeq`: one agent of the union. */
export const AgentParamsSchema = UnionSeqParamsSchema.extend({
  unionRegisterAgentSeq: z.coerce.number().int().positive(),
});

export const OwnerPhoneBodySchema = z.object({
  phoneNo: z
    .string()
    .regex(/^(\d{9,11})?$/, M.phone)
    .default(""),
  isContactAllowed: z.boolean().default(true),
});

export const SubPhoneBodySchema = z.object({
  phoneSeq: z.number().int().optional(),
  phoneNo: z.string().regex(PHONE, M.phone),
  isContactAllowed: z.boolean().default(true),
  memo: optionalText(30, M.subPhoneMemoMax),
});

export const RegistrationAddressBodySchema = z.object({
  registrationAddressSeq: z.number().int().optional(),
  registrationAddress: requiredText(M.localAddress).max(200, M.localAddress),
  registrationNo: z
    .string()
    .trim()
    .regex(/^[\d-]{0,20}$/, M.localAddress)
    .default(""),
  registrationType: z.enum(REGISTRATION_TYPES, { error: M.localAddress }).default("LAND"),
});

export const LocalAddressBodySchema = z.object({
  localAddressSeq: z.number().int().optional(),
  city: requiredText(M.localAddress).max(20, M.localAddress),
  gu: optionalText(20, M.localAddress),
  dong: requiredText(M.localAddress).max(20, M.localAddress),
  jibun: requiredText(M.localAddress).max(20, M.localAddress),
  zoneRoad: optionalText(50, M.localAddress),
  building: optionalText(40, M.buildingMax),
  apartmentDong: optionalText(20, M.apartmentMax),
  apartmentFloor: optionalText(20, M.apartmentMax),
  apartmentHosu: optionalText(20, M.apartmentMax),
  registrationType: z.enum(REGISTRATION_TYPES, { error: M.localAddress }).default("LAND"),
  registrationAddresses: z.array(RegistrationAddressBodySchema).min(1, M.localAddress),
});

/** The owner form (create and modify, tab 소유자 정보) with every rule of spec 01 sections 4 and 5. */
export const OwnerBodySchema = z
  .object({
    unionRegisterNoMain: z.number().int().min(0, M.mainNoRequired).nullable().default(null),
    unionRegisterNoSub: z.number().int().min(0, M.subNoRequired).nullable().default(null),
    name: z.object({
      name: requiredText(M.nameRequired).max(30, M.nameMax),
      nameClass: optionalText(20, M.nameClassMax),
    }),
    ownerType: z.enum(OWNER_TYPES).default("NONE"),
    shareType: z.enum(SHARE_TYPES).default("SINGLE"),
    isRepresentative: z.boolean().default(false),
    position: z.enum(POSITIONS).default("NONE"),
    positionDescription: optionalText(8, M.positionDescriptionMax),
    gender: z.enum(GENDERS).default("NONE"),
    birth: z
      .string()
      .regex(/^(\d{8})?$/, M.birth)
      .default(""),
    companyNo: z
      .string()
      .transform((v) => v.replace(/-/g, ""))
      .pipe(z.string().regex(/^(\d{10}|\d{13})?$/, M.companyNo))
      .default(""),
    memo: optionalText(100, M.memoMax),
    hasVotingRight: z.boolean().default(true),
    hasSalesRight: z.boolean().default(false),
    salesCount: z.number().int().min(0, M.salesCountRequired).nullable().default(0),
    mainPhone: OwnerPhoneBodySchema.default({ phoneNo: "", isContactAllowed: true }),
    subPhones: z.array(SubPhoneBodySchema).max(MAX_SUB_PHONES, M.subPhonesMax).default([]),
    realAddress: z
      .object({
        city: optionalText(20, M.addressPartMax),
        gu: optionalText(20, M.addressPartMax),
        dong: optionalText(20, M.addressPartMax),
        jibun: optionalText(20, M.addressPartMax),
        address: optionalText(200, M.addressMax),
        detailAddress: optionalText(35, M.detailAddressMax),
      })
      .default({ city: "", gu: "", dong: "", jibun: "", address: "", detailAddress: "" }),
    postAddress: z
      .object({
        address: optionalText(200, M.addressMax),
        detailAddress: optionalText(35, M.detailAddressMax),
        zipNo: z
          .string()
          .regex(/^\d{0,5}$/, M.zipNo)
          .default(""),
      })
      .default({ address: "", detailAddress: "", zipNo: "" }),
    etcAddress: optionalText(100, M.etcAddressMax),
    localAddresses: z.array(LocalAddressBodySchema).min(1, M.localAddress),
  })
  .superRefine((owner, ctx) => {
    if (owner.position === "EXECUTIVE" && !owner.positionDescription) {
      ctx.addIssue({ code: "custom", path: ["positionDescription"], message: M.positionDescriptionRequired });
    }
    if (owner.shareType === "SHARE") {
      if (!owner.unionRegisterNoMain || owner.unionRegisterNoMain < 1) {
        ctx.addIssue({ code: "custom", path: ["unionRegisterNoMain"], message: M.mainNoRequired });
      }
      if (!owner.unionRegisterNoSub || owner.unionRegisterNoSub < 1) {
        ctx.addIssue({ code: "custom", path: ["unionRegisterNoSub"], message: M.subNoRequired });
      }
    }
    if (owner.hasSalesRight && (owner.salesCount == null || owner.salesCount < 1)) {
      ctx.addIssue({ code: "custom", path: ["salesCount"], message: M.salesCountRequired });
    }
  });
export type OwnerBody = z.input<typeof OwnerBodySchema>;
export type OwnerInput = z.output<typeof OwnerBodySchema>;

/** Applies the form dependencies of spec 01 section 4 (server and client alike). */
export function normalizeOwner(owner: OwnerInput): OwnerInput {
  const single = owner.shareType === "SINGLE";
  const positionDescription =
    owner.position === "NONE" ? "" : owner.position === "MEMBER" ? "조합원" : owner.positionDescription;
  return {
    ...owner,
    unionRegisterNoSub: single ? 0 : owner.unionRegisterNoSub,
    isRepresentative: single ? false : owner.isRepresentative,
    positionDescription,
    salesCount: owner.hasSalesRight ? (owner.salesCount ?? 1) : 0,
  };
}

const FILTER_NO = /^(?!.*--)[\d-]{0,11}$/;
/** The largest number an `integer` column holds: a filter number past it would fail the query. */
const INTEGER_MAX = 2_147_483_647;
const attributeFilters = Object.fromEntries(
  Array.from({ length: MAX_CUSTOM_COLUMNS }, (_, i) => [`attribute${i + 1}`, z.string().max(100).optional()]),
) as Record<`attribute${number}`, z.ZodOptional<z.ZodString>>;

export const ListRegistersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(10_000).default(10),
  unionRegisterNo: z
    .string()
    .regex(FILTER_NO, M.unionRegisterNoFilter)
    .refine((value) => value.split("-").every((part) => Number(part) <= INTEGER_MAX), M.unionRegisterNoFilter)
    .optional(),
  name: z.string().max(30, M.nameFilter).optional(),
  phoneNo: z
    .string()
    .regex(/^\d{0,11}$/, M.phoneFilter)
    .optional(),
  realAddress: z.string().max(100).optional(),
  jibun: z.string().max(20).optional(),
  buildingName: z.string().max(40).optional(),
  dong: z.string().max(20).optional(),
  hosu: z.string().max(20).optional(),
  ...attributeFilters,
});
export type ListRegistersQuery = z.infer<typeof ListRegistersQuerySchema>;

export const DeleteRegistersBodySchema = z.object({
  unionRegisterSeqs: z.array(z.number().int().positive()).min(1, M.deleteNone).max(10_000),
});

export const FileStatusPatchSchema = z.object({ status: z.enum(["CONFIRM", "CANCEL"]) });

/** A custom column's code: attribute1 to attribute10. */
const ATTRIBUTE_CODE = /^attribute([1-9]|10)$/;

export const ActivityMappingsBodySchema = z
  .array(
    z.object({
      attributeCode: z.string().regex(ATTRIBUTE_CODE, M.columnUnknown),
      displayName: requiredText(M.columnTitleEmpty).max(20, M.columnTitleMax),
      order: z.number().int().min(0),
      /**
       * Ours: a column added in this save. Its code may be one removed in the same save (lowest free
       * number), so its cells are cleared rather than keeping the removed column's values.
       */
      isNew: z.boolean().optional(),
    }),
  )
  .max(MAX_CUSTOM_COLUMNS, M.columnLimit);
export type ActivityMappingsBody = z.input<typeof ActivityMappingsBodySchema>;

export const ActivityPatchBodySchema = z.object({
  unionRegisterSeq: z.number().int().positive(),
  activity: z.record(z.string().regex(ATTRIBUTE_CODE), z.string().max(100), {
    error: (issue) => (issue.code === "invalid_key" ? M.columnUnknown : undefined),
  }),
});

/** The owner picker of the agent form: owners whose name contains `name`. */
export const OwnerOptionsQuerySchema = z.object({ name: z.string().max(30, M.nameFilter).optional() });

export const RepresentativeCheckQuerySchema = z.object({
  unionRegisterNoMain: z.coerce.number().int().min(1, M.mainNoRequired),
  unionRegisterSeq: z.coerce.number().int().positive().optional(),
});

export const AgentBodySchema = z
  .object({
    linkedUnionRegister: z.object({ unionRegisterSeq: z.number({ error: M.agentOwnerRequired }).int().positive() }),
    relationType: z.enum(AGENT_RELATION_TYPES, { error: M.agentRelationRequired }),
    relationDescription: optionalText(20, M.agentRelationDescription),
    name: z.object({
      name: requiredText(M.agentNameRequired).max(30, M.agentNameMax),
      nameClass: optionalText(10, M.agentNameClassMax),
    }),
    // Missing, null or empty says what is missing; only a birth date that is there is checked for 8 digits.
    birth: z
      .string({ error: M.agentBirthRequired })
      .min(1, { error: M.agentBirthRequired, abort: true })
      .regex(/^\d{8}$/, M.birth),
    gender: z.enum(GENDERS, { error: M.agentGenderRequired }),
    phoneNo: z.string().min(1, M.agentPhoneRequired).regex(PHONE, M.phone),
  })
  .superRefine((agent, ctx) => {
    if (agent.relationType === "ETC" && !agent.relationDescription) {
      ctx.addIssue({ code: "custom", path: ["relationDescription"], message: M.agentRelationDescription });
    }
  });
export type AgentBody = z.input<typeof AgentBodySchema>;

const area = z
  .number()
  .min(0, "면적은 0 이상으로 입력해 주세요.")
  .multipleOf(0.001, "면적은 소수점 셋째 자리까지 입력할 수 있습니다.")
  .nullable();
const portion = z
  .string()
  .regex(/^[\d/]*$/, "지분은 숫자와 '/'만 입력할 수 있습니다.")
  .nullable();
/** A code of a rights code group, or nothing (null or blank, which the save stores as null). */
const rightsCode = (field: keyof typeof RIGHTS_CODE_GROUPS) =>
  z
    .string()
    .nullable()
    .refine((code) => !code?.trim() || isCommonCode(RIGHTS_CODE_GROUPS[field], code), M[field]);
const pastDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "취득일을 확인해 주세요.")
  .refine((d) => d <= todayInSeoul(), "취득일은 오늘 이후일 수 없습니다.")
  .nullable();

export const LocalAddressRightsBodySchema = z.array(
  z.object({
    localAddressSeq: z.number().int().positive(),
    /** The property as the tab shows it (spec 01 §7); its location is changed on the owner form, not here. */
    dong: z.string().optional(),
    jibun: z.string().optional(),
    registrationType: z.enum(REGISTRATION_TYPES).optional(),
    landOwnership: LandOwnershipSchema.extend({
      landCategory: rightsCode("landCategory"),
      acquiredAt: pastDate,
      totalArea: area,
      incorporatedArea: area,
      ownedArea: area,
      portion,
    }).nullable(),
    buildingOwnership: BuildingOwnershipSchema.extend({
      buildingUsage: rightsCode("buildingUsage"),
      buildingStructure: rightsCode("buildingStructure"),
      buildingName: z.string().max(50, "건물명은 50자까지 입력할 수 있습니다.").nullable(),
      acquiredAt: pastDate,
      totalArea: area,
      ownedArea: area,
      portion,
    }).nullable(),
  }),
);
export type LocalAddressRightsBody = z.infer<typeof LocalAddressRightsBodySchema>;
