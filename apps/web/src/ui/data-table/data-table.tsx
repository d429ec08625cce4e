import { CLIENT_MESSAGES } from "@johap/contracts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import type { SxProps, Theme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import { memo, type ReactNode, useCallback, useDeferredValue, useMemo, useRef } from "react";
import { CHECKBOX_COLUMN_WIDTH, type ColumnPin, columnPins } from "./pinned-columns";

export type DataTableColumn<Row> = {
  field: string;
  headerName: string;
  /** Minimum width in px. */
  width?: number;
  align?: "left" | "center" | "right";
  /** Stays in view while the table scrolls sideways (leading columns with a width only; see columnPins). */
  isPinned?: boolean;
  renderCell: (row: Row) => ReactNode;
};

export type DataTableProps<Row, Id extends string | number> = {
  /** Accessible name of the table. */
  label: string;
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => Id;
  /** With both, a checkbox column selects rows (the ids outlive the page). */
  selectedIds?: ReadonlySet<Id>;
  onSelectedIdsChange?: (ids: Set<Id>) => void;
  /** Rows the header's page checkbox leaves out: they are ticked one by one (the box still clears them). */
  isLeftOutOfPageSelection?: (row: Row) => boolean;
  /** Rows that cannot be selected at all: their box is disabled and the page's box leaves them out. */
  isRowSelectionDisabled?: (row: Row) => boolean;
  /** "single": at most one row at a time (no select-all in the header). */
  selectionMode?: "multiple" | "single";
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  totalElements: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Height of the scrolling body (header stays in view). */
  height: number | string;
  isFetching?: boolean;
  emptyText?: string;
};

/** 10 rows and the header fill the spec's 442 px grid. */
const ROW_HEIGHT = 40;

/** The row's hover or selection tint over the opaque background a pinned cell needs (rows scroll under it). */
const tintOver = (color: string) => `linear-gradient(${color}, ${color})`;

/** The tint TableRow gives a selected row, plus `extraOpacity` (its hover). */
const selectedTint = (theme: Theme, extraOpacity: number) =>
  theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + extraOpacity);

/** A pinned cell: sticky at its offset, its column's fixed width, opaque, with an edge after the last one. */
function pinnedSx(pin: ColumnPin | undefined, width: number | undefined, isHeader: boolean): SxProps<Theme> {
  if (!pin) return {};
  return {
    position: "sticky",
    left: pin.left,
    zIndex: isHeader ? 3 : 1,
    width,
    minWidth: width,
    maxWidth: width,
    overflow: "hidden",
    textOverflow: "ellipsis",
    ...(isHeader ? {} : { bgcolor: "background.paper" }),
    ...(pin.isLast ? { boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}` } : {}),
    "tr.MuiTableRow-hover:hover > &": {
      backgroundImage: (theme: Theme) => tintOver(theme.palette.action.hover),
    },
    // TableRow's own selected tints (primary at the selected opacity, and more under the pointer).
    "tr.Mui-selected > &": {
      backgroundImage: (theme: Theme) => tintOver(selectedTint(theme, 0)),
    },
    "tr.MuiTableRow-hover.Mui-selected:hover > &": {
      backgroundImage: (theme: Theme) => tintOver(selectedTint(theme, theme.palette.action.hoverOpacity)),
    },
  };
}

/** The checkbox cell when columns are pinned: it sticks at the left edge too. */
const pinnedCheckboxSx = (isHeader: boolean) => pinnedSx({ left: 0, isLast: false }, CHECKBOX_COLUMN_WIDTH, isHeader);

type BodyRowProps<Row, Id> = {
  row: Row;
  id: Id;
  columns: readonly DataTableColumn<Row>[];
  pins: ReadonlyMap<string, ColumnPin>;
  isSelectable: boolean;
  isSelected: boolean;
  isDisabled: boolean;
  onToggle: (id: Id) => void;
};

/** One body row; it renders again only when its row, the columns or its selection change. */
const BodyRow = memo(function BodyRow<Row, Id>({
  row,
  id,
  columns,
  pins,
  isSelectable,
  isSelected,
  isDisabled,
  onToggle,
}: BodyRowProps<Row, Id>) {
  return (
    <TableRow hover selected={isSelected} aria-selected={isSelectable ? isSelected : undefined}>
      {isSelectable && (
        <TableCell padding="checkbox" sx={pins.size > 0 ? pinnedCheckboxSx(false) : undefined}>
          <Checkbox
            size="small"
            disableRipple
            checked={isSelected}
            disabled={isDisabled}
            onChange={() => onToggle(id)}
            slotProps={{ input: { "aria-label": "행 선택" } }}
          />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell key={column.field} align={column.align} sx={pinnedSx(pins.get(column.field), column.width, false)}>
          {column.renderCell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}) as <Row, Id>(props: BodyRowProps<Row, Id>) => ReactNode;

/**
 * A server-paged table: sticky header, optional row selection, pagination with page sizes (its Korean
 * wording comes from the theme's locale).
 * A new page of rows renders in the background (`useDeferredValue`: React renders it in slices and
 * the browser keeps drawing frames), and rows are memoized, so turning a page of 100 rows or ticking a
 * box never blocks the page for long. Pass memoized `columns`: new columns render every row again.
 */
export function DataTable<Row, Id extends string | number>(props: DataTableProps<Row, Id>) {
  const { columns, getRowId, selectedIds, onSelectedIdsChange } = props;
  const rows = useDeferredValue(props.rows);
  /** A new page arrived and is still rendering: the old one shows, dimmed, under the progress bar. */
  const isRendering = rows !== props.rows;
  const isSelectable = selectedIds !== undefined && onSelectedIdsChange !== undefined;
  const isSingle = props.selectionMode === "single";
  const pins = useMemo(() => columnPins(columns, isSelectable), [columns, isSelectable]);
  const pageIds = rows.map(getRowId);
  const leftOut = props.isLeftOutOfPageSelection;
  const isDisabled = props.isRowSelectionDisabled;
  const pageSelectableIds =
    leftOut || isDisabled ? rows.filter((row) => !leftOut?.(row) && !isDisabled?.(row)).map(getRowId) : pageIds;
  const selectedOnPage = pageIds.filter((id) => selectedIds?.has(id)).length;
  const isPageSelected = pageSelectableIds.length > 0 && pageSelectableIds.every((id) => selectedIds?.has(id) ?? false);

  const togglePage = (isChecked: boolean) => {
    const next = new Set(selectedIds);
    for (const id of isChecked ? pageSelectableIds : pageIds) {
      if (isChecked) next.add(id);
      else next.delete(id);
    }
    onSelectedIdsChange?.(next);
  };
  const toggleRow = (id: Id) => {
    const next = new Set(isSingle ? [...(selectedIds ?? [])].filter((selected) => selected === id) : selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedIdsChange?.(next);
  };
  const latestToggle = useRef(toggleRow);
  latestToggle.current = toggleRow;
  const onToggle = useCallback((id: Id) => latestToggle.current(id), []);

  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: "hidden", position: "relative" }}>
      <Box sx={{ height: 4 }}>{(props.isFetching || isRendering) && <LinearProgress aria-label="불러오는 중" />}</Box>
      <TableContainer sx={{ height: props.height }}>
        <Table
          stickyHeader
          size="small"
          aria-label={props.label}
          sx={{ "& td, & th": { whiteSpace: "nowrap", px: 1.25 }, "& tbody tr": { height: ROW_HEIGHT } }}
        >
          <TableHead>
            <TableRow>
              {isSelectable && (
                <TableCell
                  padding="checkbox"
                  sx={{ bgcolor: "grey.50", ...(pins.size > 0 ? pinnedCheckboxSx(true) : {}) }}
                >
                  {!isSingle && (
                    <Checkbox
                      size="small"
                      checked={isPageSelected}
                      indeterminate={selectedOnPage > 0 && !isPageSelected}
                      onChange={(event) => togglePage(event.target.checked)}
                      slotProps={{ input: { "aria-label": "현재 페이지 전체 선택" } }}
                    />
                  )}
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell
                  key={column.field}
                  align={column.align}
                  sx={{
                    minWidth: column.width,
                    fontWeight: 700,
                    bgcolor: "grey.50",
                    color: "text.secondary",
                    ...pinnedSx(pins.get(column.field), column.width, true),
                  }}
                >
                  {column.headerName}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: isRendering ? 0.6 : 1 }}>
            {rows.map((row) => {
              const id = getRowId(row);
              return (
                <BodyRow
                  key={id}
                  row={row}
                  id={id}
                  columns={columns}
                  pins={pins}
                  isSelectable={isSelectable}
                  isSelected={selectedIds?.has(id) ?? false}
                  isDisabled={isDisabled?.(row) ?? false}
                  onToggle={onToggle}
                />
              );
            })}
            {rows.length === 0 && !props.isFetching && (
              <TableRow>
                <TableCell colSpan={columns.length + (isSelectable ? 1 : 0)} sx={{ py: 8, border: 0 }}>
                  <Box sx={{ color: "text.secondary", textAlign: "center" }}>
                    {props.emptyText ?? CLIENT_MESSAGES.noData}
                  </Box>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.totalElements}
        page={props.page}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={[...props.pageSizeOptions]}
        onPageChange={(_event, page) => props.onPageChange(page)}
        onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value))}
        showFirstButton={false}
        sx={{ borderTop: 1, borderColor: "divider" }}
      />
    </Paper>
  );
}
