import {
  CONSENT_SEARCH_NAME_MAX,
  OWNER_LABELS,
  RECIPIENT_STATUSES,
  type RecipientStatus,
  SHARE_TYPES,
  type ShareType,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { RecipientSearch } from "../api/consents-recipients-queries";
import { recipientStatusLabel } from "../consents-labels";

export const EMPTY_SEARCH: RecipientSearch = { searchRecipientName: "", searchStatus: "", searchShareType: "" };

/** The tab's search (spec 02 §2.2 and §7): name (max 30), ownership type (단독/공유) and status. */
export function RecipientsSearchForm(props: { value: RecipientSearch; onChange: (next: RecipientSearch) => void }) {
  const { value, onChange } = props;
  return (
    <Box
      component="form"
      role="search"
      aria-label="대상자 검색"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}
    >
      <TextField
        label="이름"
        size="small"
        value={value.searchRecipientName}
        onChange={(event) => onChange({ ...value, searchRecipientName: event.target.value })}
        slotProps={{ htmlInput: { maxLength: CONSENT_SEARCH_NAME_MAX } }}
        sx={{ width: 200 }}
      />
      <TextField
        select
        label="소유구분"
        size="small"
        value={value.searchShareType}
        onChange={(event) => onChange({ ...value, searchShareType: event.target.value as ShareType | "" })}
        sx={{ width: 130 }}
      >
        <MenuItem value="">전체</MenuItem>
        {SHARE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {OWNER_LABELS.shareType[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="제출 상태"
        size="small"
        value={value.searchStatus}
        onChange={(event) => onChange({ ...value, searchStatus: event.target.value as RecipientStatus | "" })}
        sx={{ width: 140 }}
      >
        <MenuItem value="">전체</MenuItem>
        {RECIPIENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {recipientStatusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" color="inherit" onClick={() => onChange(EMPTY_SEARCH)}>
        초기화
      </Button>
    </Box>
  );
}
