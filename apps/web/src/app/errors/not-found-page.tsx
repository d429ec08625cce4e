import { ErrorPage } from "./error-page";

export function NotFoundPage() {
  return <ErrorPage kind="not-found" />;
}
