import type { ConsentListItem, ProgressStatus } from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { CONSENT_TEXTS, progressStatusLabel } from "../consents-labels";
import { ConsentCard } from "./consent-card";

type ConsentColumnProps = {
  status: ProgressStatus;
  consents: readonly ConsentListItem[];
  count: number;
  isLoading: boolean;
  pathOf: (consentSeq: number) => string;
};

/** One board column (진행전, 진행중 or 마감): its name, a count badge and the cards. */
export function ConsentColumn({ status, consents, count, isLoading, pathOf }: ConsentColumnProps) {
  const label = progressStatusLabel(status);
  const headingId = `consent-column-${status}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, bgcolor: "grey.50", minWidth: 0, display: "flex", flexDirection: "column" }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Chip
          label={count}
          size="small"
          color={status === "IN_PROGRESS" ? "primary" : "default"}
          aria-label={`${label} ${count}건`}
        />
      </Box>
      {consents.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
          {isLoading ? "불러오는 중입니다." : CONSENT_TEXTS.emptyColumn}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1.5 }}>
          {consents.map((consent) => (
            <ConsentCard key={consent.consentSeq} consent={consent} to={pathOf(consent.consentSeq)} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
