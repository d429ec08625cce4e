import { CLIENT_MESSAGES, ERROR_MESSAGES } from "@johap/contracts";
import Button from "@mui/material/Button";
import { useNavigate } from "react-router";
import { PATHS } from "../../lib/paths";
import { clearSession } from "../../lib/session-cookies";
import { StatusPanel } from "../../ui/status-panel";
import type { ErrorKind } from "./error-kind";

const TITLES: Record<ErrorKind, string> = {
  unauthorized: CLIENT_MESSAGES.unauthorizedTitle,
  forbidden: CLIENT_MESSAGES.unauthorizedTitle,
  "not-found": CLIENT_MESSAGES.notFoundTitle,
  server: CLIENT_MESSAGES.serverError,
  unknown: CLIENT_MESSAGES.unknownError,
};

const DESCRIPTIONS: Record<ErrorKind, string> = {
  unauthorized: CLIENT_MESSAGES.unauthorizedNote,
  // The permission page: a menu the member's permission group does not grant (spec 01 §8, E00501).
  forbidden: `${ERROR_MESSAGES.PERMISSION_DENIED} ${CLIENT_MESSAGES.checkPermission}\n${CLIENT_MESSAGES.unauthorizedNote}`,
  "not-found": "주소를 다시 확인해 주세요.",
  server: "잠시 후 다시 시도해 주세요.",
  unknown: "잠시 후 다시 시도해 주세요.",
};

/** Error page for 401, 403 (the permission page), 404 and 5xx (spec 01 §8). 401's 확인 clears the session. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const navigate = useNavigate();
  const handleConfirm = () => {
    if (kind === "unauthorized") {
      clearSession();
      navigate(PATHS.signIn, { replace: true });
      return;
    }
    navigate(PATHS.landing);
  };
  return (
    <>
      <title>{`${TITLES[kind]} | 조합 OMS`}</title>
      <StatusPanel
        isAlert
        title={TITLES[kind]}
        description={DESCRIPTIONS[kind]}
        action={
          <Button variant="contained" onClick={handleConfirm}>
            확인
          </Button>
        }
      />
    </>
  );
}
