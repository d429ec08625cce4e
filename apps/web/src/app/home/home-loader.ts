import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { unionAccessOf } from "../../features/session";
import { unionQuery } from "../../features/union-users";

/** Loads the zone for Home once membership is known (the parent route redirects otherwise). */
export const homeLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const access = await unionAccessOf(queryClient, params.unionSeq);
    if (access.kind === "enter") await queryClient.ensureQueryData(unionQuery(access.unionSeq));
    return null;
  };
