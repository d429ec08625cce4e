import { liveStreamEmbedUrl } from "@johap/contracts";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";

/** The embedded player of the registered link (16:9, 640 x 360), or a link where the site cannot be embedded. */
export function RelayPreview({ url }: { url: string }) {
  const embedUrl = liveStreamEmbedUrl(url);
  if (!embedUrl) {
    return (
      <Typography variant="body2" color="text.secondary">
        이 영상 사이트는 미리보기를 지원하지 않습니다.{" "}
        <Link href={url} target="_blank" rel="noopener noreferrer">
          새 창에서 보기
        </Link>
      </Typography>
    );
  }
  return (
    <Box
      component="iframe"
      title="현장중계 미리보기"
      src={embedUrl}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sx={{ width: 640, maxWidth: "100%", aspectRatio: "16 / 9", border: 0, borderRadius: 1, bgcolor: "grey.900" }}
    />
  );
}
