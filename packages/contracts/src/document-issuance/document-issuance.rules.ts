import {
  BUILDING_REGISTRATION_TYPES,
  DOCUMENT_CODES,
  DOCUMENT_NAMES,
  DOCUMENT_REGISTRATION_TYPES,
  DOCUMENT_UNIT_COSTS,
  type DocumentCode,
  type IssuanceType,
  LAND_REGISTRATION_TYPES,
  REGISTRY_DOCUMENT_CODES,
  REGISTRY_UNIT_COSTS,
} from "./document-issuance.constants";

export const isRegistryCode = (code: DocumentCode) => (REGISTRY_DOCUMENT_CODES as readonly string[]).includes(code);

/** Whether a document can be ordered for a registration of this type. */
export const isDocumentFor = (code: DocumentCode, registrationType: string) =>
  DOCUMENT_REGISTRATION_TYPES[code].includes(registrationType);

/** Won for one document of `code`: registry copies by 발급/열람, the others one price. */
export function unitCostOf(code: DocumentCode, issuanceType: IssuanceType): number {
  if (code === "TD" || code === "GD" || code === "JD") return REGISTRY_UNIT_COSTS[issuanceType];
  return DOCUMENT_UNIT_COSTS[code];
}

/** 발급/열람 of a document in the cost preview: registry copies as chosen, the others are issued. */
export const issuanceTypeOf = (code: DocumentCode, issuanceType: IssuanceType): IssuanceType =>
  isRegistryCode(code) ? issuanceType : "A";

/** The side of a registration: land, building (or collective building), or both (토지+건물). */
function sidesOf(registrationType: string): ("LAND" | "BUILDING")[] {
  if (registrationType === "LAND_BUILDING") return ["LAND", "BUILDING"];
  if ((LAND_REGISTRATION_TYPES as readonly string[]).includes(registrationType)) return ["LAND"];
  if ((BUILDING_REGISTRATION_TYPES as readonly string[]).includes(registrationType)) return ["BUILDING"];
  return [];
}

/**
 * Spec 04 §5 address review: of one located property, at most one land and one building (or collective
 * building) registration may be chosen. `types` are the registration types chosen for that property.
 */
export function isOnePerSide(types: readonly string[]): boolean {
  const seen = { LAND: 0, BUILDING: 0 };
  for (const type of types) for (const side of sidesOf(type)) seen[side] += 1;
  return seen.LAND <= 1 && seen.BUILDING <= 1;
}

export type IssuanceAddress = { registrationAddressSeq: number; registrationType: string };

/** The codes, in catalogue order and without duplicates. */
export const orderedCodes = (codes: readonly DocumentCode[]): DocumentCode[] =>
  DOCUMENT_CODES.filter((code) => codes.includes(code));

/**
 * The documents an order makes: every requested code that applies to each chosen registration, in code
 * order per address. The count of these is `totalRequestCount`; the distinct addresses are `addressCount`.
 */
export function documentsFor<A extends IssuanceAddress>(
  addresses: readonly A[],
  codes: readonly DocumentCode[],
): { address: A; documentCode: DocumentCode }[] {
  const wanted = orderedCodes(codes);
  const out: { address: A; documentCode: DocumentCode }[] = [];
  for (const address of addresses) {
    for (const code of wanted)
      if (isDocumentFor(code, address.registrationType)) out.push({ address, documentCode: code });
  }
  return out;
}

export type CostPreviewItem = {
  documentCode: DocumentCode;
  documentName: string;
  issuanceType: IssuanceType;
  issuanceCount: number;
  unitCost: number;
  issuanceCost: number;
};

/** The cost preview: one item per document code ordered (count × unit cost), and the totals. */
export function costPreviewOf(
  documents: readonly { documentCode: DocumentCode }[],
  issuanceType: IssuanceType,
  addressCount: number,
): { items: CostPreviewItem[]; totalRequestCount: number; addressCount: number; totalCost: number } {
  const counts = new Map<DocumentCode, number>();
  for (const doc of documents) counts.set(doc.documentCode, (counts.get(doc.documentCode) ?? 0) + 1);
  const items = orderedCodes([...counts.keys()]).map((code) => {
    const issuanceCount = counts.get(code) ?? 0;
    const unitCost = unitCostOf(code, issuanceType);
    return {
      documentCode: code,
      documentName: DOCUMENT_NAMES[code],
      issuanceType: issuanceTypeOf(code, issuanceType),
      issuanceCount,
      unitCost,
      issuanceCost: unitCost * issuanceCount,
    };
  });
  return {
    items,
    totalRequestCount: documents.length,
    addressCount,
    totalCost: items.reduce((sum, item) => sum + item.issuanceCost, 0),
  };
}

/** The file name of one document (the zip entry and the single download). */
export function documentFileName(doc: {
  documentCode: DocumentCode;
  unionRegisterNo: string;
  name: string;
  registrationAddress: string;
  documentSeq: number;
}): string {
  const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, "_").replace(/_+/g, "_");
  return `${DOCUMENT_NAMES[doc.documentCode]}_${safe(doc.unionRegisterNo)}_${safe(doc.name)}_${safe(doc.registrationAddress)}_${doc.documentSeq}.pdf`;
}
