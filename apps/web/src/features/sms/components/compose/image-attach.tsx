import {
  MAX_SMS_IMAGE_BYTES,
  MAX_SMS_IMAGES,
  SMS_IMAGE_LIMIT_LABEL,
  SMS_MESSAGES,
  type SmsFile,
} from "@johap/contracts";
import Close from "@mui/icons-material/Close";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { FileDrop } from "../../../../ui/file-drop";
import { hasImageSignature } from "../../image-signature";

export type ImageAttachProps = {
  images: readonly File[];
  onImagesChange: (images: File[]) => void;
  /** Images of an earlier message brought in from the sent-box. */
  reused: readonly SmsFile[];
  onReusedChange: (files: SmsFile[]) => void;
  onRefuse: (message: string) => void;
  isDisabled?: boolean;
};

const ACCEPT = [".png", ".jpg", ".jpeg"];

/** Up to 3 png or jpg images (spec 04 §5); any image makes the message an MMS. */
export function ImageAttach({
  images,
  onImagesChange,
  reused,
  onReusedChange,
  onRefuse,
  isDisabled,
}: ImageAttachProps) {
  const handleChange = async (next: File[]) => {
    if (next.length + reused.length > MAX_SMS_IMAGES) return onRefuse(SMS_MESSAGES.imagesMax);
    if (next.some((file) => file.size > MAX_SMS_IMAGE_BYTES)) return onRefuse(SMS_MESSAGES.imageSize);
    // The name says png or jpg; the first bytes must say so too (a renamed file is refused here, not at send).
    const added = next.filter((file) => !images.includes(file));
    const signatures = await Promise.all(added.map(hasImageSignature));
    if (signatures.includes(false)) return onRefuse(SMS_MESSAGES.imageType);
    onImagesChange(next);
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        이미지 첨부 (최대 {MAX_SMS_IMAGES}장, 장당 {SMS_IMAGE_LIMIT_LABEL})
      </Typography>
      <FileDrop
        label="이미지 첨부"
        accept={ACCEPT}
        acceptLabel="png, jpg, jpeg"
        isMultiple
        files={images}
        onFilesChange={(next) => void handleChange(next)}
        isDisabled={isDisabled || images.length + reused.length >= MAX_SMS_IMAGES}
      />
      {reused.length > 0 && (
        <Box component="ul" aria-label="불러온 이미지" sx={{ listStyle: "none", p: 0, m: 0, mt: 1 }}>
          {reused.map((file) => (
            <Box component="li" key={file.fileSeq} sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.5 }}>
              <ImageOutlined fontSize="small" color="action" aria-hidden />
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {file.originName}
              </Typography>
              <IconButton
                size="small"
                aria-label={`${file.originName} 빼기`}
                disabled={isDisabled}
                onClick={() => onReusedChange(reused.filter((item) => item.fileSeq !== file.fileSeq))}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
