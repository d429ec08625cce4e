export type CookieOptions = {
  /** Lifetime in seconds; without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
};

/** Parses a `document.cookie` string into name/value pairs (values URI-decoded). */
export function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** Serialises one cookie for `document.cookie`: path /, SameSite=Lax, Secure on https. */
export function serializeCookie(name: string, value: string, options: CookieOptions, isSecure: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "path=/", "SameSite=Lax"];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  if (isSecure) parts.push("Secure");
  return parts.join("; ");
}

export function getCookie(name: string): string | null {
  return parseCookies(document.cookie).get(name) ?? null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the session lives in cookies by specification (spec 01 §6)
  document.cookie = serializeCookie(name, value, options, window.location.protocol === "https:");
}

export function removeCookie(name: string): void {
  setCookie(name, "", { maxAgeSeconds: 0 });
}
