import type { ConsentListItem } from "@johap/contracts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { formatPercent, periodText, submissionPercent } from "../consent-rules";
import { CONSENT_TEXTS } from "../consents-labels";

type ConsentCardProps = { consent: ConsentListItem; to: string };

/** A board card (spec 02 §2.1): title, participation percent, period; a click opens the detail. */
export function ConsentCard({ consent, to }: ConsentCardProps) {
  const percent = submissionPercent(consent.recipientCount);
  return (
    <Card variant="outlined" component="li" sx={{ borderRadius: 2, listStyle: "none" }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, wordBreak: "break-all" }}>
          {consent.title}
        </Typography>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {CONSENT_TEXTS.participation}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(percent, 100)}
            aria-hidden
            sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 56, textAlign: "right" }}>
            {formatPercent(percent)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {periodText(consent.startedAt, consent.endedAt)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
