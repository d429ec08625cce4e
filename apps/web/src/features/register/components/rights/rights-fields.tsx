import type { CommonCodeItem } from "@johap/contracts";
import { acquisitionPeriodOf, todayInSeoul } from "@johap/contracts";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { FieldPath } from "react-hook-form";
import { useFormContext, useWatch } from "react-hook-form";
import { FormTextField } from "../../../../ui/form-fields";
import { cleanArea, cleanPortion, type RightsFormValues } from "./rights-form-values";

type Name = FieldPath<RightsFormValues>;
type Common = { name: Name; label: string; disabled?: boolean };

/**
 * A select of common codes with an empty choice (sent as null). A stored value that is not a code of
 * the group (free text from an uploaded workbook) stays choosable as it is.
 */
export function CodeSelect({ name, label, disabled, items }: Common & { items: readonly CommonCodeItem[] }) {
  const { control } = useFormContext<RightsFormValues>();
  const value = useWatch({ control, name });
  const isForeign = typeof value === "string" && value !== "" && !items.some((item) => item.code === value);
  return (
    <FormTextField control={control} name={name} label={label} select disabled={disabled} size="small">
      <MenuItem value="">
        <em>선택 안 함</em>
      </MenuItem>
      {isForeign && <MenuItem value={value}>{value}</MenuItem>}
      {items.map((item) => (
        <MenuItem key={item.code} value={item.code}>
          {item.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

export function AreaField({ name, label, disabled }: Common) {
  const { control } = useFormContext<RightsFormValues>();
  return (
    <FormTextField
      control={control}
      name={name}
      label={`${label} (㎡)`}
      disabled={disabled}
      size="small"
      transform={cleanArea}
      slotProps={{ htmlInput: { inputMode: "decimal" } }}
    />
  );
}

export function PortionField({ name, label, disabled }: Common) {
  const { control } = useFormContext<RightsFormValues>();
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      placeholder="1/2"
      disabled={disabled}
      size="small"
      transform={cleanPortion}
      maxLength={30}
    />
  );
}

export function DateField({ name, label, disabled }: Common) {
  const { control } = useFormContext<RightsFormValues>();
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="date"
      disabled={disabled}
      size="small"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInSeoul() } }}
    />
  );
}

/** The acquisition date and the holding period computed from it. */
export function AcquisitionFields({
  prefix,
  disabled,
}: {
  prefix: `items.${number}.land` | `items.${number}.building`;
  disabled?: boolean;
}) {
  const { control } = useFormContext<RightsFormValues>();
  const acquiredAt = useWatch({ control, name: `${prefix}.acquiredAt` });
  return (
    <>
      <DateField name={`${prefix}.acquiredAt`} label="취득일" disabled={disabled} />
      <TextField
        label="보유 기간"
        size="small"
        value={acquisitionPeriodOf(acquiredAt) ?? ""}
        slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
        disabled={disabled}
      />
    </>
  );
}
