import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { type ReactNode, useId } from "react";

export type ConfirmDialogProps = {
  isOpen: boolean;
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons while the confirmed action runs. */
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action: 취소 and 확인 (or the given labels). */
export function ConfirmDialog({
  isOpen,
  message,
  title = "확인",
  confirmLabel = "확인",
  cancelLabel = "취소",
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const handleClose = () => {
    if (!isPending) onCancel();
  };
  return (
    <Dialog
      open={isOpen}
      onClose={handleClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div" sx={{ whiteSpace: "pre-line" }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={handleClose} disabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={isPending} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
