import {
  CLIENT_MESSAGES,
  INVITATION_STATUS_LABELS,
  UNION_USERS_MESSAGES as M,
  type UnionInvitation,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits, formatDateTime } from "../../../lib/format-date";
import { notifySuccess } from "../../../lib/notify";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { unionInvitationsQuery } from "../api/union-users-lists";
import { useCancelInvitationMutation } from "../api/union-users-mutations";
import { InviteDialog } from "../components/invite-dialog";
import { UsersTabs } from "../components/users-tabs";
import { PAGE_SIZES, USERS_MENU } from "../union-users-paths";

const columnsOf = (
  onCancel: (invitation: UnionInvitation) => void,
  canWrite: boolean,
): DataTableColumn<UnionInvitation>[] => [
  { field: "name", headerName: "이름", width: 120, renderCell: (row) => row.name },
  { field: "birth", headerName: "생년월일", width: 120, renderCell: (row) => formatDateDigits(row.birth) || "-" },
  { field: "phone", headerName: "연락처", width: 140, renderCell: (row) => formatPhone(row.phone) || "-" },
  {
    field: "status",
    headerName: "상태",
    width: 90,
    renderCell: (row) => (
      <Chip
        size="small"
        variant="outlined"
        label={INVITATION_STATUS_LABELS[row.status]}
        color={row.status === "PENDING" ? "warning" : "error"}
      />
    ),
  },
  { field: "invitationAt", headerName: "초대일", width: 150, renderCell: (row) => formatDateTime(row.invitationAt) },
  {
    field: "cancel",
    headerName: "초대 취소",
    width: 100,
    align: "center",
    renderCell: (row) =>
      row.status === "PENDING" ? (
        <WriteButton
          canWrite={canWrite}
          size="small"
          variant="outlined"
          color="inherit"
          onClick={() => onCancel(row)}
          aria-label={`${row.name} 초대 취소`}
        >
          취소
        </WriteButton>
      ) : null,
  },
];

/** `etc-management/members/invited`: invitations (수락전, 거절) with cancel, and the invite dialog. */
export function InvitedUsersPage() {
  const unionSeq = useUnionSeq();
  const canWrite = useCanWrite(USERS_MENU);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [isInviting, setIsInviting] = useState(false);
  const [canceling, setCanceling] = useState<UnionInvitation | null>(null);
  const invitations = useQuery(unionInvitationsQuery(unionSeq, { page, pageSize }));
  const cancel = useCancelInvitationMutation(unionSeq);

  const handleCancel = () => {
    if (!canceling) return;
    cancel.mutate(canceling.unionManagerInvitationId, {
      onSuccess: () => notifySuccess(M.invitationCanceled),
      onSettled: () => setCanceling(null),
    });
  };

  return (
    <>
      <title>초대 목록 | 조합 OMS</title>
      <UsersTabs unionSeq={unionSeq} current="invited" />
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 2 }}>
        <WriteButton canWrite={canWrite} variant="contained" onClick={() => setIsInviting(true)}>
          사용자 초대하기
        </WriteButton>
      </Box>
      <DataTable
        label="초대 목록"
        rows={invitations.data?.data ?? []}
        columns={columnsOf(setCanceling, canWrite)}
        getRowId={(row) => row.unionManagerInvitationId}
        page={page}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZES}
        totalElements={invitations.data?.pagination.totalElements ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        height={442}
        isFetching={invitations.isFetching}
        emptyText={CLIENT_MESSAGES.noData}
      />
      {isInviting && <InviteDialog unionSeq={unionSeq} onClose={() => setIsInviting(false)} />}
      <ConfirmDialog
        isOpen={canceling !== null}
        title="초대 취소"
        message={canceling ? M.cancelConfirm(canceling.name) : ""}
        confirmLabel="초대 취소"
        isPending={cancel.isPending}
        onCancel={() => setCanceling(null)}
        onConfirm={handleCancel}
      />
    </>
  );
}
