import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export type InfoRow = { label: string; value: ReactNode };

/** A titled block of label/value rows, as HOME's overview shows them. */
export function MeetInfoBlock({ title, rows, children }: { title: string; rows: InfoRow[]; children?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <dl style={{ display: "grid", gridTemplateColumns: "140px 1fr", rowGap: 10, margin: 0 }}>
        {rows.map((row) => (
          <div key={row.label} style={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: "pre-line", wordBreak: "break-all" }}>
              {row.value === "" || row.value === null ? "-" : row.value}
            </Typography>
          </div>
        ))}
      </dl>
      {children}
    </Paper>
  );
}
