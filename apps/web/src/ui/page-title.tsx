import Typography from "@mui/material/Typography";

/** A page's heading, also the browser tab's title (`… | 조합 OMS`). */
export function PageTitle({ children }: { children: string }) {
  return (
    <>
      <title>{`${children} | 조합 OMS`}</title>
      <Typography variant="h5" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {children}
      </Typography>
    </>
  );
}
