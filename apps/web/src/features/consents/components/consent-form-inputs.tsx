import type { ConsentField } from "@johap/contracts";
import Box from "@mui/material/Box";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { ConsentFormValues } from "../consent-form-values";

/** Fields of the consent form that the page disables (status locks, toggles off, template locks). */
export type DisabledFields = ReadonlySet<ConsentField>;

type FieldName = keyof ConsentFormValues & ConsentField;

/** A labelled row of the form: the label on the left, the control(s) on the right. */
export function FormRow({ label, isRequired, children }: { label: string; isRequired?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "160px 1fr" }, gap: 1.5, alignItems: "start" }}>
      <Typography component="div" sx={{ fontWeight: 600, pt: 1, fontSize: 14 }}>
        {label}
        {isRequired && (
          <Box component="span" sx={{ color: "error.main", ml: 0.5 }} aria-hidden>
            *
          </Box>
        )}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

type TextProps = Omit<TextFieldProps, "name" | "value" | "onChange" | "error"> & {
  name: FieldName;
  maxLength?: number;
};

/** A text (or date-time) input of the consent form; a text with a limit counts its characters. */
export function ConsentTextField({ name, maxLength, slotProps, ...rest }: TextProps) {
  const { control } = useFormContext<ConsentFormValues>();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null) ?? "";
  return (
    <TextField
      {...rest}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      size="small"
      fullWidth
      helperText={maxLength ? `${value.length}/${maxLength}` : undefined}
      slotProps={{
        ...slotProps,
        formHelperText: { sx: { textAlign: "right", mx: 0 } },
        htmlInput: { maxLength, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}

type NumberProps = Omit<TextFieldProps, "name" | "value" | "onChange" | "error" | "type"> & {
  name: "consentCondition" | "activeWithdrawnDays";
  min: number;
  max: number;
  step: number;
};

/** A number of the form (percent with decimals, days): empty stores null. */
export function ConsentNumberField({ name, min, max, step, slotProps, ...rest }: NumberProps) {
  const { control } = useFormContext<ConsentFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      type="number"
      name={field.name}
      value={field.value === null || Number.isNaN(field.value) ? "" : String(field.value)}
      onChange={(event) => field.onChange(event.target.value === "" ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      size="small"
      slotProps={{ ...slotProps, htmlInput: { min, max, step, inputMode: "decimal" } }}
    />
  );
}
