import { CONSENT_SEARCH_NAME_MAX, OWNER_LABELS, type OwnerType, type ShareType } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { GroupSelect } from "../../address-groups";
import type { CandidateFilters } from "../api/consents-open-queries";

export const EMPTY_CANDIDATE_FILTERS: CandidateFilters = {
  name: "",
  shareType: "",
  ownerType: "",
  unionRegisterGroupSeq: "",
};

/** The owner search of 대상자 선택: name (max 30), share type, owner type and 그룹; 검색 applies them. */
export function OpenRecipientSearch({
  unionSeq,
  onSearch,
}: {
  unionSeq: number;
  onSearch: (filters: CandidateFilters) => void;
}) {
  const [draft, setDraft] = useState<CandidateFilters>(EMPTY_CANDIDATE_FILTERS);
  return (
    <Box
      component="search"
      aria-label="대상자 검색"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          onSearch(draft);
        }
      }}
    >
      <TextField
        size="small"
        label="이름"
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        slotProps={{ htmlInput: { maxLength: CONSENT_SEARCH_NAME_MAX } }}
      />
      <TextField
        select
        size="small"
        label="공유 구분"
        value={draft.shareType}
        onChange={(event) => setDraft({ ...draft, shareType: event.target.value as ShareType | "" })}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">전체</MenuItem>
        {(Object.keys(OWNER_LABELS.shareType) as ShareType[]).map((key) => (
          <MenuItem key={key} value={key}>
            {OWNER_LABELS.shareType[key]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="소유 구분"
        value={draft.ownerType}
        onChange={(event) => setDraft({ ...draft, ownerType: event.target.value as OwnerType | "" })}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">전체</MenuItem>
        {(Object.keys(OWNER_LABELS.ownerType) as OwnerType[]).map((key) => (
          <MenuItem key={key} value={key}>
            {OWNER_LABELS.ownerType[key]}
          </MenuItem>
        ))}
      </TextField>
      <GroupSelect
        unionSeq={unionSeq}
        value={draft.unionRegisterGroupSeq}
        onChange={(unionRegisterGroupSeq) => setDraft({ ...draft, unionRegisterGroupSeq })}
        width={180}
      />
      <Button variant="contained" onClick={() => onSearch(draft)}>
        검색
      </Button>
      <Button
        variant="text"
        color="inherit"
        onClick={() => {
          setDraft(EMPTY_CANDIDATE_FILTERS);
          onSearch(EMPTY_CANDIDATE_FILTERS);
        }}
      >
        초기화
      </Button>
    </Box>
  );
}
