import { CLIENT_MESSAGES, CONSOLE_CLIENT_ID } from "@johap/contracts";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { http } from "../../../lib/http";
import { PATHS } from "../../../lib/paths";
import { clearSession } from "../../../lib/session-cookies";

/** POST /v2/logout (form clientId, redirectUri) with the bearer; cookies are cleared on success. */
export async function logout(): Promise<void> {
  try {
    await http.postForm("/v2/logout", {
      clientId: CONSOLE_CLIENT_ID,
      redirectUri: `${window.location.origin}${PATHS.signIn}`,
    });
  } catch (error) {
    throw new Error(CLIENT_MESSAGES.logoutFailed, { cause: error });
  }
  clearSession();
}

export function useLogoutMutation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => navigate(PATHS.signIn, { replace: true }),
  });
}
