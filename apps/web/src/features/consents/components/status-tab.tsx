import type { ElectronicConsent } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { DonutChart } from "../../../ui/donut-chart";
import { submissionPercent } from "../consent-rules";
import { CONSENT_TEXTS } from "../consents-labels";
import { AreaPanel } from "./area-panel";
import { DongHeatMap } from "./dong-heat-map";
import { SummaryCard } from "./summary-card";

type StatusTabProps = { unionSeq: number; consent: ElectronicConsent };

/** 동의서 현황 (spec 02 §2.2): the reference note, the summary, the donut and the two statistics toggles. */
export function StatusTab({ unionSeq, consent }: StatusTabProps) {
  const [isAreaOpen, setIsAreaOpen] = useState(false);
  const [isDongOpen, setIsDongOpen] = useState(false);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Alert severity="info" variant="outlined">
        {CONSENT_TEXTS.referenceNote}
      </Alert>
      <SummaryCard unionSeq={unionSeq} consent={consent} />
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
          {CONSENT_TEXTS.submission}
        </Typography>
        <Box sx={{ display: "flex", alignItems: "center", gap: 4 }}>
          <DonutChart
            label={CONSENT_TEXTS.submission}
            value={consent.recipientCount.submitted}
            total={consent.recipientCount.total}
            percent={submissionPercent(consent.recipientCount)}
            size="large"
          />
          <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto auto", gap: 1, columnGap: 3 }}>
            <Typography component="dt" color="text.secondary">
              {CONSENT_TEXTS.submitted}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {consent.recipientCount.submitted}명
            </Typography>
            <Typography component="dt" color="text.secondary">
              {CONSENT_TEXTS.total}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {consent.recipientCount.total}명
            </Typography>
          </Box>
        </Box>
      </Paper>
      <TogglePanel label={CONSENT_TEXTS.areaToggle} isOpen={isAreaOpen} onToggle={setIsAreaOpen}>
        <AreaPanel unionSeq={unionSeq} consentSeq={consent.consentSeq} />
      </TogglePanel>
      <TogglePanel label={CONSENT_TEXTS.dongToggle} isOpen={isDongOpen} onToggle={setIsDongOpen}>
        <DongHeatMap unionSeq={unionSeq} consentSeq={consent.consentSeq} />
      </TogglePanel>
    </Box>
  );
}

type TogglePanelProps = { label: string; isOpen: boolean; onToggle: (isOpen: boolean) => void; children: ReactNode };

/** A statistics panel behind a switch: its figures load only once it is switched on. */
function TogglePanel({ label, isOpen, onToggle, children }: TogglePanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 3, pt: 2, borderRadius: 2 }}>
      <FormControlLabel
        control={<Switch checked={isOpen} onChange={(event) => onToggle(event.target.checked)} />}
        label={<Typography sx={{ fontWeight: 700 }}>{label}</Typography>}
      />
      {isOpen && <Box sx={{ mt: 2 }}>{children}</Box>}
    </Paper>
  );
}
