import fs from "node:fs";
import path from "node:path";
import { commonCodeLabels, RIGHTS_CODE_GROUPS } from "@johap/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../db/client";
import { createTestApp, type TestApp, UNION_2 } from "../../test/test-app";
import { readCell } from "./excel/register-cells";
import { REGISTER_COLUMNS } from "./excel/register-columns";
import { RIGHTS_ALIASES } from "./excel/register-excel-labels";
import { registerLocalAddresses, registerOwnerDocs, unionRegisters } from "./register.table";

type Field = keyof typeof RIGHTS_CODE_GROUPS;
const FIELDS = Object.keys(RIGHTS_CODE_GROUPS) as Field[];
const COLUMN_OF: Record<Field, "landOwnership" | "buildingOwnership"> = {
  landCategory: "landOwnership",
  buildingUsage: "buildingOwnership",
  buildingStructure: "buildingOwnership",
};

/** The statements of migration 0017, run again on rows written after the database was migrated. */
async function runRightsCodesMigration(t: TestApp) {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, "0017_rights-common-codes.sql"), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    await t.handle.db.execute(sql.raw(statement));
  }
}

/** What the Excel import reads a cell of the field as: its code, or undefined when it refuses the text. */
function importRead(field: Field, text: string): string | undefined {
  const column = REGISTER_COLUMNS.find((c) => c.key === `local.${COLUMN_OF[field]}.${field}`);
  if (!column) throw new Error(`no workbook column for ${field}`);
  const read = readCell(column, text);
  return read.ok ? String(read.value) : undefined;
}

/** Every text of the field the import knows, with the spacing and case variants it accepts, and some it refuses. */
function spellingsOf(field: Field): string[] {
  const labels = commonCodeLabels(RIGHTS_CODE_GROUPS[field]);
  const known = [...Object.values(labels), ...Object.keys(RIGHTS_ALIASES[field])];
  const codes = Object.keys(labels);
  return [
    ...known,
    ...known.map((text) => ` ${text.split("").join(" ")}\u3000`),
    ...codes,
    ...codes.map((code) => `${code.toLowerCase()}\u00a0`),
    "논밭",
    "철근 콘크리트 블록조",
    "",
  ];
}

let t: TestApp;
let ownerSeq: number;

beforeAll(async () => {
  t = await createTestApp();
  const [owner] = await t.handle.db
    .insert(unionRegisters)
    .values({
      unionSeq: UNION_2,
      unionRegisterNoMain: 1,
      name: "예전명부",
      mainPhone: { phoneNo: "", isContactAllowed: true },
      realAddress: { city: "", gu: "", dong: "", jibun: "", address: "", detailAddress: "" },
      postAddress: { address: "", detailAddress: "", zipNo: "" },
    })
    .returning({ seq: unionRegisters.unionRegisterSeq });
  if (!owner) throw new Error("no owner inserted");
  ownerSeq = owner.seq;
});
afterAll(() => t.close());

/** A located property of the test owner whose right holds `text` in `field` (the other right is empty). */
function localWith(field: Field, text: string | null, sortOrder: number) {
  const land = {
    landCategory: null,
    utilization: null,
    acquiredAt: "2001-02-03",
    acquisitionPeriod: "25년 9개월",
    totalArea: 100,
    incorporatedArea: 100,
    ownedArea: 50,
    portion: "1/2",
    hasSurfaceRight: false,
  };
  const building = {
    isPermitted: true,
    unPermittedBuildingNo: null,
    buildingUsage: null,
    buildingStructure: null,
    floor: "2층",
    buildingName: "장위빌라",
    acquiredAt: null,
    acquisitionPeriod: null,
    useApprovedAt: null,
    totalArea: 60,
    ownedArea: 60,
    portion: "1/1",
    associatedJibun: null,
  };
  return {
    unionRegisterSeq: ownerSeq,
    unionSeq: UNION_2,
    sortOrder,
    city: "서울특별시",
    dong: "장위동",
    jibun: `${sortOrder}-1`,
    landOwnership: COLUMN_OF[field] === "landOwnership" ? { ...land, [field]: text } : null,
    buildingOwnership: COLUMN_OF[field] === "buildingOwnership" ? { ...building, [field]: text } : null,
  };
}

describe("migration 0017 (rights common codes)", () => {
  it("turns a saved label into its code, in the right and in the owner's list document", async () => {
    const [local] = await t.handle.db
      .insert(registerLocalAddresses)
      .values(localWith("landCategory", "대", 0))
      .returning({ seq: registerLocalAddresses.localAddressSeq });
    if (!local) throw new Error("no located property inserted");

    await runRightsCodesMigration(t);

    const [row] = await t.handle.db
      .select({ land: registerLocalAddresses.landOwnership })
      .from(registerLocalAddresses)
      .where(eq(registerLocalAddresses.localAddressSeq, local.seq));
    expect(row?.land).toEqual({ ...localWith("landCategory", "08", 0).landOwnership });
    const [doc] = await t.handle.db
      .select({ doc: registerOwnerDocs.doc })
      .from(registerOwnerDocs)
      .where(eq(registerOwnerDocs.unionRegisterSeq, ownerSeq));
    const owner = JSON.parse(doc?.doc ?? "null") as { localAddresses: { landOwnership: { landCategory: string } }[] };
    expect(owner.localAddresses.map((l) => l.landOwnership.landCategory)).toEqual(["08"]);
    await t.handle.db.delete(registerLocalAddresses).where(eq(registerLocalAddresses.localAddressSeq, local.seq));
  });

  it("maps every text as the Excel import reads it (labels, spacing, codes in any case, registry spellings) and leaves other text", async () => {
    const cases = FIELDS.flatMap((field) => spellingsOf(field).map((text) => ({ field, text })));
    const inserted = await t.handle.db
      .insert(registerLocalAddresses)
      .values(cases.map(({ field, text }, i) => localWith(field, text, i + 1)))
      .returning({ seq: registerLocalAddresses.localAddressSeq, sortOrder: registerLocalAddresses.sortOrder });

    await runRightsCodesMigration(t);

    const rows = await t.handle.db
      .select()
      .from(registerLocalAddresses)
      .where(
        inArray(
          registerLocalAddresses.localAddressSeq,
          inserted.map((r) => r.seq),
        ),
      );
    const bySort = new Map(rows.map((row) => [row.sortOrder, row]));
    const seen = { mapped: 0, kept: 0 };
    cases.forEach(({ field, text }, i) => {
      const row = bySort.get(i + 1);
      const right = (row?.[COLUMN_OF[field]] ?? null) as Record<string, unknown> | null;
      const expected = text ? (importRead(field, text) ?? text) : text;
      if (expected === text) seen.kept += 1;
      else seen.mapped += 1;
      expect({ field, text, value: right?.[field] }).toEqual({ field, text, value: expected });
      // The rest of the right is as it was.
      expect(right).toEqual({ ...localWith(field, expected, i + 1)[COLUMN_OF[field]] });
    });
    expect(seen.mapped).toBeGreaterThan(100);
    expect(seen.kept).toBeGreaterThan(FIELDS.length * 2);
  });

  it("keeps codes, nulls and rights without the field as they are", async () => {
    const [coded, empty, withoutField] = await t.handle.db
      .insert(registerLocalAddresses)
      .values([
        localWith("buildingStructure", "BRICK", 900),
        localWith("buildingUsage", null, 901),
        { ...localWith("landCategory", null, 902), landOwnership: null, buildingOwnership: null },
      ])
      .returning();
    await runRightsCodesMigration(t);
    const rows = await t.handle.db
      .select()
      .from(registerLocalAddresses)
      .where(
        inArray(
          registerLocalAddresses.localAddressSeq,
          [coded, empty, withoutField].map((r) => r?.localAddressSeq ?? 0),
        ),
      );
    const after = new Map(rows.map((row) => [row.localAddressSeq, row]));
    for (const before of [coded, empty, withoutField]) {
      const row = after.get(before?.localAddressSeq ?? 0);
      expect(row?.landOwnership).toEqual(before?.landOwnership);
      expect(row?.buildingOwnership).toEqual(before?.buildingOwnership);
    }
  });
});
