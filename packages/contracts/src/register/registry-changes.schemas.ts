import { z } from "zod";
import { requiredText } from "../platform/text";

export const REGISTRATION_TRACE_STATUSES = ["ACTIVATING", "ACTIVATED", "DEACTIVATING", "DEACTIVATED"] as const;
export const RegistrationTraceSchema = z.object({ registrationTraceStatus: z.enum(REGISTRATION_TRACE_STATUSES) });

export const ChangeHistoryRowSchema = z.object({
  changeHistorySeq: z.number().int(),
  unionRegisterSeq: z.number().int(),
  registrationNo: z.string(),
  registrationReceipt: z.object({ registrationPurpose: z.string(), receivedAt: z.string(), receiptStep: z.string() }),
  registrationAddress: z.string(),
  modifiedAt: z.string(),
});
export type ChangeHistoryRow = z.infer<typeof ChangeHistoryRowSchema>;

/**
 * A row of the union's change history (조합원 명부 변동 이력): the change and the owner it belongs to (its serial
 * number and name, null once the owner is deleted), so the page can lead back to the owner in the grid.
 */
export const ChangeHistoryListRowSchema = ChangeHistoryRowSchema.extend({
  owner: z
    .object({
      unionRegisterNoMain: z.number().int(),
      unionRegisterNoSub: z.number().int(),
      name: z.string(),
    })
    .nullable(),
});
export type ChangeHistoryListRow = z.infer<typeof ChangeHistoryListRowSchema>;

export const ChangeNoticeSchema = z.object({
  autoChanges: z.array(ChangeHistoryRowSchema.extend({ isRead: z.boolean() })),
  manualChanges: z.array(ChangeHistoryRowSchema.extend({ isRead: z.boolean() })),
});

/** The answer of opening an owner's notice (열람 처리). */
export const ChangeNoticeConfirmedSchema = z.object({ unionRegisterSeq: z.number().int() });

const HISTORY_NO = /^(?!.*--)[\d-]{0,16}$/;
export const ChangeHistoriesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  registrationNo: z.string().regex(HISTORY_NO, "등기 고유번호는 숫자와 '-'로 16자까지 입력할 수 있습니다.").optional(),
  registrationPurpose: z.string().max(30, "등기 목적은 30자까지 입력할 수 있습니다.").optional(),
  registrationAddress: z.string().max(50, "주소는 50자까지 입력할 수 있습니다.").optional(),
});

export const FindRegistrationAddressesBodySchema = z.object({
  address: requiredText("검색할 주소를 입력해 주세요.")
    .min(2, "검색할 주소를 2자 이상 입력해 주세요.")
    .max(100, "주소는 100자까지 입력할 수 있습니다."),
});
export const RegistryAddressSchema = z.object({
  registrationAddress: z.string(),
  registrationNo: z.string(),
  registrationType: z.string(),
});

export const REGISTRY_MAINTENANCE_MESSAGE = "등기소 시스템 점검 중입니다. 잠시 후 다시 시도해 주세요.";
export const TRACE_DEACTIVATE_CONFIRM =
  "등기 변동 알림을 끄시겠습니까? 끄는 동안 발생한 변동 사항은 확인할 수 없습니다.";
