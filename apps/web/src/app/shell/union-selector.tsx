import type { ServiceMemberUnion } from "@johap/contracts";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select, { type SelectChangeEvent } from "@mui/material/Select";
import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { swapUnionInPath } from "../../lib/union-path";

export type UnionSelectorProps = {
  unions: readonly ServiceMemberUnion[];
  current: ServiceMemberUnion | null;
};

/** 사업구역: the member's zones; a change keeps the page and swaps the zone in the path. */
export function UnionSelector({ unions, current }: UnionSelectorProps) {
  const labelId = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const handleChange = (event: SelectChangeEvent) => {
    navigate(swapUnionInPath(pathname, event.target.value));
  };
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={labelId}>사업구역</InputLabel>
      <Select
        labelId={labelId}
        label="사업구역"
        value={current ? String(current.unionId) : ""}
        onChange={handleChange}
        disabled={unions.length === 0}
      >
        {unions.map((union) => (
          <MenuItem key={union.unionId} value={String(union.unionId)} sx={{ whiteSpace: "normal" }}>
            {union.unionName}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
