import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { formatNumber } from "../../../../lib/format";

export type SelectionBarProps = {
  totalElements: number;
  selectedCount: number;
  onDelete: () => void;
  onClear: () => void;
};

/** Above the grid: the owner count and, with rows selected, 선택 삭제. */
export function SelectionBar({ totalElements, selectedCount, onDelete, onClear }: SelectionBarProps) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minHeight: 40, mb: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>
        총{" "}
        <Box component="span" sx={{ color: "primary.main" }}>
          {formatNumber(totalElements)}
        </Box>
        명
      </Typography>
      {selectedCount > 0 && (
        <>
          <Typography color="text.secondary">{formatNumber(selectedCount)}명 선택</Typography>
          <Button size="small" color="inherit" onClick={onClear}>
            선택 해제
          </Button>
          <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={onDelete}>
            선택 삭제
          </Button>
        </>
      )}
    </Box>
  );
}
