import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { SNACKBAR_MAX, SNACKBAR_SHORT_MS } from "../lib/notify";
import { theme } from "./theme";

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={SNACKBAR_MAX}
        autoHideDuration={SNACKBAR_SHORT_MS}
        preventDuplicate
        anchorOrigin={{ vertical: "top", horizontal: "center" }}
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
