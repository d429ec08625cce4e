import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

/** A search bar's select of one code: 전체 (the empty value) first, then each code by its label. */
export function SelectFilter<T extends string>(props: {
  name: string;
  label: string;
  value: T | "";
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  onChange: (value: T | "") => void;
  width: number;
}) {
  return (
    <TextField
      select
      name={props.name}
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as T | "")}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ width: props.width }}
    >
      <MenuItem value="">전체</MenuItem>
      {props.options.map((code) => (
        <MenuItem key={code} value={code}>
          {props.labels[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
