import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export type StatusPanelProps = {
  title: string;
  description?: ReactNode;
  /** Shows a spinner above the title. */
  isBusy?: boolean;
  /** Buttons under the text. */
  action?: ReactNode;
  /** Marks the title as an alert for assistive technology (errors). */
  isAlert?: boolean;
};

/** A centred card with a short message: sign-in notice, callback errors, error pages. */
export function StatusPanel({ title, description, isBusy = false, action, isAlert = false }: StatusPanelProps) {
  return (
    <Box sx={{ minHeight: "70vh", display: "grid", placeItems: "center", p: 3 }}>
      <Paper variant="outlined" sx={{ width: "100%", maxWidth: 440, p: 5, textAlign: "center", borderRadius: 3 }}>
        {isBusy && <CircularProgress size={32} sx={{ mb: 3 }} aria-hidden />}
        <Typography variant="h6" component="h1" role={isAlert ? "alert" : undefined} sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {description && (
          <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 1.5, whiteSpace: "pre-line" }}>
            {description}
          </Typography>
        )}
        {action && <Box sx={{ mt: 3, display: "flex", gap: 1, justifyContent: "center" }}>{action}</Box>}
      </Paper>
    </Box>
  );
}
