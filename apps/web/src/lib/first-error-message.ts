export type ErrorLeaf = { path: string; message: string };

/** Every message in a react-hook-form errors tree with its field path, depth-first in the order found. */
export function collectErrors(errors: unknown, path = "", into: ErrorLeaf[] = []): ErrorLeaf[] {
  if (typeof errors !== "object" || errors === null) return into;
  const node = errors as Record<string, unknown>;
  if (typeof node.message === "string" && node.message) {
    into.push({ path, message: node.message });
    return into;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key !== "ref" && key !== "type" && key !== "types") collectErrors(child, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/**
 * The message of the first invalid field on screen (`fieldNames` in page order), else of the first
 * error without a field (list-level rules); null without errors. Zod reports cross-field rules last,
 * so the page order is what tells the user the field to fix first.
 */
export function firstErrorMessage(errors: unknown, fieldNames: readonly string[] = []): string | null {
  const leaves = collectErrors(errors);
  const placed = leaves
    .map((leaf) => ({ leaf, place: fieldNames.indexOf(leaf.path) }))
    .filter(({ place }) => place >= 0)
    .sort((a, b) => a.place - b.place);
  return (placed[0]?.leaf ?? leaves[0])?.message ?? null;
}

/** The `name` attributes of the inputs under `root`, in page order. */
export const fieldNamesOf = (root: ParentNode | null): string[] =>
  root ? Array.from(root.querySelectorAll("[name]"), (element) => element.getAttribute("name") ?? "") : [];
