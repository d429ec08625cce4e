import type { QuorumForecastStatus } from "@johap/contracts";
import { formatNumber } from "../../../lib/format";

/** The forecast chip's colour per status (정족수 충족, 정족수 충족 예상, 정족수 미달 예상). */
export const QUORUM_STATUS_COLORS: Record<QuorumForecastStatus, "success" | "info" | "warning"> = {
  MET: "success",
  EXPECTED: "info",
  SHORT: "warning",
};

export const QUORUM_TEXTS = {
  title: "정족수 충족 예상",
  tableLabel: "안건 종류별 정족수",
  articles: "정관",
  articlesApplied: "조합 정관 기준 적용",
  members: (members: number, expected: number) =>
    `조합원 ${formatNumber(members)}명 (공유자는 대표자 1명) · 참석 예정 ${formatNumber(expected)}명`,
  met: "모든 안건의 의사정족수가 충족되었습니다.",
  expected: (expected: number) => `참석 예정 ${formatNumber(expected)}명이 현장에 출석하면 충족됩니다.`,
  short: (presence: number, inPerson: number) =>
    `참석 예정자가 모두 와도 ${[
      presence > 0 ? `출석 ${formatNumber(presence)}명` : null,
      inPerson > 0 ? `직접 출석 ${formatNumber(inPerson)}명` : null,
    ]
      .filter(Boolean)
      .join(", ")}이 부족합니다.`,
  resolutionNeeds: (required: number) => `현재 출석 기준 찬성 ${formatNumber(required)}표 이상`,
  issueCount: (n: number) => `${formatNumber(n)}건`,
  footnote:
    "서면결의서는 출석으로, 2025. 6. 4.부터 전자투표는 직접 출석으로 봅니다. 서면결의를 철회하고 출석하지 않은 조합원은 어느 쪽에도 들지 않습니다. 시공자 선정 안건은 사전 투표자를 직접 출석에서 뺍니다.",
};
