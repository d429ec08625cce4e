import { z } from "zod";
import { optionalText, requiredText } from "../platform/text";
import {
  PERMISSION_MESSAGES as M,
  MANAGER_GROUP_MEMO_MAX,
  MANAGER_GROUP_NAME_MAX,
  SERVICE_TYPES,
} from "./permissions.constants";

const id = z.coerce.number().int().positive();

export const TargetServiceParamsSchema = z.object({ id });
export const ManagerGroupParamsSchema = TargetServiceParamsSchema.extend({ groupId: id });
export const GroupServiceManagerParamsSchema = ManagerGroupParamsSchema.extend({ serviceManagerId: id });

const groupName = requiredText(M.nameRequired).max(MANAGER_GROUP_NAME_MAX, M.nameTooLong);

/** POST .../manager-groups {serviceType, name}. */
export const CreateManagerGroupBodySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES).default("OMS"),
  name: groupName,
});
export type CreateManagerGroupBody = z.input<typeof CreateManagerGroupBodySchema>;

/** PATCH .../manager-groups/{groupId} {name, memo}. */
export const UpdateManagerGroupBodySchema = z.object({
  name: groupName,
  memo: optionalText(MANAGER_GROUP_MEMO_MAX, M.memoTooLong),
});
export type UpdateManagerGroupBody = z.input<typeof UpdateManagerGroupBodySchema>;

export const ManagerGroupsQuerySchema = z.object({ serviceType: z.enum(SERVICE_TYPES).optional() });

/** PUT .../manager-groups/{groupId}/menus {menuIds}: replaces the group's checked sub-menus. */
export const PutGroupMenusBodySchema = z.object({ menuIds: z.array(z.number().int().positive()).max(500) });
export type PutGroupMenusBody = z.infer<typeof PutGroupMenusBodySchema>;

/** POST .../manager-groups/{groupId}/service-managers {serviceManagerIds}. */
export const AddGroupServiceManagersBodySchema = z.object({
  serviceManagerIds: z.array(z.number().int().positive(), { error: M.selectPersons }).min(1, M.selectPersons).max(500),
});
export type AddGroupServiceManagersBody = z.infer<typeof AddGroupServiceManagersBodySchema>;

/** Name and phone filters (spec 01 §5): name max 30, phone digits only, max 11. */
export const ServiceManagerFiltersSchema = z.object({
  name: optionalText(30, M.nameFilterTooLong),
  phoneNo: z
    .string()
    .trim()
    .regex(/^\d{0,11}$/, M.phoneFilterInvalid)
    .default(""),
});
export type ServiceManagerFilters = z.input<typeof ServiceManagerFiltersSchema>;

/** GET /v2/target-services/{id}/service-managers (serviceType, name, phoneNo). */
export const ServiceManagersQuerySchema = ServiceManagerFiltersSchema.extend({
  serviceType: z.enum(SERVICE_TYPES).optional(),
});

/** POST /v2/service-managers/{id}/delegate {delegateeServiceManagerId}. */
export const DelegateBodySchema = z.object({ delegateeServiceManagerId: z.number().int().positive() });
export type DelegateBody = z.infer<typeof DelegateBodySchema>;
