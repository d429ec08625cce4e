import { useRouteError } from "react-router";
import { errorKindOf, statusOfRouteError } from "./error-kind";
import { ErrorPage } from "./error-page";

/** Route `ErrorBoundary`: loader failures, page query errors and unknown routes. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage kind={errorKindOf(statusOfRouteError(error))} />;
}
