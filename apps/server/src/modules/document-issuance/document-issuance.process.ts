import type { DocumentIssuanceOptions } from "@johap/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import { refundUsage } from "../../platform/ledger";
import {
  type RegistryDocumentRequest,
  RegistryMaintenanceError,
  type RegistryPort,
} from "../../providers/registry/port";
import { insertFile } from "../files/files.repository";
import { registerLocalAddresses, registrationAddresses, unionRegisters } from "../register/register.table";
import {
  findIssuanceBySeq,
  type IssuedDocumentRow,
  readyDocuments,
  unorderedDocuments,
  waitingSummary,
} from "./document-issuance.repository";
import { DOCUMENT_ISSUANCE_SERVICE_TYPE, issuanceReference } from "./document-issuance.service";
import { documentIssuanceDocuments, documentIssuances } from "./document-issuance.table";

/** The division of issued documents' files (read only through this domain's routes). */
export const DOCUMENT_ISSUANCE_FILE_DIVISION = "DOCUMENT_ISSUANCE";
const SYSTEM_UPLOADER = 0;
const BATCH = 20;
/** When the registry is in maintenance (or answers pending), look again after this long. */
const RETRY_MS = 60_000;

export type AdvanceDeps = { db: Db; store: FileStore; registry: RegistryPort; log?: FastifyBaseLogger | undefined };

/** What the registry is asked for a document: the registration and the owner's rights as the register has them now. */
async function requestOf(
  db: Db,
  doc: IssuedDocumentRow,
  options: DocumentIssuanceOptions,
): Promise<RegistryDocumentRequest> {
  const [current] = doc.registrationAddressSeq
    ? await db
        .select({ owner: unionRegisters, local: registerLocalAddresses })
        .from(registrationAddresses)
        .innerJoin(
          registerLocalAddresses,
          eq(registerLocalAddresses.localAddressSeq, registrationAddresses.localAddressSeq),
        )
        .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, registerLocalAddresses.unionRegisterSeq))
        .where(eq(registrationAddresses.registrationAddressSeq, doc.registrationAddressSeq))
    : [];
  const land = current?.local.landOwnership ?? null;
  const building = current?.local.buildingOwnership ?? null;
  const post = current?.owner.postAddress;
  return {
    orderKey: `document:${doc.documentSeq}`,
    documentCode: doc.documentCode,
    registrationAddress: doc.registrationAddress,
    registrationNo: doc.registrationNo,
    registrationType: doc.registrationType,
    owner: {
      name: doc.name,
      birth: current?.owner.birth ?? "",
      address: post ? `${post.address} ${post.detailAddress}`.trim() : "",
      portion: land?.portion ?? building?.portion ?? null,
    },
    land,
    building,
    options,
  };
}

/** Stores an issued PDF and marks the document C, unless another run settled it first. */
async function keepIssued(deps: AdvanceDeps, unionSeq: number, doc: IssuedDocumentRow, pdf: Uint8Array, name: string) {
  const key = newStorageKey(DOCUMENT_ISSUANCE_FILE_DIVISION);
  await deps.store.put(key, Buffer.from(pdf));
  const kept = await inTransaction(deps.db, async (tx) => {
    const [locked] = await tx
      .select({ status: documentIssuanceDocuments.issuanceStatus })
      .from(documentIssuanceDocuments)
      .where(eq(documentIssuanceDocuments.documentSeq, doc.documentSeq))
      .for("update");
    if (locked?.status !== "W") return false;
    const file = await insertFile(tx, {
      unionSeq,
      uploadedBy: SYSTEM_UPLOADER,
      divisionCode: DOCUMENT_ISSUANCE_FILE_DIVISION,
      originalName: name,
      contentType: "application/pdf",
      size: pdf.byteLength,
      storageKey: key,
      status: "STORED",
    });
    await tx
      .update(documentIssuanceDocuments)
      .set({ issuanceStatus: "C", fileSeq: file.fileSeq, completedAt: new Date(), failReason: null })
      .where(eq(documentIssuanceDocuments.documentSeq, doc.documentSeq));
    return true;
  });
  if (!kept) await deps.store.remove(key);
}

/**
 * Completes an order whose documents are all settled: counts, and the failed documents' cost refunded through
 * the ledger (one refund per order, its own key), in one transaction with the COMPLETE status.
 */
async function complete(db: Db, seq: number) {
  await inTransaction(db, async (tx) => {
    const issuance = await findIssuanceBySeq(tx, seq, { forUpdate: true });
    if (!issuance || issuance.requestStatus === "COMPLETE") return;
    const [counts] = await tx
      .select({
        issued: sql<number>`count(*) filter (where ${documentIssuanceDocuments.issuanceStatus} = 'C')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${documentIssuanceDocuments.issuanceStatus} = 'F')`.mapWith(Number),
        failedCost:
          sql<number>`coalesce(sum(${documentIssuanceDocuments.unitCost}) filter (where ${documentIssuanceDocuments.issuanceStatus} = 'F'), 0)`.mapWith(
            Number,
          ),
      })
      .from(documentIssuanceDocuments)
      .where(eq(documentIssuanceDocuments.documentIssuanceSeq, seq));
    const failedCost = counts?.failedCost ?? 0;
    if (failedCost > 0) {
      await refundUsage(tx, {
        unionSeq: issuance.unionSeq,
        amount: failedCost,
        serviceType: DOCUMENT_ISSUANCE_SERVICE_TYPE,
        description: `자료 발급 실패 환불 (${counts?.failed ?? 0}건)`,
        reference: issuanceReference(seq),
        idempotencyKey: `document-issuance:${seq}:refund`,
      });
    }
    await tx
      .update(documentIssuances)
      .set({
        requestStatus: "COMPLETE",
        issuedCount: counts?.issued ?? 0,
        failCount: counts?.failed ?? 0,
        refundedCost: failedCost,
        completedAt: new Date(),
      })
      .where(eq(documentIssuances.documentIssuanceSeq, seq));
  });
}

/**
 * Moves an order on: orders its documents from the registry (PROCESSING), collects those whose time has come
 * (issued → stored PDF, C; refused → F with the office's reason), and completes it once none waits. Returns
 * when to look again, or null when the order is done. Safe to run twice at once: each step changes only rows
 * still in the state it expects.
 */
export async function advanceIssuance(deps: AdvanceDeps, seq: number): Promise<Date | null> {
  const { db, registry } = deps;
  const issuance = await findIssuanceBySeq(db, seq);
  if (!issuance || issuance.requestStatus === "COMPLETE") return null;
  try {
    for (;;) {
      const batch = await unorderedDocuments(db, seq, BATCH);
      if (batch.length === 0) break;
      for (const doc of batch) {
        const order = await registry.orderDocument(await requestOf(db, doc, issuance.options), new Date());
        await db
          .update(documentIssuanceDocuments)
          .set({ registryOrderNo: order.registryOrderNo, readyAt: order.readyAt })
          .where(
            and(
              eq(documentIssuanceDocuments.documentSeq, doc.documentSeq),
              isNull(documentIssuanceDocuments.registryOrderNo),
            ),
          );
      }
    }
    if (issuance.requestStatus === "REQUEST") {
      await db
        .update(documentIssuances)
        .set({ requestStatus: "PROCESSING" })
        .where(and(eq(documentIssuances.documentIssuanceSeq, seq), eq(documentIssuances.requestStatus, "REQUEST")));
    }
    const seen = new Set<number>();
    for (;;) {
      const batch = (await readyDocuments(db, seq, new Date(), BATCH)).filter((d) => !seen.has(d.documentSeq));
      if (batch.length === 0) break;
      for (const doc of batch) {
        seen.add(doc.documentSeq);
        const request = await requestOf(db, doc, issuance.options);
        const result = await registry.collectDocument(
          { ...request, registryOrderNo: doc.registryOrderNo ?? "", readyAt: doc.readyAt ?? new Date() },
          new Date(),
        );
        if (result.status === "PENDING") {
          await db
            .update(documentIssuanceDocuments)
            .set({ readyAt: new Date(Date.now() + RETRY_MS) })
            .where(eq(documentIssuanceDocuments.documentSeq, doc.documentSeq));
        } else if (result.status === "FAILED") {
          await db
            .update(documentIssuanceDocuments)
            .set({ issuanceStatus: "F", failReason: result.reason, completedAt: new Date() })
            .where(
              and(
                eq(documentIssuanceDocuments.documentSeq, doc.documentSeq),
                eq(documentIssuanceDocuments.issuanceStatus, "W"),
              ),
            );
        } else {
          await keepIssued(deps, issuance.unionSeq, doc, result.pdf, `${doc.documentCode}_${doc.documentSeq}.pdf`);
        }
      }
    }
  } catch (error) {
    if (error instanceof RegistryMaintenanceError) return new Date(Date.now() + RETRY_MS);
    throw error;
  }
  const waiting = await waitingSummary(db, seq);
  if (waiting.waiting > 0) {
    return waiting.unordered > 0 || !waiting.nextReadyAt ? new Date(Date.now() + 1000) : waiting.nextReadyAt;
  }
  await complete(db, seq);
  return null;
}
