import CloseOutlined from "@mui/icons-material/CloseOutlined";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import type { DraftDocument } from "../post-draft";

/** The letter's documents in order (a chosen form or an upload), each removable. */
export function DocumentList(props: { documents: readonly DraftDocument[]; onRemove?: (fileSeq: number) => void }) {
  if (props.documents.length === 0) return null;
  return (
    <List dense aria-label="첨부한 문서" sx={{ mt: 1 }}>
      {props.documents.map((document, index) => (
        <ListItem
          key={document.fileSeq}
          secondaryAction={
            props.onRemove && (
              <IconButton
                edge="end"
                size="small"
                aria-label={`${document.name} 삭제`}
                onClick={() => props.onRemove?.(document.fileSeq)}
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            )
          }
        >
          <ListItemText primary={`${index + 1}. ${document.name}`} />
          <Chip
            size="small"
            variant="outlined"
            label={document.postFormSeq !== null ? "서식" : "업로드"}
            sx={{ mr: 4 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
