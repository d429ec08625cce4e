import { type ActivityMapping, ActivityMappingsBodySchema, MAX_CUSTOM_COLUMNS } from "@johap/contracts";
import Add from "@mui/icons-material/Add";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { useSaveActivityMappingsMutation } from "../../api/register-mutations";
import { addCustomColumn, type ColumnSetting, withListOrder } from "../../custom-columns";

export type ColumnSettingsDialogProps = {
  unionSeq: number;
  mappings: readonly ActivityMapping[];
  onClose: () => void;
};

/** 열 설정하기: add (at most 10), rename and remove custom columns, then save them all at once. */
export function ColumnSettingsDialog({ unionSeq, mappings, onClose }: ColumnSettingsDialogProps) {
  const [columns, setColumns] = useState<ColumnSetting[]>(() => [...mappings]);
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveActivityMappingsMutation(unionSeq);
  const isFull = columns.length >= MAX_CUSTOM_COLUMNS;

  const rename = (index: number, displayName: string) =>
    setColumns((current) => current.map((column, i) => (i === index ? { ...column, displayName } : column)));
  const handleAdd = () => setColumns((current) => addCustomColumn(current) ?? current);
  const handleSave = () => {
    const body = withListOrder(columns);
    const checked = ActivityMappingsBodySchema.safeParse(body);
    if (!checked.success) {
      setAlert(checked.error.issues[0]?.message ?? "열 제목을 확인해 주세요.");
      return;
    }
    save.mutate(checked.data, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="column-settings-title"
    >
      <DialogTitle id="column-settings-title">열 설정하기</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          명부에 직접 입력할 열을 최대 {MAX_CUSTOM_COLUMNS}개까지 추가할 수 있습니다.
        </Typography>
        <Box component="ol" aria-label="사용자 열 목록" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}>
          {columns.map((column, index) => (
            <Box component="li" key={column.attributeCode} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
              <TextField
                size="small"
                fullWidth
                label={`열 제목 ${index + 1}`}
                value={column.displayName}
                onChange={(event) => rename(index, event.target.value)}
                slotProps={{ htmlInput: { maxLength: 20 } }}
              />
              <IconButton
                aria-label={`${column.displayName || "제목 없는"} 열 삭제`}
                onClick={() => setColumns((current) => current.filter((_, i) => i !== index))}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
        </Box>
        {columns.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
            추가한 열이 없습니다.
          </Typography>
        )}
        <Button startIcon={<Add />} onClick={handleAdd} disabled={isFull} sx={{ mt: 1.5 }}>
          열 추가
        </Button>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={save.isPending}>
          취소
        </Button>
        <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
          저장
        </Button>
      </DialogActions>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
    </Dialog>
  );
}
