import crypto from "node:crypto";
import { CONSOLE_CLIENT_ID } from "../../packages/contracts/src";

export const DEMO = { loginId: "demo", password: "demo1234!" } as const;

/** An access token for the demo supervisor, through the authorization server's PKCE flow. */
export async function signIn(origin: string, login: { loginId: string; password: string } = DEMO): Promise<string> {
  const verifier = crypto.randomBytes(48).toString("base64url");
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  const redirect = `${origin}/auth/callback`;
  const form = new URLSearchParams({
    response_type: "code",
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: redirect,
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...login,
  });
  const authorize = await fetch(`${origin}/oauth/authorize`, { method: "POST", body: form, redirect: "manual" });
  const code = new URL(String(authorize.headers.get("location"))).searchParams.get("code") ?? "";
  const token = await fetch(`${origin}/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: CONSOLE_CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: redirect,
    }),
  });
  return ((await token.json()) as { data: { accessToken: string } }).data.accessToken;
}
