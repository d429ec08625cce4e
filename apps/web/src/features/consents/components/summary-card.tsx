import type { ElectronicConsent, ProgressStatus } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useNavigate } from "react-router";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { periodText } from "../consent-rules";
import { CONSENT_TEXTS, progressStatusLabel } from "../consents-labels";
import { consentInfoPath } from "../consents-paths";
import { absoluteConsentUrl, copyText } from "../copy-text";

const STATUS_COLOURS: Record<ProgressStatus, "default" | "primary" | "success"> = {
  BEFORE: "default",
  IN_PROGRESS: "primary",
  COMPLETED: "success",
};

type SummaryCardProps = { unionSeq: number; consent: ElectronicConsent };

/** The status tab's summary (spec 02 §2.2): status badge, title, period and the three buttons. */
export function SummaryCard({ unionSeq, consent }: SummaryCardProps) {
  const navigate = useNavigate();
  const templateUrl = consent.template.fileUrl;

  const handleCopy = async () => {
    const url = absoluteConsentUrl(consent.consentUrl, window.location.origin);
    if (!url) {
      notifyError(CONSENT_TEXTS.copyMissing);
      return;
    }
    if (await copyText(url)) notifySuccess(CONSENT_TEXTS.copied);
    else notifyError(CONSENT_TEXTS.copyFailed);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1 }}>
        <Chip
          label={progressStatusLabel(consent.progressStatus)}
          color={STATUS_COLOURS[consent.progressStatus]}
          size="small"
        />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, wordBreak: "break-all" }}>
          {consent.title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        제출 기간 {periodText(consent.startedAt, consent.endedAt)}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button variant="outlined" onClick={() => navigate(consentInfoPath(unionSeq, consent.consentSeq))}>
          {CONSENT_TEXTS.infoButton}
        </Button>
        <Button
          variant="outlined"
          disabled={!templateUrl}
          onClick={() => templateUrl && window.open(templateUrl, "_blank", "noopener")}
        >
          {CONSENT_TEXTS.previewButton}
        </Button>
        <Button variant="outlined" onClick={handleCopy}>
          {CONSENT_TEXTS.copyButton}
        </Button>
      </Box>
    </Paper>
  );
}
