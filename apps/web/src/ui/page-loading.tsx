import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/** Shown while a route's code or data loads. */
export function PageLoading() {
  return (
    <Box sx={{ minHeight: "50vh", display: "grid", placeItems: "center" }}>
      <CircularProgress aria-label="불러오는 중" />
    </Box>
  );
}
