import { type ActivityMapping, type ActivityMappingsBody, MAX_CUSTOM_COLUMNS } from "@johap/contracts";

/** The number of an attribute code: "attribute3" -> 3 (NaN for anything else). */
export const attributeNumberOf = (code: string) => {
  const match = /^attribute(\d+)$/.exec(code);
  return match ? Number(match[1]) : Number.NaN;
};

/** Spec 01 §9: a new custom column takes the lowest free attributeN; null once all 10 are used. */
export function lowestFreeAttributeCode(mappings: readonly Pick<ActivityMapping, "attributeCode">[]): string | null {
  const used = new Set(mappings.map((mapping) => mapping.attributeCode));
  for (let n = 1; n <= MAX_CUSTOM_COLUMNS; n += 1) {
    if (!used.has(`attribute${n}`)) return `attribute${n}`;
  }
  return null;
}

/** Default title of a new column: '열 {n}' with n of its attribute code. */
export const defaultColumnTitle = (attributeCode: string) => `열 ${attributeNumberOf(attributeCode)}`;

/** A column of the settings list; `isNew` marks one added since the dialog opened (it starts empty). */
export type ColumnSetting = ActivityMappingsBody[number];

/** A new column for the settings list, or null when the limit is reached. */
export function addCustomColumn(mappings: readonly ColumnSetting[]): ColumnSetting[] | null {
  const attributeCode = lowestFreeAttributeCode(mappings);
  if (!attributeCode) return null;
  return [
    ...mappings,
    { attributeCode, displayName: defaultColumnTitle(attributeCode), order: mappings.length, isNew: true },
  ];
}

/** The list as it is saved: orders follow the list's order. */
export const withListOrder = (mappings: readonly ColumnSetting[]): ColumnSetting[] =>
  mappings.map((mapping, order) => ({ ...mapping, displayName: mapping.displayName.trim(), order }));
