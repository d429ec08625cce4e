import type { ActivityMapping } from "@johap/contracts";
import { formatNumber } from "../../../../lib/format";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { useDeleteOwnersMutation } from "../../api/register-mutations";
import { AgentDialog } from "../agent/agent-dialog";
import { ColumnSettingsDialog } from "./column-settings-dialog";
import { ConfirmRegisterDialog } from "./confirm-register-dialog";
import type { GridDialog } from "./register-grid-view";
import { VisibleColumnsDialog } from "./visible-columns-dialog";

export type RegisterGridDialogsProps = {
  unionSeq: number;
  dialog: GridDialog | null;
  onClose: () => void;
  mappings: readonly ActivityMapping[];
  hideableColumns: readonly { field: string; headerName: string }[];
  hiddenColumns: readonly string[];
  onHiddenColumnsChange: (hiddenColumns: string[]) => void;
  ownerCount: number;
  selectedIds: ReadonlySet<number>;
  onDeleted: () => void;
};

/** The one dialog the grid page shows at a time. */
export function RegisterGridDialogs(props: RegisterGridDialogsProps) {
  const { unionSeq, dialog, onClose } = props;
  const remove = useDeleteOwnersMutation(unionSeq);
  switch (dialog?.kind) {
    case "columns":
      return <ColumnSettingsDialog unionSeq={unionSeq} mappings={props.mappings} onClose={onClose} />;
    case "visible":
      return (
        <VisibleColumnsDialog
          columns={props.hideableColumns}
          hiddenColumns={props.hiddenColumns}
          onSave={props.onHiddenColumnsChange}
          onClose={onClose}
        />
      );
    case "confirm":
      return <ConfirmRegisterDialog unionSeq={unionSeq} ownerCount={props.ownerCount} onClose={onClose} />;
    case "agent":
      return <AgentDialog unionSeq={unionSeq} unionRegisterAgentSeq={null} onClose={onClose} />;
    case "agent-edit":
      return <AgentDialog unionSeq={unionSeq} unionRegisterAgentSeq={dialog.unionRegisterAgentSeq} onClose={onClose} />;
    case "delete":
      return (
        <ConfirmDialog
          isOpen
          title="선택 삭제"
          message={`선택한 소유자 ${formatNumber(props.selectedIds.size)}명을 명부에서 삭제하시겠습니까?`}
          confirmLabel="삭제"
          isPending={remove.isPending}
          onCancel={onClose}
          onConfirm={() =>
            remove.mutate([...props.selectedIds], {
              onSuccess: () => {
                props.onDeleted();
                onClose();
              },
            })
          }
        />
      );
    default:
      return null;
  }
}
