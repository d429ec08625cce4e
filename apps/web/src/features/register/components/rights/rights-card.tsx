import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

/** A land or building card inside a located property. */
export function RightsCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={titleId} sx={{ p: 2, bgcolor: "grey.50" }}>
      <Box sx={{ display: "flex", alignItems: "center", minHeight: 38, mb: 1.5 }}>
        <Typography id={titleId} sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
