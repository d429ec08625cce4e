import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { PageLoading } from "../../../../ui/page-loading";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { useCreateAgentMutation, useDeleteAgentMutation, useUpdateAgentMutation } from "../../api/register-mutations";
import { agentQuery, commonCodesQuery } from "../../api/register-queries";
import { REGISTER_MENU } from "../../register-paths";
import { AGENT_FORM_ID, AgentForm } from "./agent-form";
import { agentToForm, EMPTY_AGENT } from "./agent-form-values";

export type AgentDialogProps = {
  unionSeq: number;
  /** Null registers a new agent; a seq edits (and may delete) that agent. */
  unionRegisterAgentSeq: number | null;
  onClose: () => void;
};

/** 대리인 등록 and the agent edit dialog (spec 01 §2, §5); with 조회 only of the register it shows the agent read-only. */
export function AgentDialog({ unionSeq, unionRegisterAgentSeq, onClose }: AgentDialogProps) {
  const isEdit = unionRegisterAgentSeq !== null;
  const agent = useQuery({ ...agentQuery(unionSeq, unionRegisterAgentSeq ?? 0), enabled: isEdit });
  const codes = useQuery(commonCodesQuery());
  const create = useCreateAgentMutation(unionSeq);
  const update = useUpdateAgentMutation(unionSeq, unionRegisterAgentSeq ?? 0);
  const remove = useDeleteAgentMutation(unionSeq, unionRegisterAgentSeq ?? 0);
  const [isDeleting, setIsDeleting] = useState(false);
  const canWrite = useCanWrite(REGISTER_MENU, unionSeq);
  const isPending = create.isPending || update.isPending || remove.isPending;
  const stored = agent.data ? agentToForm(agent.data) : null;
  const isLoading = !codes.data || (isEdit && !stored);

  return (
    <Dialog open onClose={isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="agent-dialog-title">
      <DialogTitle id="agent-dialog-title">{isEdit ? "대리인 정보" : "대리인 등록"}</DialogTitle>
      <DialogContent>
        {isLoading ? (
          <PageLoading />
        ) : (
          <AgentForm
            unionSeq={unionSeq}
            defaultValues={stored?.values ?? EMPTY_AGENT}
            defaultOwner={stored?.owner ?? null}
            isOwnerFixed={isEdit}
            isDisabled={isPending || !canWrite}
            onSubmit={(body) => (isEdit ? update : create).mutate(body, { onSuccess: onClose })}
          />
        )}
      </DialogContent>
      <DialogActions>
        {isEdit && (
          <WriteButton
            canWrite={canWrite}
            color="error"
            onClick={() => setIsDeleting(true)}
            disabled={isPending || !stored}
          >
            삭제
          </WriteButton>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={isPending}>
          취소
        </Button>
        <WriteButton
          canWrite={canWrite}
          type="submit"
          form={AGENT_FORM_ID}
          variant="contained"
          disabled={isPending || isLoading}
        >
          {isEdit ? "저장" : "등록"}
        </WriteButton>
      </DialogActions>
      <ConfirmDialog
        isOpen={isDeleting}
        title="대리인 삭제"
        message="대리인 정보를 삭제하시겠습니까?"
        confirmLabel="삭제"
        isPending={remove.isPending}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: onClose, onSettled: () => setIsDeleting(false) })}
      />
    </Dialog>
  );
}
