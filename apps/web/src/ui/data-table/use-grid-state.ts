import { useCallback, useState } from "react";
import { clearGridState, type GridState, loadGridState, saveGridState } from "./grid-state";

export type GridStateControls = {
  state: GridState;
  setHiddenColumns: (hiddenColumns: string[]) => void;
  setPageSize: (pageSize: number) => void;
  /** Back to the defaults; the stored state is removed. */
  reset: () => void;
};

/** Grid state in local storage under `key`, with the given defaults and the page sizes offered. */
export function useGridState(key: string, defaults: GridState, pageSizes: readonly number[]): GridStateControls {
  const [state, setState] = useState(() => loadGridState(window.localStorage, key, defaults, pageSizes));
  const update = useCallback(
    (next: GridState) => {
      saveGridState(window.localStorage, key, next);
      setState(next);
    },
    [key],
  );
  return {
    state,
    setHiddenColumns: (hiddenColumns) => update({ ...state, hiddenColumns }),
    setPageSize: (pageSize) => update({ ...state, pageSize }),
    reset: () => {
      clearGridState(window.localStorage, key);
      setState(defaults);
    },
  };
}
