import { describe, expect, it } from "vitest";
import { DOCUMENT_ISSUANCE_MESSAGES as M } from "./document-issuance.constants";
import { CreateDocumentIssuanceBodySchema, DocumentIssuanceCostBodySchema } from "./document-issuance.requests";
import { costPreviewOf, documentFileName, documentsFor, isOnePerSide, unitCostOf } from "./document-issuance.rules";
import { DEFAULT_DOCUMENT_ISSUANCE_OPTIONS } from "./document-issuance.schemas";

const land = { registrationAddressSeq: 1, registrationType: "LAND" };
const building = { registrationAddressSeq: 2, registrationType: "BUILDING" };
const flat = { registrationAddressSeq: 3, registrationType: "AGGREGATE_BUILDING" };

describe("document issuance rules", () => {
  it("has the spec's defaults: 열람, no sale list, no cancellation entries, no collateral list, 현행", () => {
    expect(DEFAULT_DOCUMENT_ISSUANCE_OPTIONS).toEqual({
      issuanceType: "B",
      hasSaleList: false,
      hasCollateralList: false,
      hasCancellationEntries: false,
      recordState: "A",
      buildingLedgerKind: null,
      hasLandHistory: false,
    });
  });

  it("allows one land and one building (or collective building) per located property", () => {
    expect(isOnePerSide(["LAND", "BUILDING"])).toBe(true);
    expect(isOnePerSide(["LAND", "AGGREGATE_BUILDING"])).toBe(true);
    expect(isOnePerSide(["LAND", "LAND"])).toBe(false);
    expect(isOnePerSide(["BUILDING", "AGGREGATE_BUILDING"])).toBe(false);
    expect(isOnePerSide(["LAND_BUILDING", "LAND"])).toBe(false);
    expect(isOnePerSide(["LAND_BUILDING"])).toBe(true);
  });

  it("makes one document per requested code that applies to each registration's type", () => {
    const docs = documentsFor([land, building, flat], ["TD", "GD", "JD", "GG", "TG", "DJ"]);
    expect(docs.map((d) => [d.address.registrationAddressSeq, d.documentCode])).toEqual([
      [1, "TD"],
      [1, "TG"],
      [2, "GD"],
      [2, "GG"],
      [3, "JD"],
      [3, "GG"],
      [3, "DJ"],
    ]);
    expect(documentsFor([land], ["GD", "GG"])).toEqual([]);
  });

  it("prices registry copies by 발급/열람 and the others by code: count × unit cost", () => {
    expect(unitCostOf("TD", "B")).toBe(700);
    expect(unitCostOf("TD", "A")).toBe(1000);
    expect(unitCostOf("GG", "B")).toBe(500);
    const docs = documentsFor([land, { ...land, registrationAddressSeq: 4 }, building], ["TD", "GD", "TI"]);
    const cost = costPreviewOf(docs, "B", 3);
    expect(cost.items).toEqual([
      {
        documentCode: "TD",
        documentName: "토지 등기사항증명서",
        issuanceType: "B",
        issuanceCount: 2,
        unitCost: 700,
        issuanceCost: 1400,
      },
      {
        documentCode: "GD",
        documentName: "건물 등기사항증명서",
        issuanceType: "B",
        issuanceCount: 1,
        unitCost: 700,
        issuanceCost: 700,
      },
      {
        documentCode: "TI",
        documentName: "토지이용계획확인원",
        issuanceType: "A",
        issuanceCount: 2,
        unitCost: 1000,
        issuanceCost: 2000,
      },
    ]);
    expect(cost).toMatchObject({ totalRequestCount: 5, addressCount: 3, totalCost: 4100 });
  });

  it("refuses a building ledger without its kind, an owner without registrations, and an unconfirmed order", () => {
    const base = {
      unionRegisters: [{ unionRegisterSeq: 1, registrationAddressSeqs: [1] }],
      requestDocumentCodes: ["GG"],
    };
    const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(first(DocumentIssuanceCostBodySchema.safeParse(base))).toBe(M.buildingLedgerKindRequired);
    expect(DocumentIssuanceCostBodySchema.safeParse({ ...base, buildingLedgerKind: "TITLE" }).success).toBe(true);
    expect(
      first(
        DocumentIssuanceCostBodySchema.safeParse({
          ...base,
          buildingLedgerKind: "TITLE",
          unionRegisters: [{ unionRegisterSeq: 1, registrationAddressSeqs: [] }],
        }),
      ),
    ).toBe(M.registrationTypeRequired);
    expect(
      first(
        CreateDocumentIssuanceBodySchema.safeParse({
          ...base,
          buildingLedgerKind: "SUMMARY",
          totalRequestCount: 1,
          addressCount: 1,
        }),
      ),
    ).toBe(M.agreementRequired);
  });

  it("names a document's file by its kind, owner and address without path characters", () => {
    expect(
      documentFileName({
        documentCode: "TD",
        unionRegisterNo: "12-1",
        name: "홍길동",
        registrationAddress: "서울특별시 중구 발급동 1/2",
        documentSeq: 7,
      }),
    ).toBe("토지 등기사항증명서_12-1_홍길동_서울특별시_중구_발급동_1_2_7.pdf");
  });
});
