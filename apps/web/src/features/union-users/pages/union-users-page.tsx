import {
  CLIENT_MESSAGES,
  UNION_USERS_MESSAGES as M,
  type UnionManager,
  UnionManagersQuerySchema,
  USER_NAME_FILTER_MAX,
  USER_PHONE_FILTER_MAX,
} from "@johap/contracts";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits, formatDateTime } from "../../../lib/format-date";
import { notifySuccess } from "../../../lib/notify";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AlertDialog } from "../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { DigitsField } from "../../../ui/digits-field";
import { WriteButton } from "../../../ui/write-button";
import { unionLabelName } from "../../account";
import { useCanWrite } from "../../session";
import { managersQuery } from "../api/union-users-lists";
import { useRevokeManagerMutation } from "../api/union-users-mutations";
import { UsersTabs } from "../components/users-tabs";
import { PAGE_SIZES, USERS_MENU } from "../union-users-paths";

type Filters = { name: string; phone: string };
const EMPTY: Filters = { name: "", phone: "" };

const columnsOf = (onRevoke: (manager: UnionManager) => void, canWrite: boolean): DataTableColumn<UnionManager>[] => [
  { field: "name", headerName: "이름", width: 120, renderCell: (row) => row.name },
  { field: "birth", headerName: "생년월일", width: 120, renderCell: (row) => formatDateDigits(row.birth) || "-" },
  { field: "phone", headerName: "연락처", width: 140, renderCell: (row) => formatPhone(row.phone) || "-" },
  { field: "groupName", headerName: "권한 그룹", width: 140, renderCell: (row) => row.groupName ?? "미지정" },
  {
    field: "label",
    headerName: "구분",
    width: 90,
    renderCell: (row) => (
      <Chip
        size="small"
        variant="outlined"
        label={unionLabelName(row.label)}
        color={row.label === "SUPERVISOR" ? "primary" : "default"}
      />
    ),
  },
  { field: "acceptanceAt", headerName: "등록일", width: 150, renderCell: (row) => formatDateTime(row.acceptanceAt) },
  {
    field: "revoke",
    headerName: "권한 해제",
    width: 100,
    align: "center",
    renderCell: (row) =>
      row.label === "SUPERVISOR" ? null : (
        <WriteButton
          canWrite={canWrite}
          size="small"
          color="error"
          variant="outlined"
          onClick={() => onRevoke(row)}
          aria-label={`${row.name} 권한 해제`}
        >
          해제
        </WriteButton>
      ),
  },
];

/** `etc-management/members`: the union's users with name and phone filters; each USER can be revoked. */
export function UnionUsersPage() {
  const unionSeq = useUnionSeq();
  const canWrite = useCanWrite(USERS_MENU);
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [alert, setAlert] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<UnionManager | null>(null);
  const managers = useQuery(managersQuery(unionSeq, { ...filters, page, pageSize }));
  const revoke = useRevokeManagerMutation(unionSeq);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const checked = UnionManagersQuerySchema.safeParse(draft);
    if (!checked.success) return setAlert(checked.error.issues[0]?.message ?? null);
    setFilters({ name: checked.data.name, phone: checked.data.phone });
    setPage(0);
  };
  const handleRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.unionManagerId, {
      onSuccess: () => notifySuccess(M.revoked),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <>
      <title>사용자 관리 | 조합 OMS</title>
      <UsersTabs unionSeq={unionSeq} current="members" />
      <Paper component="form" variant="outlined" onSubmit={handleSearch} sx={{ p: 2, mb: 2, borderRadius: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <TextField
            label="이름"
            size="small"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: USER_NAME_FILTER_MAX } }}
          />
          <DigitsField
            label="연락처"
            size="small"
            value={draft.phone}
            onValueChange={(phone) => setDraft({ ...draft, phone })}
            maxDigits={USER_PHONE_FILTER_MAX}
          />
          <Button type="submit" variant="contained">
            검색
          </Button>
          <Button
            variant="text"
            color="inherit"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setPage(0);
            }}
          >
            초기화
          </Button>
        </Stack>
      </Paper>
      <DataTable
        label="사용자 목록"
        rows={managers.data?.data ?? []}
        columns={columnsOf(setRevoking, canWrite)}
        getRowId={(row) => row.unionManagerId}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES}
        totalElements={managers.data?.pagination.totalElements ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        height={442}
        isFetching={managers.isFetching}
        emptyText={CLIENT_MESSAGES.noData}
      />
      <ConfirmDialog
        isOpen={revoking !== null}
        title="사용자 권한 해제"
        message={revoking ? M.revokeConfirm(revoking.name) : ""}
        confirmLabel="해제"
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={handleRevoke}
      />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </>
  );
}
