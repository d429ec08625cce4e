import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { PageLoading } from "./page-loading";

/** A read-only dialog of one query's data: loading, the error's message, or `children(data)`; 닫기 closes it. */
export function InfoDialog<Data>(props: {
  title: string;
  query: { isPending: boolean; error: Error | null; data?: Data | undefined };
  children: (data: Data) => ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  const { query } = props;
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <PageLoading />
        ) : query.error || query.data === undefined ? (
          <Typography color="error">{query.error?.message}</Typography>
        ) : (
          props.children(query.data)
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose}>
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
