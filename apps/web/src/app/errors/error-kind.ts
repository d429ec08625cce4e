import { isRouteErrorResponse } from "react-router";
import { HttpError } from "../../lib/http-error";

/** The error page variants of spec 01 §2 and §8. */
export type ErrorKind = "unauthorized" | "forbidden" | "not-found" | "server" | "unknown";

export function errorKindOf(status: number): ErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status >= 500) return "server";
  return "unknown";
}

/** The HTTP status behind a route error: a router response (404 for no match) or a failed API call. */
export function statusOfRouteError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof HttpError) return error.status;
  return 0;
}
