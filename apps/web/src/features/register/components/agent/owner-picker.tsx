import { formatSerial } from "@johap/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateDigits } from "../../../../lib/format-date";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { type OwnerOption, ownerOptionsQuery } from "../../api/register-queries";

export type OwnerPickerProps = {
  unionSeq: number;
  value: OwnerOption | null;
  onChange: (owner: OwnerOption | null) => void;
  isDisabled?: boolean;
  hasError?: boolean;
  /** Form field name of the picked owner (orders the first error of the form). */
  name?: string;
};

const optionLabel = (owner: OwnerOption) =>
  `${owner.name} (${formatSerial(owner.unionRegisterNoMain, owner.unionRegisterNoSub)})`;

/** Picks the owner an agent acts for, searched by name; owners who have an agent cannot be picked. */
export function OwnerPicker({
  unionSeq,
  value,
  onChange,
  isDisabled = false,
  hasError = false,
  name,
}: OwnerPickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState("");
  const searchName = useDebouncedValue(search.trim(), 250);
  const options = useQuery({ ...ownerOptionsQuery(unionSeq, searchName), enabled: isOpen && !isDisabled });
  return (
    <Autocomplete
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      disabled={isDisabled}
      value={value}
      onChange={(_event, owner) => onChange(owner)}
      onInputChange={(_event, input, reason) => {
        if (reason === "input" || reason === "clear") setSearch(input);
      }}
      options={options.data ?? []}
      loading={options.isFetching}
      filterOptions={(items) => items}
      getOptionLabel={optionLabel}
      getOptionDisabled={(owner) => owner.hasAgent}
      isOptionEqualToValue={(a, b) => a.unionRegisterSeq === b.unionRegisterSeq}
      noOptionsText="검색된 소유자가 없습니다."
      loadingText="찾는 중..."
      renderOption={({ key, ...props }, owner) => (
        <Box component="li" key={key} {...props} sx={{ display: "flex", gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{owner.name}</Typography>
          <Typography color="text.secondary" variant="body2">
            {formatSerial(owner.unionRegisterNoMain, owner.unionRegisterNoSub)}
            {owner.birth && ` · ${formatDateDigits(owner.birth)}`}
            {owner.hasAgent && " · 대리인 있음"}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} name={name} label="소유자" required placeholder="이름으로 검색" error={hasError} />
      )}
    />
  );
}
