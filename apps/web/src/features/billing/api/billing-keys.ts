export const billingKeys = {
  all: ["billing"] as const,
  serviceInfo: (unionSeq: number) => [...billingKeys.all, "service-info", unionSeq] as const,
};
