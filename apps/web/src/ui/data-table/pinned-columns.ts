/** MUI's checkbox cell (padding "checkbox"): 48 px. */
export const CHECKBOX_COLUMN_WIDTH = 48;

export type ColumnPin = { left: number; isLast: boolean };
type PinnableColumn = { field: string; width?: number; isPinned?: boolean };

/**
 * Where each pinned column sticks while the table scrolls sideways: the leading run of columns marked
 * `isPinned` (a pinned column after an unpinned one is not pinned), each at the sum of the widths before it,
 * after the checkbox column when rows are selectable. A pinned column needs a width, which it keeps.
 */
export function columnPins(columns: readonly PinnableColumn[], isSelectable: boolean): Map<string, ColumnPin> {
  const pins = new Map<string, ColumnPin>();
  let left = isSelectable ? CHECKBOX_COLUMN_WIDTH : 0;
  const leading: PinnableColumn[] = [];
  for (const column of columns) {
    if (!column.isPinned || column.width === undefined) break;
    leading.push(column);
  }
  leading.forEach((column, index) => {
    pins.set(column.field, { left, isLast: index === leading.length - 1 });
    left += column.width ?? 0;
  });
  return pins;
}
