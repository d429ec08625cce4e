import type { OwnerSession } from "@johap/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, call, messageOf } from "../api";

type FlowOptions = {
  /** The link's calls: /v1/owner/consents/{linkCode} or /v1/owner/meetings/{linkToken}. */
  basePath: string;
  session: OwnerSession;
  onSessionLost: (notice: string) => void;
};

type SessionCallOptions = { method?: "GET" | "POST"; body?: unknown; form?: FormData };

/**
 * What a link's steps after the identity check share: every call of the session (a refused session, 401, sends
 * the owner back to the identity check) and the owner's own record (`/me`), loaded once and on `refresh`.
 */
export function useOwnerFlow<Me>({ basePath, session, onSessionLost }: FlowOptions) {
  const [me, setMe] = useState<Me | null>(null);
  const [error, setError] = useState("");

  const sessionCall = useCallback(
    async <T,>(path: string, opts: SessionCallOptions = {}) => {
      try {
        return await call<T>(`${basePath}${path}`, { ...opts, token: session.accessToken });
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 401) onSessionLost(caught.message);
        throw caught;
      }
    },
    [basePath, session.accessToken, onSessionLost],
  );

  const refresh = useCallback(async () => {
    try {
      setMe(await sessionCall<Me>("/me"));
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, [sessionCall]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { me, setMe, error, sessionCall, refresh };
}

/** Each screen's first heading takes the focus when `screenKey` changes, so a screen reader starts there. */
export function useScreenFocus(screenKey: string) {
  const screen = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: screenKey names the screen shown; the effect reads the DOM
  useEffect(() => {
    screen.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [screenKey]);
  return screen;
}

/** Until the owner's record arrives: 불러오는 중입니다…, or why it did not. */
export function FlowPending({ error }: { error: string }) {
  return error ? (
    <p className="alert" role="alert">
      {error}
    </p>
  ) : (
    <p className="muted">불러오는 중입니다…</p>
  );
}
