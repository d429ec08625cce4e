import {
  ATTEND_EXPECTED_TYPES,
  EVOTE_PROGRESS_STATUSES,
  VOTER_DATE_TYPES,
  VOTER_LABELS,
  VOTER_TENDENCIES,
  WRITTEN_SUBMISSION_TYPES,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import type { VoterSearch } from "../api/voters-queries";

export const EMPTY_VOTER_SEARCH: VoterSearch = {
  unionRegisterNo: "",
  name: "",
  phoneNo: "",
  dateType: "SENT",
  fromDate: "",
  toDate: "",
  electronicStatus: "",
  isResent: "",
  tendency: "",
  attendExpectedType: "",
  writtenSubmissionType: "",
};

type Option = { value: string; label: string };
const optionsOf = (codes: readonly string[], labels: Record<string, string>): Option[] =>
  codes.map((code) => ({ value: code, label: labels[code] ?? code }));

function Select(props: {
  label: string;
  value: string;
  options: Option[];
  width?: number;
  onChange: (v: string) => void;
  hasAll?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ width: props.width ?? 130 }}
    >
      {props.hasAll !== false && <MenuItem value="">전체</MenuItem>}
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * 선거인 검색 (spec 03 §2.3 and §5): 연번 (digits and '-', 11), 이름 (10), 전화번호 (digits, 11), a date range
 * (From/To) on the chosen date, 전자투표 상태, 재발송 여부, 성향, 참석 예정, 서면 제출; 검색 applies, 초기화 clears.
 * `kind` leaves out the filters a method has no use for.
 */
export function VoterSearchForm(props: {
  kind: "electronic" | "onsite" | "roster";
  onSearch: (search: VoterSearch) => void;
}) {
  const [value, setValue] = useState<VoterSearch>(EMPTY_VOTER_SEARCH);
  const set = (patch: Partial<VoterSearch>) => setValue((v) => ({ ...v, ...patch }));
  const isElectronic = props.kind === "electronic";
  const isOnsite = props.kind === "onsite";
  return (
    <Box
      component="form"
      role="search"
      aria-label="선거인 검색"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(value);
      }}
      sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}
    >
      <TextField
        size="small"
        label="연번"
        value={value.unionRegisterNo}
        onChange={(e) => set({ unionRegisterNo: e.target.value.replace(/[^\d-]/g, "").replace(/--+/g, "-") })}
        slotProps={{ htmlInput: { maxLength: 11 } }}
        sx={{ width: 110 }}
      />
      <TextField
        size="small"
        label="이름"
        value={value.name}
        onChange={(e) => set({ name: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 10 } }}
        sx={{ width: 130 }}
      />
      <TextField
        size="small"
        label="전화번호"
        value={value.phoneNo}
        onChange={(e) => set({ phoneNo: e.target.value.replace(/\D/g, "") })}
        slotProps={{ htmlInput: { maxLength: 11, inputMode: "numeric" } }}
        sx={{ width: 140 }}
      />
      {props.kind !== "roster" && (
        <>
          <Select
            label="기간 구분"
            value={value.dateType}
            hasAll={false}
            options={optionsOf(VOTER_DATE_TYPES, VOTER_LABELS.dateType)}
            onChange={(dateType) => set({ dateType })}
          />
          <TextField
            size="small"
            type="date"
            label="From"
            value={value.fromDate}
            onChange={(e) => set({ fromDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 150 }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={value.toDate}
            onChange={(e) => set({ toDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 150 }}
          />
        </>
      )}
      {isElectronic && (
        <>
          <Select
            label="전자투표 상태"
            value={value.electronicStatus}
            options={optionsOf(EVOTE_PROGRESS_STATUSES, VOTER_LABELS.progressStatus)}
            onChange={(electronicStatus) => set({ electronicStatus })}
          />
          <Select
            label="재발송 여부"
            value={value.isResent}
            width={120}
            options={[
              { value: "true", label: "재발송" },
              { value: "false", label: "미재발송" },
            ]}
            onChange={(isResent) => set({ isResent })}
          />
        </>
      )}
      <Select
        label="성향"
        value={value.tendency}
        width={110}
        options={optionsOf(VOTER_TENDENCIES, VOTER_LABELS.tendency)}
        onChange={(tendency) => set({ tendency })}
      />
      {(isOnsite || props.kind === "roster") && (
        <>
          <Select
            label="참석 예정"
            value={value.attendExpectedType}
            width={120}
            options={optionsOf(ATTEND_EXPECTED_TYPES, VOTER_LABELS.attendExpectedType)}
            onChange={(attendExpectedType) => set({ attendExpectedType })}
          />
          <Select
            label="서면 제출"
            value={value.writtenSubmissionType}
            width={120}
            options={optionsOf([...WRITTEN_SUBMISSION_TYPES, "NONE"], VOTER_LABELS.writtenSubmissionType)}
            onChange={(writtenSubmissionType) => set({ writtenSubmissionType })}
          />
        </>
      )}
      <Button type="submit" variant="contained">
        검색
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => {
          setValue(EMPTY_VOTER_SEARCH);
          props.onSearch(EMPTY_VOTER_SEARCH);
        }}
      >
        초기화
      </Button>
    </Box>
  );
}
