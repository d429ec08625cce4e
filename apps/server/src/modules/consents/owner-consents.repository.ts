import type { ConsentDocumentType } from "@johap/contracts";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "../files/files.table";
import { registerAgents, unionRegisters } from "../register/register.table";
import { unions } from "../union-users/union-users.table";
import {
  electronicConsents as consents,
  electronicConsentDocuments as documents,
  electronicConsentRecipients as recipients,
  electronicConsentTemplates as templates,
} from "./consents.table";

/**
 * The consent a link names, with its template and its union's name; null for no such link. `forShare` locks
 * the consent against a change until the transaction ends (other owners' writes go on beside it).
 */
export async function findConsentByLink(db: Db, linkCode: string, opts: { forShare?: boolean | undefined } = {}) {
  const query = db
    .select({ consent: consents, template: templates, unionName: unions.name })
    .from(consents)
    .innerJoin(templates, eq(templates.templateSeq, consents.templateSeq))
    .innerJoin(unions, eq(unions.unionSeq, consents.unionSeq))
    .where(eq(consents.linkCode, linkCode));
  const [row] = opts.forShare ? await query.for("share", { of: consents }) : await query;
  return row ?? null;
}

/**
 * The live recipients of a consent whose owner or whose owner's agent has the birth date, with the names
 * and phones to compare and text (names are compared by the caller, spaces and case aside).
 */
export function recipientsBornOn(db: Db, consentSeq: number, birth: string) {
  return db
    .select({
      recipientSeq: recipients.recipientSeq,
      status: recipients.status,
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      ownerType: unionRegisters.ownerType,
      ownerName: unionRegisters.name,
      ownerBirth: unionRegisters.birth,
      ownerPhone: sql<string>`coalesce(${unionRegisters.mainPhone}->>'phoneNo', '')`,
      agentName: registerAgents.name,
      agentBirth: registerAgents.birth,
      agentPhone: registerAgents.phoneNo,
    })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(
      and(
        eq(recipients.consentSeq, consentSeq),
        isNull(recipients.removedAt),
        or(eq(unionRegisters.birth, birth), eq(registerAgents.birth, birth)),
      ),
    )
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub));
}

/** The live recipient of the consent for the register entry (what a confirmed code opens). */
export async function liveRecipientOf(db: Db, consentSeq: number, unionRegisterSeq: number) {
  const [row] = await db
    .select({ recipientSeq: recipients.recipientSeq })
    .from(recipients)
    .where(
      and(
        eq(recipients.consentSeq, consentSeq),
        eq(recipients.unionRegisterSeq, unionRegisterSeq),
        isNull(recipients.removedAt),
      ),
    );
  return row ?? null;
}

/** The recipient (live) with its owner and the owner's agent; `forUpdate` locks the recipient. */
export async function recipientWithSigner(
  db: Db,
  consentSeq: number,
  recipientSeq: number,
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ recipient: recipients, owner: unionRegisters, agentName: registerAgents.name })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(
      and(
        eq(recipients.recipientSeq, recipientSeq),
        eq(recipients.consentSeq, consentSeq),
        isNull(recipients.removedAt),
      ),
    );
  const [row] = opts.forUpdate ? await query.for("update", { of: recipients }) : await query;
  return row ?? null;
}

/** The recipient's current documents (not superseded) with their files. */
export function currentDocuments(db: Db, recipientSeq: number) {
  return db
    .select({ document: documents, file: files })
    .from(documents)
    .leftJoin(files, eq(files.fileSeq, documents.fileSeq))
    .where(and(eq(documents.recipientSeq, recipientSeq), isNull(documents.supersededAt)))
    .orderBy(asc(documents.documentSeq));
}

/** Supersedes the recipient's current document of a type (all types when none is named). */
export function supersedeDocuments(db: Db, recipientSeq: number, at: Date, documentType?: ConsentDocumentType) {
  const parts = [eq(documents.recipientSeq, recipientSeq), isNull(documents.supersededAt)];
  if (documentType) parts.push(eq(documents.documentType, documentType));
  return db
    .update(documents)
    .set({ supersededAt: at })
    .where(and(...parts));
}

export async function insertDocument(db: Db, row: typeof documents.$inferInsert) {
  const [inserted] = await db.insert(documents).values(row).returning();
  return inserted!;
}
