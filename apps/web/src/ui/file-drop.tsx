import Close from "@mui/icons-material/Close";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { type DragEvent, useId, useRef, useState } from "react";
import { type FileDropRules, fileDropRefusal } from "./file-drop-refusal";

export type FileDropProps = FileDropRules & {
  /** Accessible name of the file input. */
  label: string;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  isDisabled?: boolean;
};

/** A drop zone with a file button; refuses files outside `accept` with a note and an error state. */
export function FileDrop(props: FileDropProps) {
  const { label, accept = [], files, onFilesChange, isMultiple = false, isDisabled = false } = props;
  const inputId = useId();
  const noteId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isDragOver, setIsDragOver] = useState(false);

  const take = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const reason = fileDropRefusal(chosen, props);
    setRefusal(reason);
    if (!reason) onFilesChange(isMultiple ? [...files, ...chosen] : chosen);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragOver(false);
    if (!isDisabled) take([...event.dataTransfer.files]);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragOver(true);
        }}
        onDragLeave={() => setIsDragOver(false)}
        onDrop={handleDrop}
        sx={{
          border: 2,
          borderStyle: "dashed",
          borderColor: refusal ? "error.main" : isDragOver ? "primary.main" : "divider",
          bgcolor: refusal ? "#fff5f5" : isDragOver ? "#f0f4ff" : "background.paper",
          borderRadius: 2,
          px: 3,
          py: 4,
          textAlign: "center",
          transition: "border-color 120ms, background-color 120ms",
        }}
      >
        <UploadFileOutlined sx={{ fontSize: 40, color: refusal ? "error.main" : "text.secondary" }} aria-hidden />
        <Typography sx={{ mt: 1 }}>파일을 이곳에 끌어다 놓거나 파일 선택 버튼을 눌러 주세요.</Typography>
        <Typography
          id={noteId}
          variant="body2"
          color={refusal ? "error" : "text.secondary"}
          role={refusal ? "alert" : undefined}
          sx={{ mt: 0.5 }}
        >
          {refusal ?? (props.acceptLabel ? `${props.acceptLabel} 파일을 올릴 수 있습니다.` : "")}
        </Typography>
        <Button variant="outlined" sx={{ mt: 2 }} disabled={isDisabled} onClick={() => inputRef.current?.click()}>
          파일 선택
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          hidden
          aria-label={label}
          aria-describedby={noteId}
          accept={accept.join(",") || undefined}
          multiple={isMultiple}
          disabled={isDisabled}
          onChange={(event) => {
            take([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </Box>
      {files.length > 0 && (
        <Box component="ul" aria-label="선택한 파일" sx={{ listStyle: "none", p: 0, m: 0, mt: 1.5 }}>
          {files.map((file, index) => (
            <Box
              component="li"
              key={`${file.name}-${file.size}-${file.lastModified}`}
              sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.5 }}
            >
              <InsertDriveFileOutlined fontSize="small" color="action" aria-hidden />
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {file.name}
              </Typography>
              <IconButton
                size="small"
                aria-label={`${file.name} 빼기`}
                disabled={isDisabled}
                onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
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
