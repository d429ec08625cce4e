import {
  CLIENT_MESSAGES,
  PERMISSION_MESSAGES as M,
  type ManagerGroup,
  type ServiceManager,
  type ServiceMemberUnion,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AlertDialog } from "../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite, useLogoutMutation } from "../../session";
import { useDelegateMutation, useRemovePersonMutation } from "../api/permissions-mutations";
import { groupPersonsQuery } from "../api/permissions-queries";
import { PERMISSION_TEXTS, PERMISSIONS_MENU } from "../permissions-labels";
import { AddPersonsDialog } from "./add-persons-dialog";
import { PersonsTable } from "./persons-table";

export type PersonsTabProps = { group: ManagerGroup; manager: ServiceMemberUnion };

/**
 * 권한자 tab: the group's persons, 권한자 추가 and 삭제 (disabled when canManageMembers is false), and
 * 관리자 위임 for the supervisor (spec 01 §4, §6), which signs them out afterwards.
 */
export function PersonsTab({ group, manager }: PersonsTabProps) {
  const { targetServiceId } = manager;
  const persons = useQuery(groupPersonsQuery(targetServiceId, group.managerGroupId));
  const remove = useRemovePersonMutation(targetServiceId, group.managerGroupId);
  const delegate = useDelegateMutation(manager.serviceManagerId);
  const logout = useLogoutMutation();
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<ServiceManager | null>(null);
  const [delegatee, setDelegatee] = useState<ServiceManager | null>(null);
  const [isDelegated, setIsDelegated] = useState(false);
  const isSupervisor = manager.label === "SUPERVISOR";
  const canWrite = useCanWrite(PERMISSIONS_MENU);
  const fixedReason = group.canManageMembers ? null : PERMISSION_TEXTS.fixedPersonsNote;
  const canDelegateTo = (row: ServiceManager) =>
    isSupervisor && row.serviceManagerId !== manager.serviceManagerId && row.label === "USER";

  return (
    <>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {group.canManageMembers ? `권한자 ${persons.data?.length ?? 0}명` : PERMISSION_TEXTS.fixedPersonsNote}
        </Typography>
        <WriteButton
          canWrite={canWrite}
          disabledReason={fixedReason}
          variant="contained"
          size="small"
          onClick={() => setIsAdding(true)}
        >
          권한자 추가
        </WriteButton>
      </Stack>
      <PersonsTable
        label="권한자 목록"
        rows={persons.data ?? []}
        emptyText={persons.isPending ? "불러오는 중입니다." : CLIENT_MESSAGES.noData}
        extra={[
          {
            headerName: "관리",
            renderCell: (row) => (
              <Box sx={{ display: "flex", gap: 1 }}>
                <WriteButton
                  canWrite={canWrite}
                  disabledReason={fixedReason}
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => setRemoving(row)}
                  aria-label={`${row.member.name} 삭제`}
                >
                  삭제
                </WriteButton>
                {canDelegateTo(row) && (
                  <WriteButton
                    canWrite={canWrite}
                    size="small"
                    variant="outlined"
                    onClick={() => setDelegatee(row)}
                    aria-label={`${row.member.name} 관리자 위임`}
                  >
                    관리자 위임
                  </WriteButton>
                )}
              </Box>
            ),
          },
        ]}
      />
      {isAdding && (
        <AddPersonsDialog targetServiceId={targetServiceId} group={group} onClose={() => setIsAdding(false)} />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title="권한자 삭제"
        message={removing ? PERMISSION_TEXTS.removePersonConfirm(removing.member.name) : ""}
        confirmLabel="삭제"
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.serviceManagerId, { onSettled: () => setRemoving(null) })}
      />
      <ConfirmDialog
        isOpen={delegatee !== null}
        title="관리자 위임"
        message={delegatee ? PERMISSION_TEXTS.delegateConfirm(delegatee.member.name) : ""}
        confirmLabel="위임"
        isPending={delegate.isPending}
        onCancel={() => setDelegatee(null)}
        onConfirm={() =>
          delegatee &&
          delegate.mutate(delegatee.serviceManagerId, {
            onSuccess: () => setIsDelegated(true),
            onSettled: () => setDelegatee(null),
          })
        }
      />
      <AlertDialog isOpen={isDelegated} message={M.delegated} onClose={() => logout.mutate()} />
    </>
  );
}
