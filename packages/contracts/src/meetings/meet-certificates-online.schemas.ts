import { z } from "zod";
import {
  MEET_CERTIFICATE_MESSAGES as C,
  CERTIFICATE_REQUEST_MAX,
  ListCertificateParticipantsQuerySchema,
  ONLINE_CERTIFICATE_STATUSES,
  OnlineCertificateCountsSchema,
} from "./meet-certificates.schemas";

/**
 * 온라인투표 내역 증명서 (spec 03 §2.8, §4, §7): the online-vote record of each voter who voted in the online
 * meeting, asked for and fetched through /v2/general-meetings/{id}/participants/certificates/online. A voter has at
 * most one such certificate, so its id (`certificateIds`) is the voter's meetParticipantSeq.
 */
export const ONLINE_CERTIFICATE_ACTIONS = ["APPLY", "DOWNLOAD"] as const;
export type OnlineCertificateAction = (typeof ONLINE_CERTIFICATE_ACTIONS)[number];

/** GET /v2/general-meetings/{id}/certificates/online: the four counts and the price of one. */
export const OnlineCertificateSummarySchema = OnlineCertificateCountsSchema.extend({ unitCost: z.number().int() });
export type OnlineCertificateSummary = z.infer<typeof OnlineCertificateSummarySchema>;

/** GET /v2/general-meetings/{id}/participants/certificates/online: by name and online status, 10 a page. */
export const ListOnlineCertificateParticipantsQuerySchema = ListCertificateParticipantsQuerySchema.omit({
  certificateType: true,
  certificateIssuanceStatus: true,
}).extend({ certificateIssuanceStatus: z.enum([...ONLINE_CERTIFICATE_STATUSES, "FAILED"]).optional() });
export type ListOnlineCertificateParticipantsParams = z.output<typeof ListOnlineCertificateParticipantsQuerySchema>;

/** PATCH …/participants/certificates/online: APPLY asks for (charged), DOWNLOAD fetches the made ones as a zip. */
export const OnlineCertificatePatchBodySchema = z.object({
  certificateIds: z.array(z.number().int().positive()).min(1, C.certificateNoneSelected).max(CERTIFICATE_REQUEST_MAX),
  status: z.enum(ONLINE_CERTIFICATE_ACTIONS),
});
export type OnlineCertificatePatchBody = z.infer<typeof OnlineCertificatePatchBodySchema>;
