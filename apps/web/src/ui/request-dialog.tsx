import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { type FormEvent, type ReactNode, useId } from "react";

/**
 * The frame of a paid request's dialog (발급 신청, 연장 신청): its title, the content as a form, 취소 and the
 * submit button; neither closable nor sendable again while the request is on its way.
 */
export function RequestDialog(props: {
  title: string;
  submitLabel: string;
  isPending: boolean;
  /** False while what is asked is not known yet (the cost is being computed). */
  isReady?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog
      open
      onClose={props.isPending ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 1.5 }}>{props.children}</DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={props.onClose} disabled={props.isPending}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={props.isReady === false || props.isPending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
