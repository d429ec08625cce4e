import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter } from "react-router";
import { accountRoutes } from "../features/account";
import { billingRoutes } from "../features/billing";
import { officeRoutes } from "../features/office";
import { permissionsRoutes } from "../features/permissions";
import { registerRoutes } from "../features/register";
import { sessionRoutes, unionLoader } from "../features/session";
import { smsRoutes } from "../features/sms";
import { unionUsersRoutes } from "../features/union-users";
import { PageLoading } from "../ui/page-loading";
import { NotFoundPage } from "./errors/not-found-page";
import { RouteErrorBoundary } from "./errors/route-error-boundary";
import { homeLoader } from "./home/home-loader";

const loadRestrictedPage = async () => (await import("./errors/restricted-page")).RestrictedPage;
const loadAppShell = async () => (await import("./shell/app-shell")).AppShell;
const loadHomePage = async () => (await import("./home/home-page")).HomePage;

/** Spec 01 §2 route table. Loaders are in the entry chunk; pages and the shell load on demand. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      path: "/",
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoading,
      children: [
        ...sessionRoutes(queryClient),
        { path: "error/restricted", lazy: { Component: loadRestrictedPage } },
        {
          lazy: { Component: loadAppShell },
          children: [
            {
              // Errors of the pages inside the shell show inside the shell.
              ErrorBoundary: RouteErrorBoundary,
              children: [
                ...accountRoutes(queryClient),
                {
                  path: "unions/:unionSeq",
                  loader: unionLoader(queryClient),
                  children: [
                    { index: true, loader: homeLoader(queryClient), lazy: { Component: loadHomePage } },
                    ...registerRoutes(),
                    ...unionUsersRoutes(),
                    ...billingRoutes(),
                    ...permissionsRoutes(),
                    ...officeRoutes(),
                    ...smsRoutes(),
                    { path: "*", Component: NotFoundPage },
                  ],
                },
              ],
            },
          ],
        },
        { path: "*", Component: NotFoundPage },
      ],
    },
  ]);
}
