import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

export type FormSectionProps = { title: string; action?: ReactNode; children: ReactNode };

/** A titled block of the owner and rights forms (a named region). */
export function FormSection({ title, action, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 3, borderRadius: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", mb: 2, gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** Fields laid out in equal columns that wrap on narrow screens. */
export function FieldGrid({ children, min = 200 }: { children: ReactNode; min?: number }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, gap: 2 }}>
      {children}
    </Box>
  );
}
