import type { CertificateIssuedStatus, ProgressStatus, TemplateType } from "@johap/contracts";

export type CertificateConsentsParams = {
  page: number;
  pageSize: number;
  searchTitle?: string;
  searchTemplateType?: TemplateType;
  searchProgressStatus?: Exclude<ProgressStatus, "BEFORE">;
};
export type ConsentCertificatesParams = {
  page: number;
  pageSize: number;
  searchName?: string;
  searchIssuedStatus?: CertificateIssuedStatus;
};

/** Query keys of the consent certificates (M1202): the list, and each consent's summary and recipients. */
export const consentCertificatesKeys = {
  all: ["consent-certificates"] as const,
  union: (unionSeq: number) => [...consentCertificatesKeys.all, unionSeq] as const,
  lists: (unionSeq: number) => [...consentCertificatesKeys.union(unionSeq), "list"] as const,
  list: (unionSeq: number, params: CertificateConsentsParams) =>
    [...consentCertificatesKeys.lists(unionSeq), params] as const,
  consent: (unionSeq: number, consentSeq: number) => [...consentCertificatesKeys.union(unionSeq), consentSeq] as const,
  summary: (unionSeq: number, consentSeq: number) =>
    [...consentCertificatesKeys.consent(unionSeq, consentSeq), "summary"] as const,
  recipients: (unionSeq: number, consentSeq: number, params: ConsentCertificatesParams) =>
    [...consentCertificatesKeys.consent(unionSeq, consentSeq), "recipients", params] as const,
};
