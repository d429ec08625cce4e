import type { Pagination } from "@johap/contracts";
import type { FastifyReply } from "fastify";

export const ok = <T>(data: T) => ({ status: 200, data });
export const created = <T>(data: T) => ({ status: 201, data });
export const paged = <T>(data: T[], total: number): { status: number; data: T[]; pagination: Pagination } => ({
  status: 200,
  data,
  pagination: { totalDataCount: total, totalElements: total },
});

/**
 * Sends a paged envelope whose `data` is a JSON array text the database already built in the
 * contract's shape: the text goes out as is, without being parsed and serialized again.
 */
export function sendPagedJson(reply: FastifyReply, dataJson: string, total: number) {
  const pagination: Pagination = { totalDataCount: total, totalElements: total };
  return reply
    .type("application/json; charset=utf-8")
    .serializer((payload: unknown) => payload as string)
    .send(`{"status":200,"data":${dataJson},"pagination":${JSON.stringify(pagination)}}`);
}
