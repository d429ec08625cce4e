import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { formatNumber } from "../../../../lib/format";
import { WriteButton } from "../../../../ui/write-button";

export type SelectionBarProps = {
  totalElements: number;
  selectedCount: number;
  onDelete: () => void;
  onClear: () => void;
  /** 관리 of the register; without it 선택 삭제 is disabled and says why. */
  canWrite: boolean;
};

/** Above the grid: the owner count and, with rows selected, 선택 삭제. */
export function SelectionBar({ totalElements, selectedCount, onDelete, onClear, canWrite }: SelectionBarProps) {
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
          <WriteButton
            canWrite={canWrite}
            size="small"
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={onDelete}
          >
            선택 삭제
          </WriteButton>
        </>
      )}
    </Box>
  );
}
