import Close from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { errorMessageOf } from "../../../../lib/http-error";
import { MEET_FILE_MAX_BYTES, uploadMeetFile } from "../api/meets-open-api";
import type { UploadedFile } from "../open-form-values";

export const IMAGE_EXTENSIONS = [".png", ".jpg", ".jpeg"] as const;
export const NOTICE_EXTENSIONS = [...IMAGE_EXTENSIONS, ".pdf"] as const;
export const PDF_EXTENSIONS = [".pdf"] as const;

type Props = {
  unionSeq: number;
  /** Accessible name of the file input (e.g. 공고문 파일). */
  label: string;
  extensions: readonly string[];
  /** How the allowed kinds read in a refusal: "PNG, JPG, PDF". */
  kindLabel: string;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  onAlert: (message: string) => void;
};

/** 파일 선택: checks the kind and size, uploads through a signed URL (division MEET) and shows the name. */
export function MeetFileButton({ unionSeq, label, extensions, kindLabel, value, onChange, onAlert }: Props) {
  const [isUploading, setIsUploading] = useState(false);
  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    if (!extensions.some((ext) => file.name.toLowerCase().endsWith(ext))) {
      return onAlert(`${kindLabel} 파일만 업로드할 수 있습니다.`);
    }
    if (file.size > MEET_FILE_MAX_BYTES) return onAlert("파일 크기가 너무 큽니다.");
    setIsUploading(true);
    try {
      onChange({ fileSeq: await uploadMeetFile(unionSeq, file), name: file.name });
    } catch (error) {
      onAlert(errorMessageOf(error));
    } finally {
      setIsUploading(false);
    }
  };
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
      <Button component="label" variant="outlined" size="small" disabled={isUploading}>
        {isUploading ? "업로드 중..." : "파일 선택"}
        <input
          hidden
          type="file"
          aria-label={label}
          accept={extensions.join(",")}
          onChange={(event) => {
            void handleFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </Button>
      <Typography variant="body2" color={value ? "text.primary" : "text.secondary"} noWrap>
        {value ? value.name : `${kindLabel} 파일`}
      </Typography>
      {value && (
        <IconButton size="small" aria-label={`${label} 삭제`} onClick={() => onChange(null)}>
          <Close fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
