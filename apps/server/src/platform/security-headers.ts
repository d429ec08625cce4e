import type { FastifyHelmetOptions } from "@fastify/helmet";
import { LIVE_STREAM_FRAME_HOSTS } from "@johap/contracts";

/**
 * The Content-Security-Policy of every response but the authorization server's own pages (which send
 * a stricter one, `signInPagePolicy`). It covers the console (the built Vite app: module scripts,
 * style sheets and fonts from /assets), the API and the OpenAPI UI at /docs (its scripts and style
 * sheets are files under /docs/static). Styles may be inline because MUI (emotion) writes its
 * style sheets into <style> elements at run time; scripts may not.
 */
export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  // The on-site relay's preview (현장중계) embeds the video site's player; the document-form preview frames the
  // PDF it fetched with the session's token as a blob: URL (made by this page, so of this origin); nothing else.
  "frame-src": ["'self'", "blob:", ...LIVE_STREAM_FRAME_HOSTS],
  "object-src": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

/**
 * @fastify/helmet's options: the policy above, no framing (X-Frame-Options as well as
 * frame-ancestors), nosniff, and referrers that leave this origin carry the origin alone. Helmet's
 * other defaults stay (HSTS, which browsers heed only over https; cross-origin opener and resource
 * policies). No upgrade-insecure-requests: the embedded setup serves plain http.
 */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
};
