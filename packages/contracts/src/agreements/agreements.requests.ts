import { z } from "zod";
import { searchDayProblem } from "../counsels/counsels.rules";
import { ListRegistersQuerySchema } from "../register/register.requests";
import {
  AGREEMENT_STATUSES,
  AGREEMENTS_ADDRESS_FILTER_MAX,
  AGREEMENTS_PAGE_SIZE,
  AGREEMENTS_SELECT_MAX,
  AGREEMENT_MESSAGES as M,
} from "./agreements.constants";

const searchDay = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = searchDayProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem === "year" ? M.periodYear : M.periodIncomplete });
  });

const registerFilters = ListRegistersQuerySchema.pick({ unionRegisterNo: true, name: true, phoneNo: true }).shape;

/**
 * Spec 04 §7 GET consents/registers: name, unionRegisterNo, phoneNo, localAddress, and a range of response
 * dates searchFrom-searchTo (yyyy-MM-dd, inclusive); consentStatus narrows to one status (ours); paged.
 */
export const ListAgreementRegistersQuerySchema = z
  .object({
    ...registerFilters,
    localAddress: z.string().trim().max(AGREEMENTS_ADDRESS_FILTER_MAX).optional(),
    searchFrom: searchDay.optional(),
    searchTo: searchDay.optional(),
    consentStatus: z.enum(AGREEMENT_STATUSES).optional(),
    page: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(AGREEMENTS_SELECT_MAX).default(AGREEMENTS_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if (query.searchFrom && query.searchTo && query.searchFrom > query.searchTo) {
      ctx.addIssue({ code: "custom", path: ["searchTo"], message: M.periodOrder });
    }
  });
export type ListAgreementRegistersQuery = z.output<typeof ListAgreementRegistersQuerySchema>;
export type ListAgreementRegistersParams = z.input<typeof ListAgreementRegistersQuerySchema>;

/**
 * Spec 04 §7 POST consents {unionRegisterSeqs, consentStatus, responseAt}: the status is required
 * (동의 현황을 선택해주세요.); a response date (yyyy-MM-dd) is required unless NONE, which keeps none (§4).
 */
export const SaveAgreementBodySchema = z
  .object({
    unionRegisterSeqs: z
      .array(z.number().int().positive(), { error: M.selectNone })
      .min(1, M.selectNone)
      .max(AGREEMENTS_SELECT_MAX, M.selectMax)
      .transform((seqs) => [...new Set(seqs)]),
    consentStatus: z.enum(AGREEMENT_STATUSES, { error: M.statusRequired }),
    responseAt: z.string().trim().nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.consentStatus === "NONE") return;
    if (!body.responseAt) {
      ctx.addIssue({ code: "custom", path: ["responseAt"], message: M.responseAtRequired });
    } else if (searchDayProblem(body.responseAt)) {
      ctx.addIssue({ code: "custom", path: ["responseAt"], message: M.responseAtInvalid });
    }
  })
  .transform((body) => ({
    ...body,
    responseAt: body.consentStatus === "NONE" ? null : (body.responseAt ?? null),
  }));
export type SaveAgreementBody = z.input<typeof SaveAgreementBodySchema>;
export type SaveAgreementInput = z.output<typeof SaveAgreementBodySchema>;
