const UNION_PATH = /^\/unions\/[^/]+(?=\/|$)/;

/** The union id in a console path, if any: "/unions/12/x" -> "12". */
export function unionSeqInPath(pathname: string): string | null {
  const match = /^\/unions\/([^/]+)(?:\/|$)/.exec(pathname);
  return match?.[1] ?? null;
}

/**
 * The same page of another union: "/unions/1/x/y" -> "/unions/2/x/y". A path outside a union
 * (for example /my-page) goes to the other union's home.
 */
export function swapUnionInPath(pathname: string, unionSeq: number | string): string {
  if (UNION_PATH.test(pathname)) return pathname.replace(UNION_PATH, `/unions/${unionSeq}`);
  return `/unions/${unionSeq}`;
}

/** Link of a menu entry: `/unions/{id}/{path}`. */
export function unionMenuPath(unionSeq: number | string, path: string): string {
  const tail = path.replace(/^\/+/, "");
  return tail ? `/unions/${unionSeq}/${tail}` : `/unions/${unionSeq}`;
}
