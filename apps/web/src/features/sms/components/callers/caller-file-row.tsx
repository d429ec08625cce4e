import Close from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useRef } from "react";

export type CallerFileRowProps = {
  label: string;
  isRequired: boolean;
  file: File | null;
  accept: readonly string[];
  onChange: (file: File | null) => void;
  isDisabled?: boolean;
};

/** One document of a caller registration: its name, the chosen file, 파일 선택 and 빼기. */
export function CallerFileRow({ label, isRequired, file, accept, onChange, isDisabled }: CallerFileRowProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "170px 1fr auto", alignItems: "center", gap: 1.5, py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
        {isRequired ? (
          <Box component="span" sx={{ color: "error.main", ml: 0.5 }} aria-label="필수">
            *
          </Box>
        ) : (
          <Box component="span" sx={{ color: "text.secondary", fontWeight: 400, ml: 0.5 }}>
            (선택)
          </Box>
        )}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", minWidth: 0 }}>
        <Typography variant="body2" noWrap color={file ? "text.primary" : "text.secondary"}>
          {file ? file.name : "선택된 파일 없음"}
        </Typography>
        {file && (
          <IconButton size="small" aria-label={`${label} 빼기`} onClick={() => onChange(null)} disabled={isDisabled}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Button size="small" variant="outlined" onClick={() => inputRef.current?.click()} disabled={isDisabled}>
        파일 선택
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={label}
        accept={accept.map((extension) => `.${extension}`).join(",")}
        disabled={isDisabled}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = "";
        }}
      />
    </Box>
  );
}
