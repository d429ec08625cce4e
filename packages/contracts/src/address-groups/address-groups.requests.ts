import { z } from "zod";
import { optionalText, requiredText } from "../platform/text";
import { ListRegistersQuerySchema } from "../register/register.requests";
import {
  ADDRESS_GROUP_MEMBERS_MAX,
  ADDRESS_GROUP_MEMO_MAX,
  ADDRESS_GROUP_NAME_MAX,
  ADDRESS_GROUP_PAGE_SIZE,
  ADDRESS_GROUP_MESSAGES as M,
} from "./address-groups.constants";

const nameFilter = z.string().max(30, "이름은 30자까지 입력할 수 있습니다.");

/** Spec 04 §7 GET register-groups: filters group name and member name (max 30), paged at 10. */
export const ListRegisterGroupsQuerySchema = z.object({
  unionRegisterGroupName: nameFilter.optional(),
  unionRegisterName: nameFilter.optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(ADDRESS_GROUP_PAGE_SIZE),
});
export type ListRegisterGroupsQuery = z.output<typeof ListRegisterGroupsQuerySchema>;
export type ListRegisterGroupsParams = z.input<typeof ListRegisterGroupsQuerySchema>;

/** Spec 04 §7 POST and PUT register-groups: name (그룹명을 입력해주세요.), memo, the owners in the group. */
export const RegisterGroupBodySchema = z.object({
  name: requiredText(M.nameRequired).max(ADDRESS_GROUP_NAME_MAX, M.nameMax),
  memo: optionalText(ADDRESS_GROUP_MEMO_MAX, M.memoMax),
  unionRegisterSeqs: z
    .array(z.number().int().positive())
    .max(ADDRESS_GROUP_MEMBERS_MAX, M.membersMax)
    .default([])
    .transform((seqs) => [...new Set(seqs)]),
});
export type RegisterGroupBody = z.input<typeof RegisterGroupBodySchema>;
export type RegisterGroupInput = z.output<typeof RegisterGroupBodySchema>;

/** Spec 04 §7 DELETE register-groups with body unionRegisterGroupSeqs (삭제할 그룹을 선택해주세요.). */
export const DeleteRegisterGroupsBodySchema = z.object({
  unionRegisterGroupSeqs: z.array(z.number().int().positive(), { error: M.deleteNone }).min(1, M.deleteNone).max(1000),
});
export type DeleteRegisterGroupsBody = z.input<typeof DeleteRegisterGroupsBodySchema>;

export const RegisterGroupParamsSchema = z.object({
  unionSeq: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});

/** GET register-groups/{id}/registers and GET /v2/registers/all: the register grid's filters and paging. */
export const GroupRegistersQuerySchema = ListRegistersQuerySchema;
export type GroupRegistersQuery = z.output<typeof GroupRegistersQuerySchema>;

/** The optional group filter other recipient pickers (SMS, consents) add to their candidate queries. */
export const unionRegisterGroupFilter = z.coerce.number().int().positive().optional();
