/** Console routes outside a union (spec 01 §2). */
export const PATHS = {
  landing: "/",
  signIn: "/auth/sign-in",
  callback: "/auth/callback",
  restricted: "/error/restricted",
  myPage: "/my-page",
} as const;

export const unionHomePath = (unionSeq: number | string) => `/unions/${unionSeq}`;
