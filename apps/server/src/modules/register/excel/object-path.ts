type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null;

/** Reads a path, split at its dots ("registrationAddresses.0.registrationNo"), from plain objects and arrays. */
export function getPath(source: unknown, segments: readonly string[]): unknown {
  let current = source;
  for (const segment of segments) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Split paths, kept per path: the register writes the same few dozen paths hundreds of thousands of times. */
const splitPaths = new Map<string, string[]>();
const segmentsOf = (path: string) => {
  let segments = splitPaths.get(path);
  if (!segments) {
    segments = path.split(".");
    splitPaths.set(path, segments);
  }
  return segments;
};

/** Writes a dotted path, creating objects, or arrays where the next segment is a number. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = segmentsOf(path);
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
