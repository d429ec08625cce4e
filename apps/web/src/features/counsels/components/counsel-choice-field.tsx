import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { type Control, useController } from "react-hook-form";
import type { CounselFormOutput, CounselFormValues } from "./counsel-form";

/** The single-choice fields of a counsel (상담방식, 성향, 서면결의, 총회 참석). */
export type CounselChoiceName = "method" | "tendency" | "votingWrittenType" | "meetAttendType";

/** Which field, its group label and its codes with their labels. */
export type CounselChoice = {
  name: CounselChoiceName;
  label: string;
  options: readonly string[];
  labels: Readonly<Record<string, string>>;
};

/** A single choice of a code group, as a row of radio buttons with its group label, bound to the form. */
export function CounselChoiceField(
  props: CounselChoice & { control: Control<CounselFormValues, unknown, CounselFormOutput> },
) {
  const labelId = useId();
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ fontWeight: 700, color: "text.primary", mb: 0.5 }}>
        {props.label}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        aria-labelledby={labelId}
        value={field.value ?? ""}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {props.options.map((code) => (
          <FormControlLabel
            key={code}
            value={code}
            control={<Radio size="small" />}
            label={props.labels[code] ?? code}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
