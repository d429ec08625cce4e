import {
  CLIENT_MESSAGES,
  PERMISSION_MESSAGES as M,
  type ManagerGroup,
  ServiceManagerFiltersSchema,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { PHONE_MAX_DIGITS } from "../../../lib/digits";
import { AlertDialog } from "../../../ui/alert-dialog";
import { DigitsField } from "../../../ui/digits-field";
import type { ServiceManagerSearch } from "../api/permissions-keys";
import { useAddPersonsMutation } from "../api/permissions-mutations";
import { candidatesQuery } from "../api/permissions-queries";
import { PersonsTable } from "./persons-table";

export type AddPersonsDialogProps = { targetServiceId: number; group: ManagerGroup; onClose: () => void };

/**
 * 권한자 추가: the union's managers searched by name and phone (spec 01 §5 filters). The supervisor
 * stays in 관리자 and persons of this group are already in; a person of another group moves here.
 */
export function AddPersonsDialog({ targetServiceId, group, onClose }: AddPersonsDialogProps) {
  const [draft, setDraft] = useState<ServiceManagerSearch>({ name: "", phoneNo: "" });
  const [search, setSearch] = useState<ServiceManagerSearch>({ name: "", phoneNo: "" });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const candidates = useQuery({ ...candidatesQuery(targetServiceId, search), placeholderData: keepPreviousData });
  const add = useAddPersonsMutation(targetServiceId, group.managerGroupId);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const checked = ServiceManagerFiltersSchema.safeParse(draft);
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? "검색 조건을 확인해 주세요.");
      return;
    }
    setSearch({ name: checked.data.name, phoneNo: checked.data.phoneNo });
  };
  const handleToggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const handleAdd = () => {
    if (selected.size === 0) {
      setAlert(M.selectPersons);
      return;
    }
    add.mutate([...selected], { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="add-persons-title"
    >
      <DialogTitle id="add-persons-title">권한자 추가 · {group.name}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          role="search"
          aria-label="조합 사용자 검색"
          noValidate
          onSubmit={handleSearch}
          sx={{ display: "flex", gap: 1.5, alignItems: "center", pt: 1, mb: 1.5 }}
        >
          <TextField
            label="이름"
            size="small"
            value={draft.name}
            onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <DigitsField
            label="연락처"
            size="small"
            value={draft.phoneNo}
            onValueChange={(phoneNo) => setDraft((d) => ({ ...d, phoneNo }))}
            maxDigits={PHONE_MAX_DIGITS}
          />
          <Button type="submit" variant="contained">
            검색
          </Button>
        </Box>
        <Box sx={{ height: 4 }}>{candidates.isFetching && <LinearProgress aria-label="불러오는 중" />}</Box>
        <PersonsTable
          label="조합 사용자"
          rows={candidates.data ?? []}
          emptyText={candidates.isPending ? "불러오는 중입니다." : CLIENT_MESSAGES.noData}
          selectedIds={selected}
          onToggle={handleToggle}
          isSelectable={(row) => row.label !== "SUPERVISOR" && row.managerGroupId !== group.managerGroupId}
          extra={[{ headerName: "현재 그룹", renderCell: (row) => row.groupName ?? "-" }]}
          maxHeight={360}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={add.isPending}>
          취소
        </Button>
        <Button variant="contained" onClick={handleAdd} disabled={add.isPending}>
          추가
        </Button>
      </DialogActions>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Dialog>
  );
}
