import { MEET_MESSAGES, MEET_STATUS_LABELS } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { PageLoading } from "../../../../ui/page-loading";
import { meetHistoryPath, parseSeq } from "../../meetings-paths";
import { CountingBanner } from "../../results/components/counting-banner";
import { meetQuery } from "../api/meet-queries";
import { MeetPasswordGate } from "../components/meet-password-gate";
import { MEET_DETAIL_TEXTS as T } from "../meet-detail-labels";
import { tabsOf } from "../meet-detail-tabs";
import { isMeetPasswordVerified, rememberMeetPasswordVerified } from "../meet-password-session";

/**
 * `meet-management/history/{meetSeq}` (spec 03 §2.2): behind the meeting password, the tabs of the meeting's
 * method (`?tab=`, HOME first), the mock banner, the read-only notice of a meeting in COUNTING (every tab), the
 * status refetched every 60 s.
 */
export function MeetDetailPage() {
  const unionSeq = useUnionSeq();
  // The route's loader let only a meeting number through.
  const meetSeq = parseSeq(useParams().meetSeq) ?? 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const [isVerified, setIsVerified] = useState(() => isMeetPasswordVerified(unionSeq, meetSeq));
  const meet = useQuery(meetQuery(unionSeq, meetSeq));
  if (meet.error) throw meet.error;

  const handleVerified = () => {
    rememberMeetPasswordVerified(unionSeq, meetSeq);
    setIsVerified(true);
  };

  const tabs = meet.data ? tabsOf(meet.data.meetMethod) : [];
  const current = tabs.find((tab) => tab.key === searchParams.get("tab")) ?? tabs[0];

  return (
    <>
      <title>{`${T.detailTitle} | 조합 OMS`}</title>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {meet.data?.name ?? T.detailTitle}
        </Typography>
        {meet.data && isVerified && (
          <Chip size="small" color="primary" variant="outlined" label={MEET_STATUS_LABELS[meet.data.meetStatus]} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" component={RouterLink} to={meetHistoryPath(unionSeq)}>
          {T.back}
        </Button>
      </Box>
      {!meet.data ? (
        <PageLoading />
      ) : !isVerified ? (
        <MeetPasswordGate unionSeq={unionSeq} meetSeq={meetSeq} meetName={meet.data.name} onVerified={handleVerified} />
      ) : (
        <>
          {meet.data.isMock && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {MEET_MESSAGES.mockBanner}
            </Alert>
          )}
          {meet.data.meetStatus === "COUNTING" && (
            <Box sx={{ mb: 2 }}>
              <CountingBanner method={meet.data.meetMethod} />
            </Box>
          )}
          <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
            <Tabs
              value={current?.key ?? false}
              onChange={(_, next: string) => setSearchParams(next === "home" ? {} : { tab: next }, { replace: true })}
              aria-label="총회 상세 메뉴"
              variant="scrollable"
            >
              {tabs.map((tab) => (
                <Tab key={tab.key} value={tab.key} label={tab.label} />
              ))}
            </Tabs>
          </Box>
          {current && (
            <Suspense fallback={<PageLoading />}>
              <current.Component unionSeq={unionSeq} meet={meet.data} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
