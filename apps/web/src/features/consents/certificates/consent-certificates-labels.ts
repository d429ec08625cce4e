import type { CertificateIssuedStatus } from "@johap/contracts";

/** Chip colours of the issue statuses (spec 02 §3): neutral, warning, blue, success. */
export const ISSUED_STATUS_COLORS: Record<CertificateIssuedStatus, "default" | "warning" | "info" | "success"> = {
  UNAVAILABLE: "default",
  PENDING: "warning",
  AVAILABLE: "info",
  DOWNLOAD: "success",
};

export const CONSENT_CERTIFICATE_TEXTS = {
  listTitle: "전자 동의 증명서 발급",
  tab: "전자 문서 증명서",
  extension: "문서보관 기간 연장",
  empty: "표시할 데이터가 없습니다.",
  notices: [
    "전자 문서 증명서 발급 비용은 0원입니다.",
    "발급 신청 후에는 취소 또는 환불이 불가능합니다.",
    "발급에는 대상자 수에 따라 수 분이 걸릴 수 있으며, 완료되면 다운로드할 수 있습니다.",
  ],
} as const;
