import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type RouteObject } from "react-router";
import { accountRoutes } from "../features/account";
import { addressGroupsRoutes } from "../features/address-groups";
import { agreementsRoutes } from "../features/agreements";
import { archivesRoutes } from "../features/archives";
import { billingRoutes } from "../features/billing";
import { consentsRoutes } from "../features/consents";
import { counselsRoutes } from "../features/counsels";
import { documentIssuanceRoutes } from "../features/document-issuance";
import { epostsRoutes } from "../features/e-posts";
import { formsRoutes } from "../features/forms";
import { meetingsRoutes } from "../features/meetings";
import { officeRoutes } from "../features/office";
import { permissionsRoutes } from "../features/permissions";
import { postsRoutes } from "../features/posts";
import { promotionRoutes } from "../features/promotion";
import { registerRoutes } from "../features/register";
import { menuAccessLoader, revalidateOnPathChange, sessionRoutes, unionLoader } from "../features/session";
import { smsRoutes } from "../features/sms";
import { unionUsersRoutes } from "../features/union-users";
import { PageLoading } from "../ui/page-loading";
import { NotFoundPage } from "./errors/not-found-page";
import { RouteErrorBoundary } from "./errors/route-error-boundary";
import { homeLoader } from "./home/home-loader";

const loadRestrictedPage = async () => (await import("./errors/restricted-page")).RestrictedPage;
const loadAppShell = async () => (await import("./shell/app-shell")).AppShell;
const loadHomePage = async () => (await import("./home/home-page")).HomePage;

/** `/unions/:unionSeq` and its pages: only the member's zones, and on each page the menu check. */
export function unionRoute(queryClient: QueryClient): RouteObject {
  return {
    path: "unions/:unionSeq",
    loader: unionLoader(queryClient),
    children: [
      {
        // Every menu route: a menu the member lacks shows the permission page (403).
        loader: menuAccessLoader(queryClient),
        shouldRevalidate: revalidateOnPathChange,
        children: [
          { index: true, loader: homeLoader(queryClient), lazy: { Component: loadHomePage } },
          ...registerRoutes(),
          ...unionUsersRoutes(),
          ...billingRoutes(),
          ...permissionsRoutes(),
          ...officeRoutes(),
          ...smsRoutes(),
          ...postsRoutes(),
          ...consentsRoutes(),
          ...meetingsRoutes(),
          ...promotionRoutes(),
          ...counselsRoutes(),
          ...documentIssuanceRoutes(),
          ...epostsRoutes(),
          ...formsRoutes(),
          ...archivesRoutes(),
          ...addressGroupsRoutes(),
          ...agreementsRoutes(),
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  };
}

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
              children: [...accountRoutes(queryClient), unionRoute(queryClient)],
            },
          ],
        },
        { path: "*", Component: NotFoundPage },
      ],
    },
  ]);
}
