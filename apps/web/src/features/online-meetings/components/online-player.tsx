import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** The stream player, 534 x 300 (spec 03 §2.9): the channel's playback while broadcasting, else a still frame. */
export function OnlinePlayer({ playUrl, text }: { playUrl: string | null; text: string }) {
  const size = { width: 534, height: 300, maxWidth: "100%", borderRadius: 1, bgcolor: "grey.900" };
  if (!playUrl) {
    return (
      <Box sx={{ ...size, display: "grid", placeItems: "center" }} aria-label="온라인 총회 영상">
        <Typography sx={{ color: "grey.300" }}>{text}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="video"
      key={playUrl}
      src={playUrl}
      aria-label="온라인 총회 영상"
      autoPlay
      muted
      loop
      playsInline
      controls
      sx={{ ...size, objectFit: "contain", display: "block" }}
    />
  );
}
