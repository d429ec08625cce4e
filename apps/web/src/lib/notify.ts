import { enqueueSnackbar } from "notistack";

/** Spec 01 §9: at most 2 snackbars at once; short 1000 ms, long 5000 ms. */
export const SNACKBAR_MAX = 2;
export const SNACKBAR_SHORT_MS = 1000;
export const SNACKBAR_LONG_MS = 5000;

/** A danger snackbar, shown long enough to read. */
export const notifyError = (message: string) =>
  enqueueSnackbar(message, { variant: "error", autoHideDuration: SNACKBAR_LONG_MS });

export const notifySuccess = (message: string) =>
  enqueueSnackbar(message, { variant: "success", autoHideDuration: SNACKBAR_SHORT_MS });
