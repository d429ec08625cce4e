import { z } from "zod";

export const PaginationSchema = z.object({
  totalDataCount: z.number().int(),
  totalElements: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** `{status, data}`: every successful response. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.number().int(), data });

/** `{status, data[], pagination}`: every list response. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.number().int(), data: z.array(item), pagination: PaginationSchema });

export const ErrorEnvelopeSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const PagingQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
});

export const UnionSeqParamsSchema = z.object({ unionSeq: z.coerce.number().int().positive() });
export const UnionIdParamsSchema = z.object({ unionId: z.coerce.number().int().positive() });
