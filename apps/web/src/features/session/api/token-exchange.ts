import { CLIENT_MESSAGES, CONSOLE_CLIENT_ID, type TokenResponse } from "@johap/contracts";
import { envelopeData, errorEnvelopeOf } from "../../../lib/envelope";

export type TokenExchangeResult = { isOk: true; token: TokenResponse } | { isOk: false; message: string };

const isTokenResponse = (data: unknown): data is TokenResponse => {
  if (typeof data !== "object" || data === null) return false;
  const { accessToken, idToken, expiresIn } = data as Record<string, unknown>;
  return (
    typeof accessToken === "string" &&
    accessToken !== "" &&
    typeof idToken === "string" &&
    typeof expiresIn === "number"
  );
};

/**
 * POST /oauth/token (form-encoded authorization_code grant). Called without the global error
 * handling: the callback page shows its own texts (spec 01 §8).
 */
export async function exchangeCode(input: {
  code: string;
  codeVerifier: string;
  redirectUri: string;
}): Promise<TokenExchangeResult> {
  let response: Response;
  try {
    response = await fetch("/oauth/token", {
      method: "POST",
      headers: { Accept: "application/json" },
      credentials: "include",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: CONSOLE_CLIENT_ID,
        code: input.code,
        code_verifier: input.codeVerifier,
        redirect_uri: input.redirectUri,
      }),
    });
  } catch {
    return { isOk: false, message: CLIENT_MESSAGES.tokenFailed(0) };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = errorEnvelopeOf(payload)?.message;
    return { isOk: false, message: message || CLIENT_MESSAGES.tokenFailed(response.status) };
  }
  const data = envelopeData(payload);
  if (!isTokenResponse(data)) return { isOk: false, message: CLIENT_MESSAGES.callbackNoAccessToken };
  return { isOk: true, token: data };
}
