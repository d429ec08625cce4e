import ButtonBase from "@mui/material/ButtonBase";
import InputBase from "@mui/material/InputBase";
import { useEffect, useRef, useState } from "react";

export type EditableCellProps = {
  /** Accessible name: owner and column. */
  label: string;
  value: string;
  onSave: (value: string) => Promise<unknown>;
};

const MAX_LENGTH = 100;

/** A custom-column cell: click to type, Enter or leaving the cell saves, Escape cancels. */
export function EditableCell({ label, value, onSave }: EditableCellProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const isCommitting = useRef(false);

  useEffect(() => setShown(value), [value]);

  const commit = async () => {
    if (isCommitting.current) return;
    isCommitting.current = true;
    const next = draft.trim();
    setIsEditing(false);
    if (next !== shown) {
      setShown(next);
      try {
        await onSave(next);
      } catch {
        setShown(value);
      }
    }
    isCommitting.current = false;
  };

  if (isEditing) {
    return (
      <InputBase
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value.slice(0, MAX_LENGTH))}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void commit();
          }
          if (event.key === "Escape") setIsEditing(false);
        }}
        inputProps={{ "aria-label": label, maxLength: MAX_LENGTH }}
        sx={{ width: "100%", fontSize: 14, px: 0.5, border: 1, borderColor: "primary.main", borderRadius: 0.5 }}
      />
    );
  }
  return (
    <ButtonBase
      aria-label={`${label} 편집`}
      title={shown}
      onClick={() => {
        setDraft(shown);
        setIsEditing(true);
      }}
      sx={{
        width: "100%",
        minHeight: 26,
        justifyContent: "flex-start",
        px: 0.5,
        borderRadius: 0.5,
        fontSize: 14,
        border: 1,
        borderColor: "transparent",
        "&:hover": { borderColor: "divider", bgcolor: "action.hover" },
      }}
    >
      {shown}
    </ButtonBase>
  );
}
