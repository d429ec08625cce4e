import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers";
import { RevokedAlert } from "./revoked-alert/revoked-alert";
import type { createAppRouter } from "./routes";

export type AppProps = {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  onSignOut: () => void;
};

export function App({ queryClient, router, onSignOut }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <RevokedAlert onSignOut={onSignOut} />
    </AppProviders>
  );
}
