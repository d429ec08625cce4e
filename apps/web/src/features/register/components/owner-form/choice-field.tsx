import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";

export type ChoiceFieldProps<V extends string | boolean> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  isDisabled?: boolean;
};

/** A labelled row of radio buttons (단독/공유, 있음/없음 ...). */
export function ChoiceField<V extends string | boolean>({
  label,
  value,
  options,
  onChange,
  isDisabled,
}: ChoiceFieldProps<V>) {
  const labelId = useId();
  return (
    <Box
      role="radiogroup"
      aria-labelledby={labelId}
      sx={{ display: "flex", flexDirection: "column", justifyContent: "center" }}
    >
      <FormLabel id={labelId} sx={{ fontSize: 12, lineHeight: 1.2 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        value={String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(option.value)}
            disabled={isDisabled}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

export const YES_NO = [
  { value: true, label: "있음" },
  { value: false, label: "없음" },
] as const;
