import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { myPageLoader } from "../session";

const loadMyPage = async () => (await import("./pages/my-page")).MyPage;

/** `/my-page`, shown inside the console shell. */
export const accountRoutes = (queryClient: QueryClient): RouteObject[] => [
  { path: "my-page", loader: myPageLoader(queryClient), lazy: { Component: loadMyPage } },
];
