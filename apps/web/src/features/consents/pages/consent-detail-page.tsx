import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PageLoading } from "../../../ui/page-loading";
import { consentQuery } from "../api/consents-queries";
import { DownloadsTab } from "../components/downloads-tab";
import { RecipientsTab } from "../components/recipients-tab";
import { StatusTab } from "../components/status-tab";
import { CONSENT_TEXTS, type DetailTab, TAB_LABELS } from "../consents-labels";
import { consentBoardPath, parseConsentSeq } from "../consents-paths";

const TABS = Object.keys(TAB_LABELS) as DetailTab[];
const tabOf = (value: string | null): DetailTab => TABS.find((tab) => tab === value) ?? "status";

/** `consent-management/{consentSeq}` (spec 02 §2.2): the tabs 동의서 현황, 대상자 관리 and 다운로드 (`?tab=`). */
export function ConsentDetailPage() {
  const unionSeq = useUnionSeq();
  // The route's loader let only a consent number through.
  const consentSeq = parseConsentSeq(useParams().consentSeq) ?? 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"));
  const consent = useQuery(consentQuery(unionSeq, consentSeq));
  if (consent.error) throw consent.error;

  return (
    <>
      <title>{`${CONSENT_TEXTS.detailTitle} | 조합 OMS`}</title>
      <Box sx={{ display: "flex", alignItems: "center", mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {CONSENT_TEXTS.detailTitle}
        </Typography>
        <Button variant="outlined" color="inherit" component={RouterLink} to={consentBoardPath(unionSeq)}>
          {CONSENT_TEXTS.back}
        </Button>
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: DetailTab) => setSearchParams(next === "status" ? {} : { tab: next }, { replace: true })}
          aria-label="전자 동의서 상세 메뉴"
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={TAB_LABELS[key]} />
          ))}
        </Tabs>
      </Box>
      {!consent.data ? (
        <PageLoading />
      ) : tab === "status" ? (
        <StatusTab unionSeq={unionSeq} consent={consent.data} />
      ) : tab === "recipients" ? (
        <RecipientsTab unionSeq={unionSeq} consent={consent.data} />
      ) : (
        <DownloadsTab unionSeq={unionSeq} consentSeq={consentSeq} />
      )}
    </>
  );
}
