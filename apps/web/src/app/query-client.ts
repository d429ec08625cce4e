import { MutationCache, QueryClient } from "@tanstack/react-query";
import { errorMessageOf, isNotifiedError } from "../lib/http-error";
import { notifyError } from "../lib/notify";

/**
 * Spec 01 §7: no retry, no refetch on window focus. A failed mutation shows the server message, else
 * the error message, in a danger snackbar, unless the HTTP client already told the user or the
 * mutation sets `meta.isErrorHandled`. Page query errors go to the route error boundary.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.isErrorHandled === true || isNotifiedError(error)) return;
        notifyError(errorMessageOf(error));
      },
    }),
  });
}
