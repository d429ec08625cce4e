import type { PostRecipientBody } from "@johap/contracts";
import CloseOutlined from "@mui/icons-material/CloseOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatNumber } from "../../../lib/format";

const SHOWN = 200;

/** The letters chosen so far (name, zip and address), each removable; the first 200 are listed. */
export function SelectedRecipients(props: {
  selected: ReadonlyMap<string, PostRecipientBody>;
  onSelectedChange: (next: Map<string, PostRecipientBody>) => void;
}) {
  const entries = [...props.selected.entries()];
  const remove = (key: string) => {
    const next = new Map(props.selected);
    next.delete(key);
    props.onSelectedChange(next);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} component="section" aria-label="선택한 수신자">
      <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>
          선택한 수신자{" "}
          <Box component="span" sx={{ color: "primary.main" }} aria-label="선택한 수신자 수">
            {formatNumber(entries.length)}
          </Box>
          명
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          color="inherit"
          onClick={() => props.onSelectedChange(new Map())}
          disabled={!entries.length}
        >
          선택 해제
        </Button>
      </Box>
      <List dense sx={{ maxHeight: 300, overflow: "auto", bgcolor: "grey.50", borderRadius: 1 }}>
        {entries.length === 0 && (
          <ListItem>
            <ListItemText secondary="명부나 그룹에서 선택하거나 직접 입력해 주세요." />
          </ListItem>
        )}
        {entries.slice(0, SHOWN).map(([key, r]) => (
          <ListItem
            key={key}
            secondaryAction={
              <IconButton edge="end" size="small" aria-label={`${r.name} 삭제`} onClick={() => remove(key)}>
                <CloseOutlined fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText
              primary={`${r.name}${r.registerNo ? ` (${r.registerNo})` : ""}`}
              secondary={`[${r.address.zipNo}] ${r.address.address} ${r.address.detailAddress ?? ""}`.trim()}
            />
          </ListItem>
        ))}
        {entries.length > SHOWN && (
          <ListItem>
            <ListItemText secondary={`외 ${formatNumber(entries.length - SHOWN)}명`} />
          </ListItem>
        )}
      </List>
    </Paper>
  );
}
