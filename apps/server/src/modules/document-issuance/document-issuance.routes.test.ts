import { DOCUMENT_ISSUANCE_MESSAGES as M } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { appendLedgerEntry } from "../../platform/ledger";
import { ledgerEntries } from "../../platform/ledger.table";
import { simulatedDocumentFailure } from "../../providers/registry/simulator";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { externalSystemMaintenance } from "../maintenance/maintenance.table";
import {
  registerFileStatus,
  registerLocalAddresses,
  registrationAddresses,
  unionRegisters,
} from "../register/register.table";
import { documentIssuances } from "./document-issuance.table";

let t: TestApp;
let supervisor: Session;
let member: Session;

type Reg = { seq: number; type: string; address: string };
type Owner = { unionRegisterSeq: number; regs: Reg[] };

/** Owners, each with one located property and its registrations (type, address). */
async function addOwners(
  db: Db,
  unionSeq: number,
  firstNo: number,
  owners: { name: string; regs: [string, string][] }[],
) {
  await db
    .insert(registerFileStatus)
    .values({ unionSeq, status: "CONFIRM", confirmedAt: new Date() })
    .onConflictDoNothing({ target: registerFileStatus.unionSeq });
  const out: Owner[] = [];
  for (const [i, o] of owners.entries()) {
    const [owner] = await db
      .insert(unionRegisters)
      .values({
        unionSeq,
        unionRegisterNoMain: firstNo + i,
        name: o.name,
        birth: "19600101",
        mainPhone: { phoneNo: "01012340000", isContactAllowed: true },
        realAddress: { city: "서울특별시", gu: "중구", dong: "발급동", jibun: "1", address: "", detailAddress: "" },
        postAddress: { address: "서울특별시 중구 세종대로 110", detailAddress: "", zipNo: "04524" },
      })
      .returning();
    const [local] = await db
      .insert(registerLocalAddresses)
      .values({
        unionRegisterSeq: owner!.unionRegisterSeq,
        unionSeq,
        city: "서울특별시",
        gu: "중구",
        dong: "발급동",
        jibun: `${firstNo + i}`,
        landOwnership: {
          landCategory: "대",
          utilization: null,
          acquiredAt: "2001-05-01",
          acquisitionPeriod: null,
          totalArea: 120.5,
          incorporatedArea: null,
          ownedArea: 120.5,
          portion: "1/2",
          hasSurfaceRight: false,
        },
      })
      .returning();
    const regs: Reg[] = [];
    for (const [type, address] of o.regs) {
      const [reg] = await db
        .insert(registrationAddresses)
        .values({
          localAddressSeq: local!.localAddressSeq,
          unionSeq,
          registrationAddress: address,
          registrationNo: `1101-2001-${String(firstNo + i).padStart(6, "0")}`,
          registrationType: type,
        })
        .returning();
      regs.push({ seq: reg!.registrationAddressSeq, type, address });
    }
    out.push({ unionRegisterSeq: owner!.unionRegisterSeq, regs });
  }
  return out;
}

/** Addresses whose land registry copy (TD, 열람) the simulator issues (or refuses), found by its own rule. */
const noFailure = (code: string) => (address: string) =>
  simulatedDocumentFailure({
    registrationAddress: address,
    documentCode: code,
    options: { recordState: "A" } as never,
  }) === null;
function addressFor(prefix: string, codes: string[], wantsFailure = false) {
  for (let n = 1; n < 5000; n++) {
    const address = `${prefix} ${n}`;
    const ok = codes.every((c) => noFailure(c)(address));
    if (wantsFailure ? !noFailure(codes[0]!)(address) : ok) return address;
  }
  throw new Error("no address");
}

let owners: Owner[];
let otherOwner: Owner;
const url = (unionSeq = UNION_1) => `/v1/unions/${unionSeq}/document-issuances`;
type Method = "GET" | "POST";
const call = (session: Session, method: Method, path: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: path, headers: { ...session.auth, ...headers }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ REGISTRY_ISSUE_SECONDS: "0" });
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
  const db = t.handle.db;
  owners = await addOwners(db, UNION_1, 8801, [
    {
      name: "김발급",
      regs: [
        ["LAND", addressFor("서울특별시 중구 발급동", ["TD", "TG"])],
        ["BUILDING", addressFor("서울특별시 중구 발급동 건물", ["GD", "GG"])],
      ],
    },
    { name: "이실패", regs: [["LAND", addressFor("서울특별시 중구 실패동", ["TD"], true)]] },
    {
      name: "박미등기",
      regs: [
        ["LAND", "서울특별시 중구 미등기동 7"],
        ["LAND", "서울특별시 중구 미등기동 8"],
      ],
    },
  ]);
  [otherOwner] = (await addOwners(db, UNION_2, 9901, [
    { name: "최타조합", regs: [["LAND", "부산광역시 타조합동 1"]] },
  ])) as [Owner];
  await appendLedgerEntry(db, {
    unionSeq: UNION_1,
    creditType: "DEPOSIT",
    kind: "CHARGE",
    serviceType: "DEPOSIT_CHARGE",
    amount: 1_000_000,
    description: "test deposit",
    reference: "test:document-issuance",
  });
});
afterAll(() => t.close());

const body = (overrides: object = {}) => ({
  unionRegisters: [
    { unionRegisterSeq: owners[0]!.unionRegisterSeq, registrationAddressSeqs: owners[0]!.regs.map((r) => r.seq) },
  ],
  requestDocumentCodes: ["TD", "GD", "GG", "TG"],
  buildingLedgerKind: "GENERAL",
  ...overrides,
});

const usageOf = async (seq: number) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.unionSeq, UNION_1), eq(ledgerEntries.reference, `document-issuance:${seq}`)));

describe("document issuance picker", () => {
  it("lists owners with their properties and registrations, filtered by name, number and address", async () => {
    const all = (await call(supervisor, "GET", `${url()}/registers?name=${encodeURIComponent("김발급")}`)).json();
    expect(all.data).toHaveLength(1);
    expect(all.data[0]).toMatchObject({
      unionRegisterSeq: owners[0]!.unionRegisterSeq,
      unionRegisterNo: "8801",
      name: { name: "김발급" },
      localAddresses: [
        {
          dong: "발급동",
          registrationAddresses: [
            { registrationAddressSeq: owners[0]!.regs[0]!.seq, registrationType: "LAND" },
            { registrationAddressSeq: owners[0]!.regs[1]!.seq, registrationType: "BUILDING" },
          ],
        },
      ],
    });
    const byNo = (await call(supervisor, "GET", `${url()}/registers?unionRegisterNo=8802`)).json();
    expect(byNo.data.map((o: { name: { name: string } }) => o.name.name)).toEqual(["이실패"]);
    const byAddress = (
      await call(supervisor, "GET", `${url()}/registers?address=${encodeURIComponent("미등기동")}`)
    ).json();
    expect(byAddress.data.map((o: { name: { name: string } }) => o.name.name)).toEqual(["박미등기"]);
    expect(byAddress.pagination.totalDataCount).toBe(1);
    const bad = await call(supervisor, "GET", `${url()}/registers?unionRegisterNo=8--1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.registerNoFormat);
  });

  it("does not show another union's owners", async () => {
    const res = (await call(supervisor, "GET", `${url()}/registers?name=${encodeURIComponent("최타조합")}`)).json();
    expect(res.data).toEqual([]);
  });
});

describe("document issuance cost and validation", () => {
  it("prices each document code: count × unit cost (열람 by default)", async () => {
    const res = await call(supervisor, "POST", `${url()}/cost/calculate`, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      items: [
        {
          documentCode: "TD",
          documentName: "토지 등기사항증명서",
          issuanceType: "B",
          issuanceCount: 1,
          unitCost: 700,
          issuanceCost: 700,
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
          documentCode: "GG",
          documentName: "건축물대장",
          issuanceType: "A",
          issuanceCount: 1,
          unitCost: 500,
          issuanceCost: 500,
        },
        {
          documentCode: "TG",
          documentName: "토지대장",
          issuanceType: "A",
          issuanceCount: 1,
          unitCost: 500,
          issuanceCost: 500,
        },
      ],
      totalRequestCount: 4,
      addressCount: 2,
      totalCost: 2400,
    });
    const issued = (await call(supervisor, "POST", `${url()}/cost/calculate`, body({ issuanceType: "A" }))).json().data;
    expect(issued.totalCost).toBe(2 * 1000 + 500 + 500);
  });

  it("answers the spec's messages", async () => {
    const message = async (payload: object) => {
      const res = await call(supervisor, "POST", `${url()}/cost/calculate`, payload);
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await message(body({ buildingLedgerKind: null }))).toBe(M.buildingLedgerKindRequired);
    expect(
      await message(
        body({ unionRegisters: [{ unionRegisterSeq: owners[0]!.unionRegisterSeq, registrationAddressSeqs: [] }] }),
      ),
    ).toBe(M.registrationTypeRequired);
    expect(await message(body({ unionRegisters: [] }))).toBe(M.ownersRequired);
    expect(await message(body({ requestDocumentCodes: [] }))).toBe(M.documentCodesRequired);
    expect(
      await message(
        body({
          unionRegisters: [
            {
              unionRegisterSeq: owners[2]!.unionRegisterSeq,
              registrationAddressSeqs: owners[2]!.regs.map((r) => r.seq),
            },
          ],
        }),
      ),
    ).toBe(M.onePerSide);
    // Only building documents asked for a land registration: nothing to issue.
    expect(
      await message(
        body({
          unionRegisters: [
            { unionRegisterSeq: owners[1]!.unionRegisterSeq, registrationAddressSeqs: [owners[1]!.regs[0]!.seq] },
          ],
          requestDocumentCodes: ["GD", "GG"],
        }),
      ),
    ).toBe(M.nothingToIssue);
    // A registration of another owner, or of another union.
    expect(
      await message(
        body({
          unionRegisters: [
            { unionRegisterSeq: owners[1]!.unionRegisterSeq, registrationAddressSeqs: [owners[0]!.regs[0]!.seq] },
          ],
        }),
      ),
    ).toBe(M.unknownAddress);
    expect(
      await message(
        body({
          unionRegisters: [
            { unionRegisterSeq: otherOwner.unionRegisterSeq, registrationAddressSeqs: [otherOwner.regs[0]!.seq] },
          ],
        }),
      ),
    ).toBe(M.unknownAddress);
  });

  it("requires the confirmation checkbox and the counts the user saw", async () => {
    const noAgree = await call(supervisor, "POST", url(), { ...body(), totalRequestCount: 4, addressCount: 2 });
    expect(noAgree.statusCode).toBe(400);
    expect(noAgree.json().message).toBe(M.agreementRequired);
    const changed = await call(supervisor, "POST", url(), {
      ...body(),
      totalRequestCount: 3,
      addressCount: 2,
      agreed: true,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(M.countChanged);
  });
});

describe("document issuance orders", () => {
  it("charges once per Idempotency-Key, issues the PDFs by the job and answers the records", async () => {
    const payload = { ...body(), totalRequestCount: 4, addressCount: 2, agreed: true };
    const headers = { "idempotency-key": "doc-order-1" };
    const first = await call(supervisor, "POST", url(), payload, headers);
    expect(first.statusCode).toBe(200);
    const created = first.json().data;
    expect(created).toMatchObject({ requestStatus: "REQUEST", totalRequestCount: 4, addressCount: 2, totalCost: 2400 });
    const again = await call(supervisor, "POST", url(), payload, headers);
    expect(again.json().data.documentIssuanceSeq).toBe(created.documentIssuanceSeq);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const seq = created.documentIssuanceSeq as number;
    const usage = await usageOf(seq);
    expect(usage.filter((e) => e.kind === "USAGE").reduce((s, e) => s + e.amount, 0)).toBe(-2400);

    const detail = await waitFor(
      async () => {
        const d = (await call(supervisor, "GET", `${url()}/${seq}`)).json().data;
        return d.requestStatus === "COMPLETE" ? d : null;
      },
      { timeoutMs: 100_000, what: "the order completed" },
    );
    expect(detail).toMatchObject({
      issuedDocumentCodes: ["TD", "GD", "GG", "TG"],
      totalRequestCount: 4,
      issuedCount: 4,
      failCount: 0,
      refundedCost: 0,
      options: { issuanceType: "B", recordState: "A", hasSaleList: false, buildingLedgerKind: "GENERAL" },
    });
    expect(
      detail.groups.map((g: { documentCode: string; issuedCount: number }) => [g.documentCode, g.issuedCount]),
    ).toEqual([
      ["TD", 1],
      ["GD", 1],
      ["GG", 1],
      ["TG", 1],
    ]);
    expect((await usageOf(seq)).some((e) => e.kind === "REFUND")).toBe(false);

    const docs = (await call(supervisor, "GET", `${url()}/${seq}/documents?documentCode=TD`)).json();
    expect(docs.data).toHaveLength(1);
    expect(docs.data[0]).toMatchObject({ documentCode: "TD", issuanceStatus: "C", name: "김발급", failReason: null });
    const pdf = await call(supervisor, "GET", docs.data[0].fileUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const zip = await call(supervisor, "GET", `${url()}/${seq}/documents/download?documentCode=GG`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.rawPayload.includes(Buffer.from("건축물대장_8801_김발급"))).toBe(true);
    const excel = await call(supervisor, "GET", `${url()}/${seq}/documents/excel`);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers["content-disposition"]).toContain(encodeURIComponent(`자료발급_${seq}.xlsx`));
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const byName = (
      await call(supervisor, "GET", `${url()}/${seq}/documents?name=${encodeURIComponent("없는이름")}`)
    ).json();
    expect(byName.data).toEqual([]);

    const list = (await call(supervisor, "GET", url())).json();
    expect(list.data[0]).toMatchObject({ documentIssuanceSeq: seq, requestStatus: "COMPLETE", issuedCount: 4 });
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const ranged = (
      await call(supervisor, "GET", `${url()}?requestedFrom=${today}&requestedTo=${today}&completedFrom=${today}`)
    ).json();
    expect(ranged.data.some((r: { documentIssuanceSeq: number }) => r.documentIssuanceSeq === seq)).toBe(true);
    const past = (await call(supervisor, "GET", `${url()}?requestedTo=2020-01-01`)).json();
    expect(past.data).toEqual([]);
    const wrongRange = await call(supervisor, "GET", `${url()}?requestedFrom=2025-02-01&requestedTo=2025-01-01`);
    expect(wrongRange.json().message).toBe(M.dateRange);
  }, 120_000);

  it("does not charge failed documents: refunded when the order completes", async () => {
    const payload = {
      unionRegisters: [
        { unionRegisterSeq: owners[1]!.unionRegisterSeq, registrationAddressSeqs: [owners[1]!.regs[0]!.seq] },
        { unionRegisterSeq: owners[2]!.unionRegisterSeq, registrationAddressSeqs: [owners[2]!.regs[0]!.seq] },
      ],
      requestDocumentCodes: ["TD"],
      issuanceType: "A",
      totalRequestCount: 2,
      addressCount: 2,
      agreed: true,
    };
    const res = await call(supervisor, "POST", url(), payload, { "idempotency-key": "doc-order-fail" });
    expect(res.statusCode).toBe(200);
    const seq = res.json().data.documentIssuanceSeq as number;
    const detail = await waitFor(
      async () => {
        const d = (await call(supervisor, "GET", `${url()}/${seq}`)).json().data;
        return d.requestStatus === "COMPLETE" ? d : null;
      },
      { timeoutMs: 100_000, what: "the order completed" },
    );
    expect(detail).toMatchObject({ totalCost: 2000, issuedCount: 0, failCount: 2, refundedCost: 2000 });
    const entries = await usageOf(seq);
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0);
    const docs = (await call(supervisor, "GET", `${url()}/${seq}/documents`)).json().data;
    expect(docs.map((d: { issuanceStatus: string }) => d.issuanceStatus)).toEqual(["F", "F"]);
    expect(docs.find((d: { name: string }) => d.name === "박미등기").failReason).toBe(
      "등기기록이 존재하지 않는 부동산입니다.",
    );
    expect(docs.every((d: { fileUrl: string | null }) => d.fileUrl === null)).toBe(true);
    const zip = await call(supervisor, "GET", `${url()}/${seq}/documents/download`);
    expect(zip.statusCode).toBe(404);
    expect(zip.json().message).toBe(M.nothingToDownload);
  }, 120_000);

  it("refuses an order while the registry is in maintenance", async () => {
    await t.handle.db
      .insert(externalSystemMaintenance)
      .values({ type: "DATA_ORDER", isUnderMaintenance: true })
      .onConflictDoUpdate({
        target: externalSystemMaintenance.type,
        set: { isUnderMaintenance: true, startAt: null, endAt: null },
      });
    try {
      const res = await call(supervisor, "POST", url(), {
        ...body(),
        totalRequestCount: 4,
        addressCount: 2,
        agreed: true,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(M.registryMaintenance);
    } finally {
      await t.handle.db
        .update(externalSystemMaintenance)
        .set({ isUnderMaintenance: false })
        .where(eq(externalSystemMaintenance.type, "DATA_ORDER"));
    }
  });
});

describe("document issuance access", () => {
  it("refuses another union's records and a member without the menu", async () => {
    const [order] = await t.handle.db
      .select()
      .from(documentIssuances)
      .where(eq(documentIssuances.unionSeq, UNION_1))
      .limit(1);
    const seq = order!.documentIssuanceSeq;
    // Union 1's order is not found through union 2 (whose member the supervisor also is), nor its documents.
    const other = await call(supervisor, "GET", `${url(UNION_2)}/${seq}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.notFound);
    expect((await call(supervisor, "GET", `${url(UNION_2)}/${seq}/documents`)).statusCode).toBe(404);
    expect((await call(supervisor, "GET", `${url(UNION_2)}/${seq}/documents/download`)).statusCode).toBe(404);
    expect((await call(supervisor, "GET", `${url()}/999999`)).statusCode).toBe(404);
    // The demo member's group (사무국) holds no M0407 grant: every call is refused.
    for (const [method, path] of [
      ["GET", url()],
      ["GET", `${url()}/registers`],
      ["GET", `${url()}/${seq}`],
      ["GET", `${url()}/${seq}/documents`],
      ["GET", `${url()}/${seq}/documents/download`],
      ["POST", `${url()}/cost/calculate`],
      ["POST", url()],
    ] as const) {
      const res = await call(member, method, path, method === "POST" ? body() : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
  });
});
