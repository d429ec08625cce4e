import { AgentBodySchema, normalizeOwner, OwnerBodySchema, type OwnerInput } from "@johap/contracts";
import type { z } from "zod";
import { setPath } from "./object-path";
import { columnHeader } from "./register-columns";
import { type ParsedRights, parseRights } from "./register-rights-builder";
import { checkOwnerRowsAgree, hasAnyValue, indexedColumns, type RowError, readRowValues } from "./register-row-values";
import type { SheetRow } from "./register-sheet-reader";

/** An agent as AgentBodySchema outputs it, without the owner link (the owner does not exist yet). */
export type AgentInput = Omit<z.output<typeof AgentBodySchema>, "linkedUnionRegister">;

/** One owner of the upload: the normalized owner body, the rights of each located property, the agent. */
export type ParsedOwner = { owner: OwnerInput; rights: ParsedRights[]; agent: AgentInput | null };

type Issue = { path: PropertyKey[]; message: string };

const SUB_PHONE_PREFIX = "subPhones.";
const OWNER_COLUMNS = indexedColumns("owner").filter(({ column }) => !column.path.startsWith(SUB_PHONE_PREFIX));
const SUB_PHONE_COLUMNS = indexedColumns("owner", SUB_PHONE_PREFIX);
const LOCAL_COLUMNS = indexedColumns("property").filter(({ column }) => !column.path.includes("Ownership."));
const AGENT_COLUMNS = indexedColumns("agent");
const CITY = columnHeader("property", "city");
const REGISTRATION_ADDRESS = columnHeader("property", "registrationAddresses.0.registrationAddress");
const REGISTRATION_TYPE = columnHeader("property", "registrationType");

const toObject = (values: Map<string, unknown>) => {
  const target: Record<string, unknown> = {};
  for (const [path, value] of values) setPath(target, path, value);
  return target;
};

/** One located property (one row) as LocalAddressBodySchema input, its one registration address typed like it. */
function localAddressOf(row: SheetRow, errors: RowError[]): Record<string, unknown> {
  const local = toObject(readRowValues(row, LOCAL_COLUMNS, errors));
  const [registration] = (local.registrationAddresses as Record<string, unknown>[] | undefined) ?? [];
  if (registration && local.registrationType) registration.registrationType = local.registrationType;
  return local;
}

/** Extra phones in column order, blanks skipped; returns the header of each kept phone for error reports. */
function subPhonesOf(first: SheetRow, errors: RowError[]) {
  const phones: { phoneNo: unknown }[] = [];
  const headers: string[] = [];
  for (const entry of SUB_PHONE_COLUMNS) {
    const [value] = readRowValues(first, [entry], errors).values();
    if (!value) continue;
    phones.push({ phoneNo: value });
    headers.push(entry.column.header);
  }
  return { phones, headers };
}

function propertyHeader(path: string): string {
  if (!path) return CITY;
  const header = columnHeader("property", path);
  if (header) return header;
  return path.endsWith("registrationType") ? REGISTRATION_TYPE : REGISTRATION_ADDRESS;
}

function locateOwnerIssue(issue: Issue, rows: SheetRow[], phoneHeaders: string[]): Omit<RowError, "message"> {
  const [head, index, ...rest] = issue.path;
  const first = rows[0]?.row ?? 0;
  if (head === "localAddresses") {
    if (typeof index !== "number") return { row: first, column: CITY };
    return { row: rows[index]?.row ?? first, column: propertyHeader(rest.map(String).join(".")) };
  }
  if (head === "subPhones" && typeof index === "number") return { row: first, column: phoneHeaders[index] ?? "" };
  return { row: first, column: columnHeader("owner", issue.path.map(String).join(".")) };
}

function parseOwner(rows: SheetRow[], errors: RowError[]): OwnerInput | null {
  const [first] = rows;
  if (!first) return null;
  const body = toObject(readRowValues(first, OWNER_COLUMNS, errors));
  const { phones, headers } = subPhonesOf(first, errors);
  body.subPhones = phones;
  body.localAddresses = rows.map((row) => localAddressOf(row, errors));
  const result = OwnerBodySchema.safeParse(body);
  if (result.success) return normalizeOwner(result.data);
  for (const issue of result.error.issues) {
    errors.push({ ...locateOwnerIssue(issue, rows, headers), message: issue.message });
  }
  return null;
}

/** The owner's agent from the agent columns of its first row; null when they are all blank. */
function parseAgent(first: SheetRow, errors: RowError[]): AgentInput | null {
  if (!hasAnyValue(first, AGENT_COLUMNS)) return null;
  const body = {
    ...toObject(readRowValues(first, AGENT_COLUMNS, errors)),
    linkedUnionRegister: { unionRegisterSeq: 1 },
  };
  const result = AgentBodySchema.safeParse(body);
  if (result.success) {
    const { linkedUnionRegister: _, ...agent } = result.data;
    return agent;
  }
  for (const issue of result.error.issues) {
    const column = columnHeader("agent", issue.path.map(String).join("."));
    errors.push({ row: first.row, column, message: issue.message });
  }
  return null;
}

/**
 * Builds one owner from its rows (all rows with the same serial): owner and agent columns from the first row,
 * one located property and its rights per row (holding periods counted to `today`). Returns null, with its
 * errors added, when anything is invalid.
 */
export function buildParsedOwner(rows: SheetRow[], errors: RowError[], today: string): ParsedOwner | null {
  const [first] = rows;
  if (!first) return null;
  const before = errors.length;
  checkOwnerRowsAgree(rows, errors);
  const owner = parseOwner(rows, errors);
  const rights = rows.map((row) => parseRights(row, errors, today));
  const agent = parseAgent(first, errors);
  if (!owner || errors.length > before) return null;
  return { owner, rights, agent };
}
