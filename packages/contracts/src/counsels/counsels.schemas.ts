import { z } from "zod";
import {
  COUNSEL_ATTEND_TYPES,
  COUNSEL_METHODS,
  COUNSEL_TENDENCIES,
  COUNSEL_TOPICS,
  COUNSEL_VOTING_WRITTEN_TYPES,
} from "./counsels.constants";

const CounselAgentSchema = z.object({
  name: z.string(),
  relationType: z.string(),
  relationDescription: z.string(),
  birth: z.string(),
  phoneNo: z.string(),
});

/** The owner a record is about (spec 02 §3 Counsel "unionRegister with agent"), as the list and detail show it. */
export const CounselRegisterSummarySchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.string(),
  nameClass: z.string(),
  ownerType: z.string(),
  /** UNION_REGISTER_POSITION code, and the free text beside it. */
  position: z.string(),
  positionDescription: z.string(),
  phoneNo: z.string(),
  agent: CounselAgentSchema.nullable(),
});
export type CounselRegisterSummary = z.infer<typeof CounselRegisterSummarySchema>;

/** Spec 02 §3 Counsel. counselAt is the Asia/Seoul local date-time "YYYY-MM-DDTHH:mm:ss". */
export const CounselSchema = z.object({
  counselSeq: z.number().int(),
  unionSeq: z.number().int(),
  unionRegisterSeq: z.number().int(),
  method: z.enum(COUNSEL_METHODS),
  counselAt: z.string(),
  counselor: z.object({ memberSeq: z.number().int(), name: z.string() }),
  topics: z.array(z.enum(COUNSEL_TOPICS)),
  memo: z.string(),
  tendency: z.enum(COUNSEL_TENDENCIES),
  votingWrittenType: z.enum(COUNSEL_VOTING_WRITTEN_TYPES),
  meetAttendType: z.enum(COUNSEL_ATTEND_TYPES),
  serviceType: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  unionRegister: CounselRegisterSummarySchema,
});
export type Counsel = z.infer<typeof CounselSchema>;

/** A row of the registration picker: the owner, its property and contact, and how often it was counselled. */
export const CounselRegisterRowSchema = CounselRegisterSummarySchema.extend({
  shareType: z.string(),
  gender: z.string(),
  birth: z.string(),
  companyNo: z.string(),
  isContactAllowed: z.boolean(),
  realAddress: z.string(),
  postAddress: z.string(),
  localAddresses: z.array(z.string()),
  counselCount: z.number().int(),
  lastCounselAt: z.string().nullable(),
});
export type CounselRegisterRow = z.infer<typeof CounselRegisterRowSchema>;
