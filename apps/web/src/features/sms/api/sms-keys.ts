import type { SendResult } from "@johap/contracts";
import type { RegisterFilters } from "../../register";

type Paging = { page: number; pageSize: number };

export const smsKeys = {
  all: ["sms"] as const,
  union: (unionSeq: number) => [...smsKeys.all, unionSeq] as const,
  callers: (unionSeq: number) => [...smsKeys.union(unionSeq), "callers"] as const,
  recipients: (unionSeq: number, filters: RegisterFilters & { unionRegisterGroupSeq?: string }, paging: Paging) =>
    [...smsKeys.union(unionSeq), "recipients", filters, paging] as const,
  records: (unionSeq: number) => [...smsKeys.union(unionSeq), "records"] as const,
  recordList: (unionSeq: number, paging: Paging) => [...smsKeys.records(unionSeq), "list", paging] as const,
  record: (unionSeq: number, smsId: number) => [...smsKeys.records(unionSeq), smsId] as const,
  recordRecipientPages: (unionSeq: number, smsId: number) =>
    [...smsKeys.record(unionSeq, smsId), "recipients"] as const,
  recordRecipients: (unionSeq: number, smsId: number, paging: Paging, sendResult: SendResult | null) =>
    [...smsKeys.recordRecipientPages(unionSeq, smsId), paging, sendResult] as const,
  sentBox: (unionSeq: number) => [...smsKeys.union(unionSeq), "sent-box"] as const,
  sentBoxPage: (unionSeq: number, page: number) => [...smsKeys.sentBox(unionSeq), page] as const,
};
