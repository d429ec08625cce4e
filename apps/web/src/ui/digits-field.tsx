import TextField, { type TextFieldProps } from "@mui/material/TextField";
import type { FieldValues } from "react-hook-form";
import { digitsAndHyphens, digitsOnly } from "../lib/digits";
import { FormTextField, type FormTextFieldProps } from "./form-fields";

type DigitsOptions = {
  /** Digits kept (characters with `allowHyphen`); the rest of a longer paste is cut after cleaning. */
  maxDigits: number;
  /** Keep '-' too (registry and serial numbers). */
  allowHyphen?: boolean;
  /** Shows the kept digits formatted (for example 123-45-67890). */
  format?: (digits: string) => string;
};

const cleanerOf = ({ maxDigits, allowHyphen, format }: DigitsOptions) => {
  const clean = (value: string) => (allowHyphen ? digitsAndHyphens(value, maxDigits) : digitsOnly(value, maxDigits));
  return format ? (value: string) => format(clean(value)) : clean;
};

/**
 * Input attributes of a digits field. No HTML `maxlength`: the browser would cut a paste before the
 * non-digits are dropped, so "010-5555-7777" would lose digits; the cleaner cuts after dropping them.
 */
const htmlInputOf = (allowHyphen: boolean | undefined, htmlInput: unknown) => ({
  ...(allowHyphen ? {} : { inputMode: "numeric" as const }),
  ...(htmlInput as object),
});

export type DigitsFieldProps = Omit<TextFieldProps, "value" | "onChange"> &
  DigitsOptions & { value: string; onValueChange: (value: string) => void };

/** A TextField that keeps digits only (phones, birth dates, numbers), typed or pasted. */
export function DigitsField(props: DigitsFieldProps) {
  const { value, onValueChange, maxDigits, allowHyphen, format, slotProps, ...rest } = props;
  const clean = cleanerOf({ maxDigits, allowHyphen, format });
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(event) => onValueChange(clean(event.target.value))}
      slotProps={{ ...slotProps, htmlInput: htmlInputOf(allowHyphen, slotProps?.htmlInput) }}
    />
  );
}

export type FormDigitsFieldProps<T extends FieldValues, TOut> = Omit<
  FormTextFieldProps<T, TOut>,
  "transform" | "maxLength"
> &
  DigitsOptions;

/** `DigitsField` bound to a react-hook-form field. */
export function FormDigitsField<T extends FieldValues, TOut = T>(props: FormDigitsFieldProps<T, TOut>) {
  const { maxDigits, allowHyphen, format, slotProps, ...rest } = props;
  return (
    <FormTextField<T, TOut>
      {...rest}
      transform={cleanerOf({ maxDigits, allowHyphen, format })}
      slotProps={{ ...slotProps, htmlInput: htmlInputOf(allowHyphen, slotProps?.htmlInput) }}
    />
  );
}
