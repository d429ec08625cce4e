/**
 * Grid state kept per key in the browser's local storage (spec 01 §9): which columns are hidden and
 * how many rows a page shows. Anything unreadable falls back to the defaults.
 */
export type GridState = { hiddenColumns: string[]; pageSize: number };

export type GridStateStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Reads a stored state; a page size outside `pageSizes` or a malformed value gives the default. */
export function parseGridState(raw: string | null, defaults: GridState, pageSizes: readonly number[]): GridState {
  if (!raw) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof parsed !== "object" || parsed === null) return defaults;
  const { hiddenColumns, pageSize } = parsed as Record<string, unknown>;
  return {
    hiddenColumns: isStringArray(hiddenColumns) ? [...new Set(hiddenColumns)] : defaults.hiddenColumns,
    pageSize: typeof pageSize === "number" && pageSizes.includes(pageSize) ? pageSize : defaults.pageSize,
  };
}

export function loadGridState(
  storage: GridStateStorage,
  key: string,
  defaults: GridState,
  pageSizes: readonly number[],
): GridState {
  try {
    return parseGridState(storage.getItem(key), defaults, pageSizes);
  } catch {
    return defaults;
  }
}

export function saveGridState(storage: GridStateStorage, key: string, state: GridState): void {
  try {
    storage.setItem(key, JSON.stringify(state));
  } catch {
    // A full or disabled storage only costs the remembered layout.
  }
}

export function clearGridState(storage: GridStateStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // See saveGridState.
  }
}
