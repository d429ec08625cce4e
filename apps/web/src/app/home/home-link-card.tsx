import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import CardActionArea from "@mui/material/CardActionArea";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

export type HomeLinkCardProps = { title: string; description: string; href: string };

/** A link to an outside site, opened in a new tab. */
export function HomeLinkCard({ title, description, href }: HomeLinkCardProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, flex: "1 1 280px", maxWidth: 420 }}>
      <CardActionArea
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ p: 3, display: "flex", alignItems: "flex-start", gap: 2 }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="span" sx={{ display: "block", fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
            {description}
          </Typography>
        </Box>
        <OpenInNew color="action" fontSize="small" aria-hidden />
      </CardActionArea>
    </Paper>
  );
}
