import { z } from "zod";

export const ServiceInfoSchema = z.object({
  serviceDivisionCode: z.string(),
  serviceDivisionName: z.string(),
  serviceStartAt: z.string().nullable(),
  serviceEndAt: z.string().nullable(),
  depositBalance: z.number().int(),
  pointBalance: z.number().int(),
});
export type ServiceInfo = z.infer<typeof ServiceInfoSchema>;

export const SERVICE_DIVISION_LABELS: Record<string, string> = {
  BASIC: "기본형",
  PREMIUM: "프리미엄",
  TRIAL: "체험판",
};
