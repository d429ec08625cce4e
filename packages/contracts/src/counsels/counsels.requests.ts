import { z } from "zod";
import { UnionSeqParamsSchema } from "../platform/envelope";
import { requiredText } from "../platform/text";
import {
  COUNSEL_ATTEND_TYPES,
  COUNSEL_MEMO_MAX,
  COUNSEL_METHODS,
  COUNSEL_NAME_SEARCH_MAX,
  COUNSEL_REGISTER_NO_MAX,
  COUNSEL_SERVICE_TYPE,
  COUNSEL_TENDENCIES,
  COUNSEL_TOPICS,
  COUNSEL_VOTING_WRITTEN_TYPES,
  COUNSEL_MESSAGES as M,
} from "./counsels.constants";
import { searchDayProblem, seoulInstantOf } from "./counsels.rules";

/** A counsel time in the past (or this minute): `now` is read when the value is checked. */
const counselAt = z
  .string({ error: M.counselAtRequired })
  .trim()
  .min(1, M.counselAtRequired)
  .superRefine((value, ctx) => {
    const instant = seoulInstantOf(value);
    if (!instant) ctx.addIssue({ code: "custom", message: M.counselAtInvalid });
    else if (instant.getTime() > Date.now()) ctx.addIssue({ code: "custom", message: M.counselAtFuture });
  });

/**
 * Spec 02 §5 Counsel form (create and modify): the fields the form edits, in the form's order, each with its
 * Korean message. The web form and the server validate with this one schema.
 */
export const CounselFieldsSchema = z.object({
  method: z.enum(COUNSEL_METHODS, { error: M.methodRequired }),
  counselAt,
  topics: z
    .array(z.enum(COUNSEL_TOPICS, { error: M.topicsRequired }), { error: M.topicsRequired })
    .min(1, M.topicsRequired)
    .transform((topics) => COUNSEL_TOPICS.filter((topic) => topics.includes(topic))),
  tendency: z.enum(COUNSEL_TENDENCIES, { error: M.tendencyRequired }),
  votingWrittenType: z.enum(COUNSEL_VOTING_WRITTEN_TYPES, { error: M.votingWrittenTypeRequired }),
  meetAttendType: z.enum(COUNSEL_ATTEND_TYPES, { error: M.meetAttendTypeRequired }),
  memo: requiredText(M.memoRequired).max(COUNSEL_MEMO_MAX, M.memoMax),
});
export type CounselFields = z.input<typeof CounselFieldsSchema>;

const serviceType = z.literal(COUNSEL_SERVICE_TYPE, { error: M.serviceType }).default(COUNSEL_SERVICE_TYPE);

/**
 * Spec 02 §7 save payload: the form's fields plus unionSeq, unionRegisterSeq, counselSeq and serviceType
 * (always OMS). unionSeq, when sent, must be the path's union; the counsellor is the signed-in member.
 */
export const CreateCounselBodySchema = CounselFieldsSchema.extend({
  unionSeq: z.number().int().positive().optional(),
  unionRegisterSeq: z.number().int().positive(),
  serviceType,
});
export type CreateCounselBody = z.input<typeof CreateCounselBodySchema>;
export type CreateCounselInput = z.output<typeof CreateCounselBodySchema>;

/** PUT: the same fields; the record keeps its owner (a unionRegisterSeq sent is ignored) and counsellor. */
export const ModifyCounselBodySchema = CounselFieldsSchema.extend({
  unionSeq: z.number().int().positive().optional(),
  unionRegisterSeq: z.number().int().positive().optional(),
  counselSeq: z.number().int().positive().optional(),
  serviceType,
});
export type ModifyCounselBody = z.input<typeof ModifyCounselBodySchema>;
export type ModifyCounselInput = z.output<typeof ModifyCounselBodySchema>;

/** Spec 02 §5 filters: register number up to 11 digits and '-', no '--'; an `integer` column's range. */
const FILTER_NO = /^(?!.*--)[\d-]{0,11}$/;
const INTEGER_MAX = 2_147_483_647;
export const counselRegisterNoFilter = z
  .string()
  .max(COUNSEL_REGISTER_NO_MAX, M.unionRegisterNoFilter)
  .regex(FILTER_NO, M.unionRegisterNoFilter)
  .refine((value) => value.split("-").every((part) => Number(part) <= INTEGER_MAX), M.unionRegisterNoFilter);
const nameFilter = z.string().trim().max(COUNSEL_NAME_SEARCH_MAX, M.nameFilter);

const paging = {
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

const searchDay = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = searchDayProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem === "year" ? M.periodYear : M.periodIncomplete });
  });

/**
 * Spec 02 §7 GET /counsels: register number, name, a period of Seoul days (each day complete, years
 * 1900-2100, the start not after the end), serviceType; page and pageSize.
 */
export const ListCounselsQuerySchema = z
  .object({
    unionRegisterNo: counselRegisterNoFilter.optional(),
    unionRegisterName: nameFilter.optional(),
    searchFrom: searchDay.optional(),
    searchTo: searchDay.optional(),
    serviceType: z.literal(COUNSEL_SERVICE_TYPE, { error: M.serviceType }).optional(),
    ...paging,
  })
  .superRefine((query, ctx) => {
    if (query.searchFrom && query.searchTo && query.searchFrom > query.searchTo) {
      ctx.addIssue({ code: "custom", path: ["searchTo"], message: M.periodOrder });
    }
  });
export type ListCounselsQuery = z.output<typeof ListCounselsQuerySchema>;
export type ListCounselsParams = z.input<typeof ListCounselsQuerySchema>;

/** The registration picker (spec 02 §2.6, §7): register number and name filters, paged. */
export const CounselRegistersQuerySchema = z.object({
  unionRegisterNo: counselRegisterNoFilter.optional(),
  name: nameFilter.optional(),
  ...paging,
});
export type CounselRegistersQuery = z.output<typeof CounselRegistersQuerySchema>;
export type CounselRegistersParams = z.input<typeof CounselRegistersQuerySchema>;

/** An owner's earlier records (the form's side panel), newest first. */
export const RegisterCounselsQuerySchema = z.object(paging);

export const CounselParamsSchema = UnionSeqParamsSchema.extend({
  counselSeq: z.coerce.number().int().positive().max(2_147_483_647),
});
export const CounselRegisterParamsSchema = UnionSeqParamsSchema.extend({
  unionRegisterSeq: z.coerce.number().int().positive().max(2_147_483_647),
});
