import { CONSOLE_CLIENT_ID } from "@johap/contracts";
import { PATHS } from "../../lib/paths";
import { computeCodeChallenge, createCodeVerifier, createState } from "../../lib/pkce";
import { queryString } from "../../lib/query-string";
import { setCodeVerifier } from "../../lib/session-cookies";

/** sessionStorage key of the `state` sent to the authorization server. */
export const OAUTH_STATE_KEY = "oauthState";

/** Spec 01 §2: the sign-in page waits about a second before leaving for the authorization page. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;

export const callbackUrlOf = (origin: string) => `${origin}${PATHS.callback}`;

export function authorizeUrl(input: { origin: string; codeChallenge: string; state: string }): string {
  const query = queryString({
    response_type: "code",
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: callbackUrlOf(input.origin),
    code_challenge: input.codeChallenge,
    code_challenge_method: "S256",
    state: input.state,
  });
  return `/oauth/authorize${query}`;
}

/** New verifier (cookie, 10 years) and state (sessionStorage), then off to the authorization page. */
export async function startAuthorization(): Promise<void> {
  const verifier = createCodeVerifier();
  setCodeVerifier(verifier);
  const state = createState();
  window.sessionStorage.setItem(OAUTH_STATE_KEY, state);
  const codeChallenge = await computeCodeChallenge(verifier);
  window.location.assign(authorizeUrl({ origin: window.location.origin, codeChallenge, state }));
}
