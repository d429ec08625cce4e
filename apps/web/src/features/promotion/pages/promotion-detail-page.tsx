import { MEET_METHOD_LABELS, MEET_STATUS_LABELS, type PromotionMeet } from "@johap/contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { formatNumber } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { http } from "../../../lib/http";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PageLoading } from "../../../ui/page-loading";
import { PageTitle } from "../../../ui/page-title";
import { promotionKeys, unionHeader } from "../api/promotion-api";
import { PromotionHistoryTab } from "../components/promotion-history-tab";
import { PromotionUsersTab } from "../components/promotion-users-tab";

const TABS = [
  { key: "heads", label: "홍보 팀장 관리" },
  { key: "managers", label: "홍보 담당자" },
  { key: "connections", label: "접속 이력" },
  { key: "executions", label: "사용 이력" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

/**
 * `meet-management/promotion/{id}` (spec 03 §2.11): the meeting's header, then the tabs 홍보 팀장 관리 (HEAD),
 * 홍보 담당자 (PROM), 접속 이력 and 사용 이력; the tab is kept in `?tab=`.
 */
export function PromotionDetailPage() {
  const unionSeq = useUnionSeq();
  const meetSeq = Number(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabKey = TABS.find((t) => t.key === searchParams.get("tab"))?.key ?? "heads";
  const meet = useQuery({
    queryKey: [...promotionKeys.meet(unionSeq, meetSeq), "meet"],
    queryFn: ({ signal }) =>
      http.get<PromotionMeet>(`/v1/promotion-meets/${meetSeq}`, { signal, headers: unionHeader(unionSeq) }),
    throwOnError: true,
  });
  if (!meet.data) return <PageLoading />;
  const m = meet.data;
  return (
    <>
      <PageTitle>홍보 요원 관리</PageTitle>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2, borderRadius: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {m.name}
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 4, rowGap: 0.5, color: "text.secondary" }}>
          <span>총회 일시 {formatDateTime(m.meetAt)}</span>
          <span>투표 방식 {MEET_METHOD_LABELS[m.meetMethod]}</span>
          <span>진행 상태 {MEET_STATUS_LABELS[m.meetStatus]}</span>
          <span>선거인 {formatNumber(m.participantCount)}명</span>
          <span>홍보 팀장 {formatNumber(m.promotionHeadCount)}명</span>
          <span>홍보 담당자 {formatNumber(m.promotionManagerCount)}명</span>
        </Box>
      </Paper>
      <Tabs
        value={tab}
        onChange={(_event, next: TabKey) => setSearchParams({ tab: next }, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {TABS.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} />
        ))}
      </Tabs>
      {tab === "heads" && (
        <PromotionUsersTab
          key="HEAD"
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          meetName={m.name}
          meetStatus={m.meetStatus}
          position="HEAD"
        />
      )}
      {tab === "managers" && (
        <PromotionUsersTab
          key="PROM"
          unionSeq={unionSeq}
          meetSeq={meetSeq}
          meetName={m.name}
          meetStatus={m.meetStatus}
          position="PROM"
        />
      )}
      {tab === "connections" && (
        <PromotionHistoryTab unionSeq={unionSeq} meetSeq={meetSeq} kind="connection-histories" />
      )}
      {tab === "executions" && <PromotionHistoryTab unionSeq={unionSeq} meetSeq={meetSeq} kind="execution-histories" />}
    </>
  );
}
