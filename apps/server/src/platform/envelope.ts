import type { Pagination } from "@johap/contracts";

export const ok = <T>(data: T) => ({ status: 200, data });
export const created = <T>(data: T) => ({ status: 201, data });
export const paged = <T>(data: T[], total: number): { status: number; data: T[]; pagination: Pagination } => ({
  status: 200,
  data,
  pagination: { totalDataCount: total, totalElements: total },
});
