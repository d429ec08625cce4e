import { z } from "zod";

export const EXTERNAL_SYSTEM_TYPES = ["DATA_ORDER", "SMS_SEND", "POST_SEND"] as const;
export const ExternalSystemTypeSchema = z.enum(EXTERNAL_SYSTEM_TYPES, { error: "점검 확인 유형을 확인해 주세요." });
export type ExternalSystemType = z.infer<typeof ExternalSystemTypeSchema>;

export const MaintenanceCheckBodySchema = z.object({ type: ExternalSystemTypeSchema });
export const MaintenanceStatusSchema = z.object({
  type: ExternalSystemTypeSchema,
  isUnderMaintenance: z.boolean(),
  message: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export type MaintenanceStatus = z.infer<typeof MaintenanceStatusSchema>;

export const EXTERNAL_SYSTEM_LABELS: Record<ExternalSystemType, string> = {
  DATA_ORDER: "자료 발급",
  SMS_SEND: "문자 발송",
  POST_SEND: "우편 발송",
};
export const maintenanceMessage = (type: ExternalSystemType) =>
  `현재 ${EXTERNAL_SYSTEM_LABELS[type]} 시스템 점검 중입니다. 점검이 끝난 뒤 다시 시도해 주세요.`;
