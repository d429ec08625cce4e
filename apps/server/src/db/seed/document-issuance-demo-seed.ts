import { DEFAULT_DOCUMENT_ISSUANCE_OPTIONS, type DocumentCode, documentsFor, unitCostOf } from "@johap/contracts";
import { and, asc, eq } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import {
  DOCUMENT_ISSUANCE_SERVICE_TYPE,
  issuanceReference,
} from "../../modules/document-issuance/document-issuance.service";
import { documentIssuanceDocuments, documentIssuances } from "../../modules/document-issuance/document-issuance.table";
import { registerLocalAddresses, registrationAddresses, unionRegisters } from "../../modules/register/register.table";
import { debitUsage } from "../../platform/ledger";
import type { Db } from "../client";

const DAY = 24 * 3600 * 1000;

/** The demo's past orders: how many owners (by register number), which documents, and how long ago. */
const ORDERS: { owners: number; skip: number; codes: DocumentCode[]; daysAgo: number; options?: object }[] = [
  { owners: 6, skip: 0, codes: ["TD", "GD", "JD"], daysAgo: 21 },
  { owners: 4, skip: 6, codes: ["TD", "TG", "TI"], daysAgo: 9, options: { issuanceType: "A" } },
  { owners: 3, skip: 10, codes: ["GD", "JD", "GG", "BD"], daysAgo: 2, options: { buildingLedgerKind: "GENERAL" } },
];

/**
 * Document issuance of the demo union (issue 19): three past orders by the demo login, charged through the
 * ledger, with their documents already ordered from the registry and due. The issuance sweep (every 30 s)
 * collects them a moment after the start: the PDFs are made by the registry simulator as for any order, and
 * the simulator's refusals are refunded as for any order.
 */
export async function seedDemoDocumentIssuances(db: Db, unionSeq: number, loginId: string) {
  const [member] = await db.select({ memberSeq: members.memberSeq }).from(members).where(eq(members.loginId, loginId));
  const rows = await db
    .select({ owner: unionRegisters, registration: registrationAddresses })
    .from(registrationAddresses)
    .innerJoin(
      registerLocalAddresses,
      eq(registerLocalAddresses.localAddressSeq, registrationAddresses.localAddressSeq),
    )
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, registerLocalAddresses.unionRegisterSeq))
    .where(and(eq(unionRegisters.unionSeq, unionSeq), eq(registrationAddresses.unionSeq, unionSeq)))
    .orderBy(
      asc(unionRegisters.unionRegisterNoMain),
      asc(unionRegisters.unionRegisterNoSub),
      asc(registrationAddresses.registrationAddressSeq),
    )
    .limit(400);
  const ownerSeqs = [...new Set(rows.map((r) => r.owner.unionRegisterSeq))];
  const now = Date.now();
  for (const [i, order] of ORDERS.entries()) {
    const chosenOwners = new Set(ownerSeqs.slice(order.skip, order.skip + order.owners));
    const addresses = rows
      .filter((r) => chosenOwners.has(r.owner.unionRegisterSeq))
      .map((r) => ({
        ...r,
        registrationAddressSeq: r.registration.registrationAddressSeq,
        registrationType: r.registration.registrationType,
      }));
    const options = { ...DEFAULT_DOCUMENT_ISSUANCE_OPTIONS, ...order.options };
    const documents = documentsFor(addresses, order.codes);
    if (documents.length === 0) continue;
    const requestedAt = new Date(now - order.daysAgo * DAY - (i + 1) * 3_600_000);
    const totalCost = documents.reduce((sum, d) => sum + unitCostOf(d.documentCode, options.issuanceType), 0);
    const [issuance] = await db
      .insert(documentIssuances)
      .values({
        unionSeq,
        requestedBy: member?.memberSeq ?? null,
        requestDocumentCodes: [...new Set(documents.map((d) => d.documentCode))],
        options,
        totalRequestCount: documents.length,
        addressCount: new Set(documents.map((d) => d.address.registrationAddressSeq)).size,
        totalCost,
        requestStatus: "PROCESSING",
        idempotencyKey: `demo-document-issuance:${i}`,
        requestedAt,
      })
      .returning();
    if (!issuance) continue;
    await db.insert(documentIssuanceDocuments).values(
      documents.map(({ address, documentCode }, n) => ({
        documentIssuanceSeq: issuance.documentIssuanceSeq,
        unionSeq,
        unionRegisterSeq: address.owner.unionRegisterSeq,
        registrationAddressSeq: address.registrationAddressSeq,
        unionRegisterNo: address.owner.unionRegisterNoSub
          ? `${address.owner.unionRegisterNoMain}-${address.owner.unionRegisterNoSub}`
          : String(address.owner.unionRegisterNoMain),
        name: address.owner.name,
        registrationAddress: address.registration.registrationAddress,
        registrationNo: address.registration.registrationNo,
        registrationType: address.registration.registrationType,
        documentCode,
        unitCost: unitCostOf(documentCode, options.issuanceType),
        registryOrderNo: `DEMO-${issuance.documentIssuanceSeq}-${n + 1}`,
        readyAt: new Date(requestedAt.getTime() + 60_000),
      })),
    );
    await debitUsage(db, {
      unionSeq,
      amount: totalCost,
      serviceType: DOCUMENT_ISSUANCE_SERVICE_TYPE,
      description: `자료 발급 (${order.codes.length}종 ${documents.length}건)`,
      reference: issuanceReference(issuance.documentIssuanceSeq),
      idempotencyKey: `document-issuance-usage:${issuance.documentIssuanceSeq}`,
    }).catch(() => undefined);
  }
}
