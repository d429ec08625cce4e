import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { formatNumber } from "../../../lib/format";
import { registerGroupsQuery } from "../api/address-groups-queries";

/** Every group of the union at once (auto-generated ones included) for a recipient picker's 그룹 select. */
const ALL_GROUPS = { page: 0, pageSize: 1000 } as const;

/**
 * 그룹: a recipient source for other pickers (SMS, consents): 전체 or one address group (주소록 그룹, M0411);
 * the picker then lists only that group's owners. `value` is the group's seq, "" for 전체.
 */
export function GroupSelect(props: {
  unionSeq: number;
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  width?: number;
}) {
  const groups = useQuery(registerGroupsQuery(props.unionSeq, ALL_GROUPS));
  return (
    <TextField
      select
      size="small"
      label="그룹"
      value={groups.data ? props.value : ""}
      onChange={(event) => props.onChange(event.target.value)}
      disabled={props.isDisabled}
      sx={{ minWidth: props.width ?? 200 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      <MenuItem value="">전체</MenuItem>
      {(groups.data?.data ?? []).map((group) => (
        <MenuItem key={group.unionRegisterGroupSeq} value={String(group.unionRegisterGroupSeq)}>
          {`${group.name} (${formatNumber(group.unionRegisterCount)}명)`}
        </MenuItem>
      ))}
    </TextField>
  );
}
