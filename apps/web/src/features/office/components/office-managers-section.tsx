import { OFFICE_GRID_HEIGHT, OFFICE_MESSAGES, type OfficeManager } from "@johap/contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatPhone } from "../../../lib/format";
import { AlertDialog } from "../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { useDeleteOfficeManagerMutation } from "../api/office-mutations";
import { officeManagersQuery } from "../api/office-queries";
import { MANAGER_FIELD_LABELS as L, MANAGERS_TITLE } from "../office-labels";
import { OFFICE_MENU } from "../office-paths";
import { OfficeManagerDialog } from "./office-manager-dialog";

const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;

const COLUMNS: readonly DataTableColumn<OfficeManager>[] = [
  { field: "name", headerName: L.name, width: 160, renderCell: (row) => row.name },
  { field: "phoneNo", headerName: L.phoneNo, width: 160, renderCell: (row) => formatPhone(row.phoneNo) },
  { field: "email", headerName: L.email, width: 240, renderCell: (row) => row.email || "-" },
];

/** The office manager list: register dialog and delete of the one selected row, after a confirmation. */
export function OfficeManagersSection({ unionSeq }: { unionSeq: number }) {
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const [selectedIds, setSelectedIds] = useState<Set<number>>(new Set());
  const [isRegistering, setIsRegistering] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const managers = useQuery(officeManagersQuery(unionSeq, paging));
  const remove = useDeleteOfficeManagerMutation(unionSeq);
  const canWrite = useCanWrite(OFFICE_MENU, unionSeq);
  const [selected] = selectedIds;

  const handleDelete = () => {
    if (selected === undefined) setAlert(OFFICE_MESSAGES.deleteNone);
    else setIsConfirmingDelete(true);
  };
  const handleConfirmDelete = () => {
    if (selected === undefined) return;
    remove.mutate(selected, {
      onSuccess: () => {
        setSelectedIds(new Set());
        const isLastOnPage = (managers.data?.data.length ?? 0) <= 1 && paging.page > 0;
        if (isLastOnPage) setPaging((current) => ({ ...current, page: current.page - 1 }));
      },
      onSettled: () => setIsConfirmingDelete(false),
    });
  };

  return (
    <Box component="section" aria-labelledby="office-managers-title">
      <Box sx={{ display: "flex", alignItems: "center", mb: 1.5, gap: 1 }}>
        <Typography id="office-managers-title" variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {MANAGERS_TITLE}
        </Typography>
        <WriteButton canWrite={canWrite} variant="outlined" color="error" onClick={handleDelete}>
          삭제
        </WriteButton>
        <WriteButton canWrite={canWrite} variant="contained" onClick={() => setIsRegistering(true)}>
          담당자 등록
        </WriteButton>
      </Box>
      <DataTable
        label={MANAGERS_TITLE}
        rows={managers.data?.data ?? []}
        columns={COLUMNS}
        getRowId={(row) => row.unionManagerSeq}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        selectionMode="single"
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        totalElements={managers.data?.pagination.totalElements ?? 0}
        onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
        onPageSizeChange={(pageSize) => setPaging({ page: 0, pageSize })}
        height={OFFICE_GRID_HEIGHT}
        isFetching={managers.isFetching}
        emptyText={managers.isPending ? "불러오는 중입니다." : "등록된 담당자가 없습니다."}
      />
      {isRegistering && <OfficeManagerDialog unionSeq={unionSeq} onClose={() => setIsRegistering(false)} />}
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        title="담당자 삭제"
        message="선택한 담당자를 삭제하시겠습니까?"
        confirmLabel="삭제"
        isPending={remove.isPending}
        onCancel={() => setIsConfirmingDelete(false)}
        onConfirm={handleConfirmDelete}
      />
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Box>
  );
}
