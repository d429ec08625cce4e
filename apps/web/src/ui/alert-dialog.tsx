import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { type ReactNode, useId } from "react";

export type AlertDialogProps = {
  isOpen: boolean;
  message: ReactNode;
  /** 알림 unless a screen names its alert (for example 입력 초과). */
  title?: string;
  /** Called by 확인, Escape and a click outside alike. */
  onClose: () => void;
};

/** A message with one 확인 button, titled 알림 (spec 01 §5). */
export function AlertDialog({ isOpen, message, title = "알림", onClose }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
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
        <Button variant="contained" onClick={onClose} autoFocus>
          확인
        </Button>
      </DialogActions>
    </Dialog>
  );
}
