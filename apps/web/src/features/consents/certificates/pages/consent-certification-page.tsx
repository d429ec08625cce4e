import { CONSENT_LABELS } from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { PageLoading } from "../../../../ui/page-loading";
import { useCanWrite } from "../../../session";
import { parseConsentSeq } from "../../consents-paths";
import { consentCertificateSummaryQuery } from "../api/consent-certificates-queries";
import { ConsentCertificatesTab } from "../components/consent-certificates-tab";
import { CONSENT_CERTIFICATE_TEXTS as T } from "../consent-certificates-labels";
import { CONSENT_CERTIFICATE_MENU } from "../consent-certificates-paths";

/** `consent-management/certification/{consentSeq}` (spec 02 §2.5): the consent's 전자 문서 증명서 tab. */
export function ConsentCertificationPage() {
  const unionSeq = useUnionSeq();
  const consentSeq = parseConsentSeq(useParams().consentSeq) ?? 0;
  const summary = useQuery(consentCertificateSummaryQuery(unionSeq, consentSeq));
  const canWrite = useCanWrite(CONSENT_CERTIFICATE_MENU, unionSeq);
  if (summary.isPending) return <PageLoading />;
  if (summary.isError) throw summary.error;
  const data = summary.data;
  return (
    <>
      <title>{`${data.title} ${T.listTitle} | 조합 OMS`}</title>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {data.title}
        </Typography>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={CONSENT_LABELS.progressStatus[data.progressStatus]}
        />
      </Box>
      <Tabs value="certificates" aria-label="증명서 종류" sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}>
        <Tab value="certificates" label={T.tab} />
      </Tabs>
      <ConsentCertificatesTab unionSeq={unionSeq} consentSeq={consentSeq} summary={data} canWrite={canWrite} />
    </>
  );
}
