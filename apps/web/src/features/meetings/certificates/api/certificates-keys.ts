import type {
  CertificateType,
  ListCertificateMeetsParams,
  ListCertificateParticipantsParams,
  ListOnlineCertificateParticipantsParams,
} from "@johap/contracts";
import { meetsKeys } from "../../detail/api/meet-keys";

/**
 * Query keys of 연명부 and certificates: the certificate list (M1005) under its own root, and each meeting's
 * roster, summary and voters under `meetsKeys.meet`, so a change to the meeting refreshes them too.
 */
export const certificatesKeys = {
  lists: (unionSeq: number) => [...meetsKeys.union(unionSeq), "certificate-meets"] as const,
  list: (unionSeq: number, params: ListCertificateMeetsParams) =>
    [...certificatesKeys.lists(unionSeq), params] as const,
  jointBook: (unionSeq: number, meetSeq: number) => [...meetsKeys.meet(unionSeq, meetSeq), "joint-book"] as const,
  certificates: (unionSeq: number, meetSeq: number) => [...meetsKeys.meet(unionSeq, meetSeq), "certificates"] as const,
  summary: (unionSeq: number, meetSeq: number) =>
    [...certificatesKeys.certificates(unionSeq, meetSeq), "summary"] as const,
  participants: (unionSeq: number, meetSeq: number, type: CertificateType, params: ListCertificateParticipantsParams) =>
    [...certificatesKeys.certificates(unionSeq, meetSeq), "participants", type, params] as const,
  onlineParticipants: (unionSeq: number, meetSeq: number, params: ListOnlineCertificateParticipantsParams) =>
    [...certificatesKeys.certificates(unionSeq, meetSeq), "online-participants", params] as const,
};
