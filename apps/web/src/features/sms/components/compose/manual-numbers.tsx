import { parseManualNumbers, SMS_MESSAGES } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { formatPhone } from "../../../../lib/format";

export type ManualNumbersProps = {
  numbers: readonly string[];
  onNumbersChange: (numbers: string[]) => void;
  onAlert: (message: ReactNode) => void;
  isDisabled?: boolean;
};

/** 직접 입력: numbers split by newline or comma, 9 to 12 digits; bad entries are listed (spec 04 §5). */
export function ManualNumbers({ numbers, onNumbersChange, onAlert, isDisabled }: ManualNumbersProps) {
  const [draft, setDraft] = useState("");

  const handleAdd = () => {
    if (!draft.trim()) return onAlert(SMS_MESSAGES.manualEmpty);
    const parsed = parseManualNumbers(draft);
    const added = parsed.numbers.filter((number) => !numbers.includes(number));
    onNumbersChange([...numbers, ...added]);
    setDraft(parsed.invalid.join("\n"));
    if (parsed.invalid.length > 0) {
      onAlert(
        <>
          {SMS_MESSAGES.manualInvalid}
          <Box component="ul" aria-label="잘못된 번호" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {parsed.invalid.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </Box>
        </>,
      );
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        번호 직접 입력
      </Typography>
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <TextField
          label="수신번호"
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          size="small"
          value={draft}
          disabled={isDisabled}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="줄바꿈 또는 쉼표(,)로 여러 번호를 입력"
        />
        <Button variant="outlined" onClick={handleAdd} disabled={isDisabled} sx={{ flexShrink: 0, height: 40 }}>
          번호 추가
        </Button>
      </Box>
      {numbers.length > 0 && (
        <Box
          component="ul"
          aria-label="직접 입력한 번호"
          sx={{ listStyle: "none", p: 0, m: 0, mt: 1, display: "flex", flexWrap: "wrap", gap: 0.75 }}
        >
          {numbers.map((number) => (
            <li key={number}>
              <Chip
                size="small"
                label={formatPhone(number)}
                disabled={isDisabled}
                onDelete={() => onNumbersChange(numbers.filter((item) => item !== number))}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
