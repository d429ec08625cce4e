import { CLIENT_MESSAGES } from "@johap/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { data, type LoaderFunctionArgs, redirect, type ShouldRevalidateFunction } from "react-router";
import { PATHS, unionHomePath } from "../../lib/paths";
import { getCodeVerifier, readSession, saveSession, setCurrentUnionSeq } from "../../lib/session-cookies";
import { availableMenusQuery, memberQuery, myUnionsQuery } from "./api/session-queries";
import { exchangeCode } from "./api/token-exchange";
import { callbackUrlOf, OAUTH_STATE_KEY } from "./authorize";
import { decodeIdToken } from "./id-token";
import { decideLanding } from "./landing";
import { menuAccessOf, menuCodeOfPath, pathBelowUnion } from "./menu-access";

async function unionIdsOf(queryClient: QueryClient, serviceMemberId: number): Promise<number[]> {
  const unions = await queryClient.ensureQueryData(myUnionsQuery(serviceMemberId));
  return unions.map((union) => union.unionId);
}

/** `/`: sign-in, /my-page or the first zone. */
export const landingLoader = (queryClient: QueryClient) => async () => {
  const session = readSession();
  const unionIds = session ? await unionIdsOf(queryClient, session.serviceMemberId) : [];
  const decision = decideLanding({ isSignedIn: session !== null, unionIds });
  return redirect(decision.kind === "redirect" ? decision.to : unionHomePath(decision.unionSeq));
};

/** Whether the member may enter the zone of a `/unions/{unionSeq}` path (requests share one fetch). */
export async function unionAccessOf(queryClient: QueryClient, unionSeqParam: string | undefined) {
  const session = readSession();
  const unionIds = session ? await unionIdsOf(queryClient, session.serviceMemberId) : [];
  return decideLanding({ isSignedIn: session !== null, unionIds, requestedUnionSeq: unionSeqParam ?? "" });
}

/** `/unions/:unionSeq`: only the member's zones; remembers the zone for the Union-Seq header. */
export const unionLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const decision = await unionAccessOf(queryClient, params.unionSeq);
    if (decision.kind === "redirect") return redirect(decision.to);
    setCurrentUnionSeq(decision.unionSeq);
    return null;
  };

/** A menu list older than this is fetched again on the next navigation (a change made elsewhere shows). */
export const MENUS_FRESH_MS = 5_000;

/**
 * Every page below `/unions/:unionSeq`: a page of a menu the member's permission group does not grant
 * answers 403, so the route's error boundary shows the permission page instead of the page calling the
 * API. Decided here for every menu route, from the menus the side bar shows (fetched again when older
 * than {@link MENUS_FRESH_MS}). Not the member's zone: the union's loader redirects.
 */
export const menuAccessLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const menuCode = menuCodeOfPath(pathBelowUnion(new URL(request.url).pathname));
    const session = readSession();
    if (menuCode === null || !session) return null;
    const unions = await queryClient.ensureQueryData(myUnionsQuery(session.serviceMemberId));
    const union = unions.find((one) => String(one.unionId) === params.unionSeq);
    if (!union) return null;
    const menus = await queryClient.fetchQuery({
      ...availableMenusQuery(union.serviceManagerId),
      staleTime: MENUS_FRESH_MS,
    });
    if (menuAccessOf(menus, menuCode) === "none") throw data(null, { status: 403 });
    return null;
  };

/** The menu check runs again on every move to another page, not only when the union changes. */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

/** `/my-page`: signed-in members only; personal info and zones are loaded before the page shows. */
export const myPageLoader = (queryClient: QueryClient) => async () => {
  const session = readSession();
  if (!session) return redirect(PATHS.signIn);
  await Promise.all([
    queryClient.ensureQueryData(memberQuery(session.memberId)),
    queryClient.ensureQueryData(myUnionsQuery(session.serviceMemberId)),
  ]);
  return null;
};

export type CallbackResult = { error: string | null };

function takeState(): string | null {
  const state = window.sessionStorage.getItem(OAUTH_STATE_KEY);
  window.sessionStorage.removeItem(OAUTH_STATE_KEY);
  return state;
}

/** `/auth/callback`: exchanges the code, stores the session cookies and reloads at `/`. */
export async function callbackLoader({ request }: LoaderFunctionArgs): Promise<CallbackResult> {
  const params = new URL(request.url).searchParams;
  const code = params.get("code");
  if (!code) return { error: CLIENT_MESSAGES.callbackNoCode };
  const codeVerifier = getCodeVerifier();
  const expectedState = takeState();
  if (!codeVerifier || !expectedState || expectedState !== params.get("state")) {
    return { error: CLIENT_MESSAGES.callbackNoVerifier };
  }
  const result = await exchangeCode({ code, codeVerifier, redirectUri: callbackUrlOf(window.location.origin) });
  if (!result.isOk) return { error: result.message };
  const claims = decodeIdToken(result.token.idToken);
  if (!claims) return { error: CLIENT_MESSAGES.tokenFailed(200) };
  saveSession(
    { accessToken: result.token.accessToken, memberId: claims.memberSeq, serviceMemberId: claims.serviceMemberId },
    result.token.expiresIn,
  );
  window.location.replace(PATHS.landing);
  return { error: null };
}
