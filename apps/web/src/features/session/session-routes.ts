import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { PageLoading } from "../../ui/page-loading";
import { callbackLoader, landingLoader } from "./session-loaders";

const loadSignInPage = async () => (await import("./pages/sign-in-page")).SignInPage;
const loadCallbackPage = async () => (await import("./pages/callback-page")).CallbackPage;

/** `/`, `/auth/sign-in` and `/auth/callback`; pages load on demand. */
export const sessionRoutes = (queryClient: QueryClient): RouteObject[] => [
  // The landing only redirects; the spinner covers the moment its loader runs.
  { index: true, loader: landingLoader(queryClient), Component: PageLoading },
  { path: "auth/sign-in", lazy: { Component: loadSignInPage } },
  { path: "auth/callback", loader: callbackLoader, lazy: { Component: loadCallbackPage } },
];
