import { SMS_LABELS, SMS_MESSAGES, type SmsCaller } from "@johap/contracts";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { type Control, Controller, useWatch } from "react-hook-form";
import { formatPhone } from "../../../../lib/format";
import { dateTimeInputValue } from "../../../../lib/format-date";
import type { ComposeValues } from "../../send-request";

export type SenderFieldsProps = {
  control: Control<ComposeValues>;
  /** Approved callers (status C) only. */
  callers: readonly SmsCaller[];
  isDisabled?: boolean;
};

/** 발신번호, 발송방식 and, for 예약발송, the date-time (never in the past). */
export function SenderFields({ control, callers, isDisabled }: SenderFieldsProps) {
  const sendType = useWatch({ control, name: "sendType" });
  const hasCallers = callers.length > 0;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Controller
        control={control}
        name="outgoingPhoneNo"
        render={({ field }) => (
          <TextField
            select
            label="발신번호"
            name={field.name}
            value={hasCallers ? field.value : ""}
            onChange={field.onChange}
            disabled={isDisabled || !hasCallers}
            fullWidth
            size="small"
            slotProps={{
              select: {
                displayEmpty: !hasCallers,
                renderValue: (value) => (hasCallers ? formatPhone(String(value)) : SMS_MESSAGES.noCaller),
              },
              inputLabel: { shrink: true },
            }}
          >
            {callers.map((caller) => (
              <MenuItem key={caller.smsCallerSeq} value={caller.outgoingPhoneNo}>
                {formatPhone(caller.outgoingPhoneNo)} ({caller.name})
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="sendType"
        render={({ field }) => (
          <FormControl disabled={isDisabled}>
            <FormLabel id="send-type-label" sx={{ fontSize: 14 }}>
              발송방식
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="send-type-label"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
              <FormControlLabel
                value="IMMEDIATE"
                control={<Radio size="small" />}
                label={SMS_LABELS.sendType.IMMEDIATE}
              />
              <FormControlLabel
                value="SCHEDULE"
                control={<Radio size="small" />}
                label={SMS_LABELS.sendType.SCHEDULE}
              />
            </RadioGroup>
          </FormControl>
        )}
      />
      {sendType === "SCHEDULE" && (
        <Controller
          control={control}
          name="scheduledAt"
          render={({ field }) => (
            <TextField
              type="datetime-local"
              label="예약발송일시"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              disabled={isDisabled}
              size="small"
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateTimeInputValue(new Date()) } }}
            />
          )}
        />
      )}
    </Box>
  );
}
