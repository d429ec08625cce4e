import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { digitsOnly } from "../lib/digits";

type Bound<T extends FieldValues, TOut> = { control: Control<T, unknown, TOut>; name: FieldPath<T> };

export type FormTextFieldProps<T extends FieldValues, TOut> = Bound<T, TOut> &
  Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error"> & {
    /** Rewrites typed text before it is stored (digits only, formatting...). */
    transform?: (value: string) => string;
    maxLength?: number;
  };

/** A MUI TextField bound to a react-hook-form field (also a select with `select` and MenuItems). */
export function FormTextField<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  const { control, name, transform, maxLength, slotProps, ...rest } = props;
  const { field, fieldState } = useController<T, FieldPath<T>, TOut>({ control, name });
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value ?? ""}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      slotProps={{ ...slotProps, htmlInput: { maxLength, ...(slotProps?.htmlInput as object) } }}
    />
  );
}

export type FormNumberFieldProps<T extends FieldValues, TOut> = Bound<T, TOut> &
  Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error" | "type"> & { maxDigits?: number };

/** A whole number typed as digits; empty stores null. */
export function FormNumberField<T extends FieldValues, TOut = T>(props: FormNumberFieldProps<T, TOut>) {
  const { control, name, maxDigits = 9, slotProps, ...rest } = props;
  const { field, fieldState } = useController<T, FieldPath<T>, TOut>({ control, name });
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value === null || field.value === undefined ? "" : String(field.value)}
      onChange={(event) => {
        const digits = digitsOnly(event.target.value, maxDigits);
        field.onChange(digits === "" ? null : Number(digits));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      slotProps={{ ...slotProps, htmlInput: { inputMode: "numeric", ...(slotProps?.htmlInput as object) } }}
    />
  );
}

export type FormCheckboxProps<T extends FieldValues, TOut> = Bound<T, TOut> & {
  label: string;
  disabled?: boolean;
  onCheckedChange?: (isChecked: boolean) => void;
};

/** A labelled checkbox bound to a boolean field. */
export function FormCheckbox<T extends FieldValues, TOut = T>(props: FormCheckboxProps<T, TOut>) {
  const { control, name, label, disabled, onCheckedChange } = props;
  const { field } = useController<T, FieldPath<T>, TOut>({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onCheckedChange?.(event.target.checked);
          }}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
