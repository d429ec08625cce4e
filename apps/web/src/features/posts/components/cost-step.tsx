import {
  POST_COLOR_LABELS,
  POST_FLEX_LABELS,
  POST_PRODUCTION_WORKING_DAYS,
  POST_TYPE_LABELS,
  type PostCost,
} from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatNumber } from "../../../lib/format";
import { AgreementCheck } from "../../../ui/agreement-check";
import { AmountText } from "../../../ui/amount-text";
import { balanceOf, serviceInfoQuery } from "../../billing";
import type { PostDraft } from "../post-draft";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "contents" }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

export const POST_NOTICES = [
  `결제 후 주말·공휴일을 제외하고 약 ${POST_PRODUCTION_WORKING_DAYS}일 안에 제작·발송됩니다.`,
  "A4 봉투에는 최대 150매, 준등기는 최대 30매까지 넣을 수 있습니다.",
  "요청 후에는 수정, 취소 및 환불이 불가능합니다. 반송·미배달된 우편의 우편료는 환불됩니다.",
] as const;

/** 비용 조회: pages and sheets per letter, production and postage, the total, the notices and the agreement. */
export function CostStep(props: {
  unionSeq: number;
  draft: PostDraft;
  cost: PostCost;
  agreement: { isChecked: boolean; error: string | null; onChange: (isChecked: boolean) => void };
}) {
  const { cost, draft } = props;
  const { data: info } = useQuery(serviceInfoQuery(props.unionSeq));
  const balance = info ? balanceOf(info) : null;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { md: "1fr 1fr" }, gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} component="section" aria-labelledby="post-cost-title">
        <Typography id="post-cost-title" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          발송 비용
        </Typography>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "140px 1fr", rowGap: 1.5, m: 0 }}>
          <Row label="발송 건수">{`${formatNumber(cost.recipientCount)}통`}</Row>
          <Row label="발송 매수">{`${formatNumber(cost.sentPageCount)}쪽 (${formatNumber(cost.sheetCount)}매) / 통`}</Row>
          <Row label="제작비">
            <AmountText amount={cost.productionCost} />
          </Row>
          <Row label="우편료">
            <AmountText amount={cost.shippingCost} />
          </Row>
          <Row label="총 비용">
            <AmountText
              amount={cost.totalCost}
              aria-label="총 비용"
              sx={{ color: "primary.main", fontWeight: 700, fontSize: 20 }}
            />
          </Row>
          {balance !== null && (
            <Row label="현재 잔액">
              <AmountText amount={balance} />
            </Row>
          )}
        </Box>
        {balance !== null && balance < cost.totalCost && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            잔액이 부족합니다. 충전 후 발송해 주세요.
          </Alert>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} component="section" aria-labelledby="post-notice-title">
        <Typography id="post-notice-title" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          발송 정보
        </Typography>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "140px 1fr", rowGap: 1.5, m: 0, mb: 2 }}>
          <Row label="발송자">{draft.sender.name}</Row>
          <Row label="발송방식">{POST_TYPE_LABELS[draft.postType]}</Row>
          <Row label="출력">{`${POST_COLOR_LABELS[draft.colorType]} · ${POST_FLEX_LABELS[draft.flexType]}`}</Row>
          <Row label="건당 비용">
            <AmountText amount={cost.unitProductionCost + cost.unitShippingCost} />
          </Row>
        </Box>
        <Box component="ul" sx={{ pl: 2.5, m: 0, mb: 1, color: "text.secondary", fontSize: 14 }}>
          {POST_NOTICES.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </Box>
        <AgreementCheck {...props.agreement} />
      </Paper>
    </Box>
  );
}
