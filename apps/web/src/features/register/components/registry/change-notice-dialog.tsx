import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { registerKeys } from "../../api/register-keys";
import { changeNoticeQuery, useConfirmChangesMutation } from "../../api/registry-change-api";
import { ChangeRowsTable } from "./change-rows-table";

export type ChangeNoticeDialogProps = {
  unionSeq: number;
  /** The owner whose 변동 badge was clicked; null when closed. */
  unionRegisterSeq: number | null;
  onClose: () => void;
};

/**
 * 등기 변동 알림: the owner's automatic and manual registry changes. Opening it marks them read
 * (열람 처리); closing refreshes the grid so the badge goes.
 */
export function ChangeNoticeDialog({ unionSeq, unionRegisterSeq, onClose }: ChangeNoticeDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const isOpen = unionRegisterSeq !== null;
  const notice = useQuery({ ...changeNoticeQuery(unionSeq, unionRegisterSeq ?? 0), enabled: isOpen });
  const confirm = useConfirmChangesMutation(unionSeq);
  const { mutate: confirmChanges } = confirm;

  useEffect(() => {
    if (unionRegisterSeq !== null && notice.isSuccess) confirmChanges(unionRegisterSeq);
  }, [unionRegisterSeq, notice.isSuccess, confirmChanges]);

  const handleClose = () => {
    onClose();
    void queryClient.invalidateQueries({ queryKey: registerKeys.ownerLists(unionSeq) });
  };

  return (
    <Dialog open={isOpen} onClose={handleClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>등기 변동 알림</DialogTitle>
      <DialogContent dividers>
        {notice.isPending ? (
          <CircularProgress size={24} aria-label="불러오는 중" />
        ) : (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              자동 변동
            </Typography>
            <ChangeRowsTable
              label="자동 변동"
              rows={notice.data?.autoChanges ?? []}
              emptyText="자동 변동이 없습니다."
            />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
              수동 변동
            </Typography>
            <ChangeRowsTable
              label="수동 변동"
              rows={notice.data?.manualChanges ?? []}
              emptyText="수동 변동이 없습니다."
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={handleClose}>
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
