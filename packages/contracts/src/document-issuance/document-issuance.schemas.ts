import { z } from "zod";
import {
  BUILDING_LEDGER_KINDS,
  DOCUMENT_CODES,
  DOCUMENT_ISSUANCE_REQUEST_STATUSES,
  DOCUMENT_ISSUANCE_STATUSES,
  ISSUANCE_TYPES,
  RECORD_STATES,
} from "./document-issuance.constants";

export const DocumentCodeSchema = z.enum(DOCUMENT_CODES);

/**
 * The issuance-condition drawer (spec 04 §3 "has* flags for each option", §5 defaults): 열람 (B), no sale list,
 * no cancellation entries, no collateral list, record state 현행 (A); a kind only with the building ledger.
 */
export const DocumentIssuanceOptionsSchema = z.object({
  issuanceType: z.enum(ISSUANCE_TYPES).default("B"),
  hasSaleList: z.boolean().default(false),
  hasCollateralList: z.boolean().default(false),
  hasCancellationEntries: z.boolean().default(false),
  recordState: z.enum(RECORD_STATES).default("A"),
  buildingLedgerKind: z.enum(BUILDING_LEDGER_KINDS).nullable().default(null),
  hasLandHistory: z.boolean().default(false),
});
export type DocumentIssuanceOptions = z.output<typeof DocumentIssuanceOptionsSchema>;
export const DEFAULT_DOCUMENT_ISSUANCE_OPTIONS: DocumentIssuanceOptions = DocumentIssuanceOptionsSchema.parse({});

/** A row of the records list (내역 관리). */
export const DocumentIssuanceSchema = z.object({
  documentIssuanceSeq: z.number().int(),
  issuedDocumentCodes: z.array(DocumentCodeSchema),
  totalRequestCount: z.number().int(),
  addressCount: z.number().int(),
  issuedCount: z.number().int(),
  failCount: z.number().int(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  requestStatus: z.enum(DOCUMENT_ISSUANCE_REQUEST_STATUSES),
  requestedBy: z.string(),
  /** Won charged when ordered, and refunded for the failed documents. */
  totalCost: z.number().int(),
  refundedCost: z.number().int(),
});
export type DocumentIssuance = z.infer<typeof DocumentIssuanceSchema>;

/** GET /{id}: the record with its conditions and the summary per document code (grid groups). */
export const DocumentIssuanceDetailSchema = DocumentIssuanceSchema.extend({
  options: DocumentIssuanceOptionsSchema,
  groups: z.array(
    z.object({
      documentCode: DocumentCodeSchema,
      documentName: z.string(),
      requestCount: z.number().int(),
      issuedCount: z.number().int(),
      failCount: z.number().int(),
    }),
  ),
});
export type DocumentIssuanceDetail = z.infer<typeof DocumentIssuanceDetailSchema>;

/** GET /{id}/documents: a detail row (spec: unionRegisterSeq, documentSeq, documentCode, issuanceStatus, failReason, fileUrl). */
export const IssuedDocumentSchema = z.object({
  documentSeq: z.number().int(),
  unionRegisterSeq: z.number().int().nullable(),
  unionRegisterNo: z.string(),
  name: z.string(),
  registrationAddress: z.string(),
  registrationNo: z.string(),
  registrationType: z.string(),
  documentCode: DocumentCodeSchema,
  documentName: z.string(),
  issuanceStatus: z.enum(DOCUMENT_ISSUANCE_STATUSES),
  failReason: z.string().nullable(),
  unitCost: z.number().int(),
  completedAt: z.string().nullable(),
  /** Download path of the PDF (through the API, signed in), null until issued. */
  fileUrl: z.string().nullable(),
});
export type IssuedDocument = z.infer<typeof IssuedDocumentSchema>;

/** POST /cost/calculate. */
export const DocumentIssuanceCostSchema = z.object({
  items: z.array(
    z.object({
      documentCode: DocumentCodeSchema,
      documentName: z.string(),
      issuanceType: z.enum(ISSUANCE_TYPES),
      issuanceCount: z.number().int(),
      unitCost: z.number().int(),
      issuanceCost: z.number().int(),
    }),
  ),
  totalRequestCount: z.number().int(),
  addressCount: z.number().int(),
  totalCost: z.number().int(),
});
export type DocumentIssuanceCost = z.infer<typeof DocumentIssuanceCostSchema>;

/** POST: the accepted order. */
export const DocumentIssuanceCreatedSchema = z.object({
  documentIssuanceSeq: z.number().int(),
  requestStatus: z.enum(DOCUMENT_ISSUANCE_REQUEST_STATUSES),
  totalRequestCount: z.number().int(),
  addressCount: z.number().int(),
  totalCost: z.number().int(),
});
export type DocumentIssuanceCreated = z.infer<typeof DocumentIssuanceCreatedSchema>;

/** A registration of a located property, for the picker's per-address registration-type checkboxes. */
export const PickerRegistrationSchema = z.object({
  registrationAddressSeq: z.number().int(),
  registrationAddress: z.string(),
  registrationNo: z.string(),
  registrationType: z.string(),
  registrationState: z.string(),
});
export type PickerRegistration = z.infer<typeof PickerRegistrationSchema>;

/** GET /registers: an owner with the located properties and their registrations. */
export const DocumentIssuanceRegisterSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  birth: z.string(),
  mainPhone: z.object({ phoneNo: z.string() }),
  localAddresses: z.array(
    z.object({
      localAddressSeq: z.number().int(),
      city: z.string(),
      gu: z.string(),
      dong: z.string(),
      jibun: z.string(),
      building: z.string(),
      apartmentDong: z.string(),
      apartmentFloor: z.string(),
      apartmentHosu: z.string(),
      address: z.string(),
      registrationAddresses: z.array(PickerRegistrationSchema),
    }),
  ),
});
export type DocumentIssuanceRegister = z.infer<typeof DocumentIssuanceRegisterSchema>;
