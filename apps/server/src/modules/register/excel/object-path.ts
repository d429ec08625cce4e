type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null;

/** Reads a dotted path ("registrationAddresses.0.registrationNo") from plain objects and arrays. */
export function getPath(source: unknown, path: string): unknown {
  let current = source;
  for (const segment of path.split(".")) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Writes a dotted path, creating objects, or arrays where the next segment is a number. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split(".");
  let current: Record<string, unknown> = target;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      current[segment] = value;
      return;
    }
    const next = current[segment];
    if (!isContainer(next)) current[segment] = /^\d+$/.test(segments[index + 1] ?? "") ? [] : {};
    current = current[segment] as Record<string, unknown>;
  });
}
