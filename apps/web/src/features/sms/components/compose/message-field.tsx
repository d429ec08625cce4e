import { countBytes, LMS_MAX_BYTES, messageByteLimit, type SmsType, truncateToBytes } from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatNumber } from "../../../../lib/format";

export type MessageFieldProps = {
  value: string;
  smsType: SmsType;
  onChange: (message: string) => void;
  /** Text past 2,000 bytes is cut there and told with the 입력 초과 alert. */
  onOverLimit: () => void;
  /** Buttons beside the counter (AI 문구 생성, 보낸 메시지함). */
  tools?: ReactNode;
  isDisabled?: boolean;
};

/** 메시지 내용 with its live byte counter and the derived type (spec 04 §4, §9). */
export function MessageField({ value, smsType, onChange, onOverLimit, tools, isDisabled }: MessageFieldProps) {
  const bytes = countBytes(value);
  const limit = messageByteLimit(smsType);
  return (
    <Box>
      <TextField
        label="메시지 내용"
        name="message"
        multiline
        minRows={8}
        maxRows={16}
        fullWidth
        disabled={isDisabled}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (countBytes(next) > LMS_MAX_BYTES) {
            onChange(truncateToBytes(next, LMS_MAX_BYTES));
            onOverLimit();
          } else onChange(next);
        }}
        placeholder="보낼 문자 내용을 입력해 주세요."
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 1, flexWrap: "wrap" }}>
        <Chip label={smsType} size="small" color={smsType === "SMS" ? "default" : "primary"} aria-label="메시지 유형" />
        <Typography variant="body2" color="text.secondary" aria-label="입력한 바이트" aria-live="polite">
          <Box component="span" sx={{ color: bytes > limit ? "error.main" : "text.primary", fontWeight: 600 }}>
            {formatNumber(bytes)}
          </Box>{" "}
          / {formatNumber(limit)} bytes
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {tools}
      </Box>
    </Box>
  );
}
