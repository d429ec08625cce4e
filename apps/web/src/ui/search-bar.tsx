import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import type { FormEvent, ReactNode } from "react";

/**
 * A list page's search bar: a `role="search"` form named `label` with its fields, then 검색 (submit) and
 * 초기화; `end` stands at the right end (a count, an Excel button).
 */
export function SearchBar(props: {
  label: string;
  onSearch: () => void;
  onReset: () => void;
  children: ReactNode;
  end?: ReactNode;
}) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch();
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label={props.label}
      variant="outlined"
      onSubmit={handleSubmit}
      noValidate
      sx={{ p: 2.5, mb: 2, borderRadius: 2, display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
    >
      {props.children}
      <Button type="submit" variant="contained">
        검색
      </Button>
      <Button variant="outlined" color="inherit" onClick={props.onReset}>
        초기화
      </Button>
      {props.end && (
        <>
          <Box sx={{ flexGrow: 1 }} />
          {props.end}
        </>
      )}
    </Paper>
  );
}
