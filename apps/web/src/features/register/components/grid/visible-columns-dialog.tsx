import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import { useState } from "react";

export type VisibleColumnsDialogProps = {
  /** Columns that can be hidden, in grid order. */
  columns: readonly { field: string; headerName: string }[];
  hiddenColumns: readonly string[];
  onSave: (hiddenColumns: string[]) => void;
  onClose: () => void;
};

/** 표시 설정: which columns the grid shows. */
export function VisibleColumnsDialog({ columns, hiddenColumns, onSave, onClose }: VisibleColumnsDialogProps) {
  const [hidden, setHidden] = useState(() => new Set(hiddenColumns));
  const toggle = (field: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="visible-columns-title">
      <DialogTitle id="visible-columns-title">표시 설정</DialogTitle>
      <DialogContent>
        <FormGroup sx={{ display: "grid", gridTemplateColumns: "1fr 1fr" }}>
          {columns.map((column) => (
            <FormControlLabel
              key={column.field}
              label={column.headerName}
              control={<Checkbox checked={!hidden.has(column.field)} onChange={() => toggle(column.field)} />}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          취소
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onSave([...hidden]);
            onClose();
          }}
        >
          적용
        </Button>
      </DialogActions>
    </Dialog>
  );
}
