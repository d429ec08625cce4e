import {
  acquisitionPeriodOf,
  type BuildingOwnership,
  type LandOwnership,
  LocalAddressRightsBodySchema,
  todayInSeoul,
} from "@johap/contracts";
import { columnHeader } from "./register-columns";
import { hasAnyValue, indexedColumns, type RowError, readRowValues } from "./register-row-values";
import type { SheetRow } from "./register-sheet-reader";

/** The rights of one located property (one row); null where none of its columns is filled. */
export type ParsedRights = { landOwnership: LandOwnership | null; buildingOwnership: BuildingOwnership | null };

type Kind = "landOwnership" | "buildingOwnership";
type Issue = { path: PropertyKey[]; message: string };

const rightsSchema = LocalAddressRightsBodySchema.element.shape;
const LAND_COLUMNS = indexedColumns("property", "landOwnership.");
const BUILDING_COLUMNS = indexedColumns("property", "buildingOwnership.");

const EMPTY_LAND: LandOwnership = {
  landCategory: null,
  utilization: null,
  acquiredAt: null,
  acquisitionPeriod: null,
  totalArea: null,
  incorporatedArea: null,
  ownedArea: null,
  portion: null,
  hasSurfaceRight: false,
};

const EMPTY_BUILDING: BuildingOwnership = {
  isPermitted: true,
  unPermittedBuildingNo: null,
  buildingUsage: null,
  buildingStructure: null,
  floor: null,
  buildingName: null,
  acquiredAt: null,
  acquisitionPeriod: null,
  useApprovedAt: null,
  totalArea: null,
  ownedArea: null,
  portion: null,
  associatedJibun: null,
};

/** Cell values of one kind of right, blanks as null (the rights form removes empty values). */
function draftOf(kind: Kind, row: SheetRow, errors: RowError[]): Record<string, unknown> {
  const columns = kind === "landOwnership" ? LAND_COLUMNS : BUILDING_COLUMNS;
  const draft: Record<string, unknown> = { ...(kind === "landOwnership" ? EMPTY_LAND : EMPTY_BUILDING) };
  for (const [path, value] of readRowValues(row, columns, errors)) {
    draft[path.slice(kind.length + 1)] = value === "" ? null : value;
  }
  return draft;
}

function reportIssues(kind: Kind, row: SheetRow, issues: Issue[], errors: RowError[]): void {
  for (const issue of issues) {
    const column = columnHeader("property", [kind, ...issue.path.map(String)].join("."));
    errors.push({ row: row.row, column, message: issue.message });
  }
}

function parseLand(row: SheetRow, errors: RowError[], today: string): LandOwnership | null {
  if (!hasAnyValue(row, LAND_COLUMNS)) return null;
  const result = rightsSchema.landOwnership.unwrap().safeParse(draftOf("landOwnership", row, errors));
  if (!result.success) {
    reportIssues("landOwnership", row, result.error.issues, errors);
    return null;
  }
  return { ...result.data, acquisitionPeriod: acquisitionPeriodOf(result.data.acquiredAt, today) };
}

/** Applies the rights form dependency: permitted clears the unpermitted number, unpermitted the building fields. */
function applyPermit(draft: Record<string, unknown>): Record<string, unknown> {
  if (draft.isPermitted) return { ...draft, unPermittedBuildingNo: null };
  return { ...draft, buildingUsage: null, buildingStructure: null, floor: null };
}

function parseBuilding(row: SheetRow, errors: RowError[], today: string): BuildingOwnership | null {
  if (!hasAnyValue(row, BUILDING_COLUMNS)) return null;
  const result = rightsSchema.buildingOwnership
    .unwrap()
    .safeParse(applyPermit(draftOf("buildingOwnership", row, errors)));
  if (!result.success) {
    reportIssues("buildingOwnership", row, result.error.issues, errors);
    return null;
  }
  return { ...result.data, acquisitionPeriod: acquisitionPeriodOf(result.data.acquiredAt, today) };
}

/** Land and building rights of one row, validated with the rights rules of spec 01 section 5. */
export function parseRights(row: SheetRow, errors: RowError[], today = todayInSeoul()): ParsedRights {
  return { landOwnership: parseLand(row, errors, today), buildingOwnership: parseBuilding(row, errors, today) };
}
