import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A titled block of the open/agenda form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 3, borderRadius: 2 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>{children}</Box>
    </Paper>
  );
}

/** One labelled row spanning both columns (files, switches). */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ gridColumn: "1 / -1", display: "flex", alignItems: "center", gap: 2 }}>
      <Typography variant="body2" sx={{ width: 120, flexShrink: 0, fontWeight: 600 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}
