import { CONSENT_MESSAGES, CONSENT_SEARCH_NAME_MAX, OWNER_LABELS, type RecipientCandidate } from "@johap/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { formatNumber, formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { notifySuccess } from "../../../lib/notify";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { useAddRecipientsMutation } from "../api/consents-recipients-mutations";
import { candidatesQuery } from "../api/consents-recipients-queries";

const PAGE_SIZES = [10, 50, 100] as const;
/** Ours: the owner page cannot identify an owner without a name and birth date (own or agent's). */
export const NO_IDENTITY_NOTE =
  "빨간색으로 표시된 소유자는 이름 또는 생년월일(본인 또는 대리인)이 없어 전자 동의서를 열람할 수 없으므로 추가할 수 없습니다.";
export const addedMessage = (count: number) => `대상자 ${formatNumber(count)}명이 추가되었습니다.`;

const red = (row: RecipientCandidate, text: string) =>
  row.hasIdentity ? (
    text
  ) : (
    <Typography component="span" variant="body2" color="error">
      {text}
    </Typography>
  );

const COLUMNS: DataTableColumn<RecipientCandidate>[] = [
  { field: "no", headerName: "일련번호", width: 90, align: "center", renderCell: (r) => red(r, r.unionRegisterNo) },
  { field: "name", headerName: "이름", width: 140, renderCell: (r) => red(r, r.name.name || "(이름 없음)") },
  {
    field: "shareType",
    headerName: "소유구분",
    width: 80,
    align: "center",
    renderCell: (r) => red(r, OWNER_LABELS.shareType[r.shareType]),
  },
  {
    field: "ownerType",
    headerName: "소유자 유형",
    width: 90,
    align: "center",
    renderCell: (r) => red(r, OWNER_LABELS.ownerType[r.ownerType]),
  },
  {
    field: "birth",
    headerName: "생년월일",
    width: 110,
    align: "center",
    renderCell: (r) => red(r, formatDateDigits(r.birth)),
  },
  {
    field: "phone",
    headerName: "연락처",
    width: 130,
    align: "center",
    renderCell: (r) => red(r, formatPhone(r.phoneNo)),
  },
];

/** 대상자 추가 (spec 02 §2.2, §5): owners of the register not yet recipients; those without identity in red, not selectable. */
export function RecipientAddDialog(props: { unionSeq: number; consentSeq: number; onClose: () => void }) {
  const [name, setName] = useState("");
  const searchName = useDebouncedValue(name, 500);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const candidates = useQuery(candidatesQuery(props.unionSeq, props.consentSeq, { searchName, page, pageSize }));
  const add = useAddRecipientsMutation(props.unionSeq, props.consentSeq);
  const rows = candidates.data?.data ?? [];
  const lacking = useMemo(() => new Set(rows.filter((r) => !r.hasIdentity).map((r) => r.unionRegisterSeq)), [rows]);
  const handleAdd = () =>
    add.mutate(
      { unionRegisterSeqs: [...selected] },
      {
        onSuccess: (result) => {
          notifySuccess(addedMessage(result.addedCount));
          props.onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : props.onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="add-title"
    >
      <DialogTitle id="add-title">대상자 추가</DialogTitle>
      <DialogContent>
        <TextField
          label="이름"
          size="small"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setPage(0);
          }}
          slotProps={{ htmlInput: { maxLength: CONSENT_SEARCH_NAME_MAX } }}
          sx={{ mb: 1, mt: 1 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {NO_IDENTITY_NOTE}
        </Typography>
        <DataTable
          label="대상자 추가 후보 목록"
          rows={rows}
          columns={COLUMNS}
          getRowId={(row) => row.unionRegisterSeq}
          selectedIds={selected}
          onSelectedIdsChange={(ids) => setSelected(new Set([...ids].filter((id) => !lacking.has(id))))}
          isLeftOutOfPageSelection={(row) => !row.hasIdentity}
          page={page}
          pageSize={pageSize}
          pageSizeOptions={PAGE_SIZES}
          totalElements={candidates.data?.pagination.totalElements ?? 0}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
          height={360}
          isFetching={candidates.isFetching}
        />
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" sx={{ mr: "auto", ml: 2 }}>
          선택 {formatNumber(selected.size)}명
        </Typography>
        <Button variant="outlined" color="inherit" onClick={props.onClose} disabled={add.isPending}>
          취소
        </Button>
        <Button
          variant="contained"
          onClick={handleAdd}
          disabled={add.isPending || selected.size === 0}
          title={selected.size === 0 ? CONSENT_MESSAGES.recipientsRequired : undefined}
        >
          추가
        </Button>
      </DialogActions>
    </Dialog>
  );
}
