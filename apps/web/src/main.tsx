import "./lib/zod-jitless";
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { showRevokedAlert } from "./app/revoked-alert/revoked-alert-store";
import { createAppRouter } from "./app/routes";
import { configureHttp } from "./lib/http";
import { PATHS } from "./lib/paths";
import { clearSession } from "./lib/session-cookies";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const navigate = (to: string) => void router.navigate(to, { replace: true });
configureHttp({ navigate, showUnionRevokedAlert: showRevokedAlert });

/** 확인 of the revoked alert: the session ends here. */
const handleSignOut = () => {
  clearSession();
  navigate(PATHS.signIn);
};

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} onSignOut={handleSignOut} />
  </StrictMode>,
);
