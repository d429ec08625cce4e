import { z } from "zod";
import { UnionSeqParamsSchema } from "../platform/envelope";
import {
  DOCUMENT_CODES,
  DOCUMENT_ISSUANCE_MESSAGES as M,
  MAX_DOCUMENT_ISSUANCE_OWNERS,
} from "./document-issuance.constants";
import { DocumentIssuanceOptionsSchema } from "./document-issuance.schemas";

const FILTER_NO = /^(?!.*--)[\d-]{0,11}$/;
/** A real calendar day (yyyy-MM-dd): 9999-99-99 is refused here, not by the database. */
const day = () => z.iso.date(M.dateFormat);

/** GET /document-issuances/registers: the picker (group, register number, name, address), paged. */
export const DocumentIssuanceRegistersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  unionRegisterGroupSeq: z.coerce.number().int().positive().optional(),
  unionRegisterNo: z.string().trim().regex(FILTER_NO, M.registerNoFormat).optional(),
  name: z.string().trim().max(30, M.nameMax).optional(),
  address: z.string().trim().max(100).optional(),
});
export type DocumentIssuanceRegistersQuery = z.output<typeof DocumentIssuanceRegistersQuerySchema>;

/** GET /document-issuances: records with requested and completed date ranges (yyyy-MM-dd, Seoul days). */
export const DocumentIssuancesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    requestedFrom: day().optional(),
    requestedTo: day().optional(),
    completedFrom: day().optional(),
    completedTo: day().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.requestedFrom && q.requestedTo && q.requestedFrom > q.requestedTo)
      ctx.addIssue({ code: "custom", path: ["requestedTo"], message: M.dateRange });
    if (q.completedFrom && q.completedTo && q.completedFrom > q.completedTo)
      ctx.addIssue({ code: "custom", path: ["completedTo"], message: M.dateRange });
  });
export type DocumentIssuancesQuery = z.input<typeof DocumentIssuancesQuerySchema>;

/** GET /{id}/documents: filters by name and address, one document code (a grid group), paged. */
export const IssuedDocumentsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
  documentCode: z.enum(DOCUMENT_CODES).optional(),
  name: z.string().trim().max(30, M.nameMax).optional(),
  address: z.string().trim().max(100).optional(),
});

/** GET /{id}/documents/download: the zip of one group's (or all) issued PDFs. */
export const IssuedDocumentsDownloadQuerySchema = z.object({
  documentCode: z.enum(DOCUMENT_CODES).optional(),
  name: z.string().trim().max(30, M.nameMax).optional(),
  address: z.string().trim().max(100).optional(),
});

/** `{id}` is the documentIssuanceSeq (the spec index names the path parameter id). */
export const DocumentIssuanceParamsSchema = UnionSeqParamsSchema.extend({
  id: z.coerce.number().int().positive(),
});
export const IssuedDocumentParamsSchema = DocumentIssuanceParamsSchema.extend({
  documentSeq: z.coerce.number().int().positive(),
});

/** The owners and the registrations chosen for each (spec: unionRegisters [unionRegisterSeq, registrationAddressSeqs]). */
const UnionRegistersSchema = z
  .array(
    z.object({
      unionRegisterSeq: z.number().int().positive(),
      registrationAddressSeqs: z
        .array(z.number().int().positive(), { error: M.registrationTypeRequired })
        .min(1, M.registrationTypeRequired),
    }),
    { error: M.ownersRequired },
  )
  .min(1, M.ownersRequired)
  .max(MAX_DOCUMENT_ISSUANCE_OWNERS, M.ownersMax);

/** POST /cost/calculate: the selection and the drawer's conditions. */
export const DocumentIssuanceCostBodySchema = DocumentIssuanceOptionsSchema.extend({
  unionRegisters: UnionRegistersSchema,
  requestDocumentCodes: z
    .array(z.enum(DOCUMENT_CODES), { error: M.documentCodesRequired })
    .min(1, M.documentCodesRequired),
}).superRefine((body, ctx) => {
  if (body.requestDocumentCodes.includes("GG") && !body.buildingLedgerKind)
    ctx.addIssue({ code: "custom", path: ["buildingLedgerKind"], message: M.buildingLedgerKindRequired });
});
export type DocumentIssuanceCostBody = z.input<typeof DocumentIssuanceCostBodySchema>;
export type DocumentIssuanceCostInput = z.output<typeof DocumentIssuanceCostBodySchema>;

/**
 * POST: the same, with the counts the user confirmed (refused when the selection now makes others) and the
 * confirmation checkbox.
 */
export const CreateDocumentIssuanceBodySchema = DocumentIssuanceOptionsSchema.extend({
  unionRegisters: UnionRegistersSchema,
  requestDocumentCodes: z
    .array(z.enum(DOCUMENT_CODES), { error: M.documentCodesRequired })
    .min(1, M.documentCodesRequired),
  totalRequestCount: z.number().int().min(1),
  addressCount: z.number().int().min(1),
  agreed: z.literal(true, { error: M.agreementRequired }),
}).superRefine((body, ctx) => {
  if (body.requestDocumentCodes.includes("GG") && !body.buildingLedgerKind)
    ctx.addIssue({ code: "custom", path: ["buildingLedgerKind"], message: M.buildingLedgerKindRequired });
});
export type CreateDocumentIssuanceBody = z.input<typeof CreateDocumentIssuanceBodySchema>;
export type CreateDocumentIssuanceInput = z.output<typeof CreateDocumentIssuanceBodySchema>;
