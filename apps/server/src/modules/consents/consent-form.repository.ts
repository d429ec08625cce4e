import type { ConsentDocumentType } from "@johap/contracts";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "../files/files.table";
import { registerLocalAddresses, unionRegisters } from "../register/register.table";
import { unions } from "../union-users/union-users.table";
import {
  electronicConsents as consents,
  electronicConsentDocuments as documents,
  electronicConsentRecipientHistories as histories,
  electronicConsentRecipients as recipients,
  electronicConsentTemplates as templates,
} from "./consents.table";

export type DocumentRow = typeof documents.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** What a consent form is made of: the recipient, its owner, the consent with its template, the union's name. */
export async function formSourceOf(db: Db, recipientSeq: number) {
  const [row] = await db
    .select({
      recipient: recipients,
      owner: unionRegisters,
      consent: consents,
      template: templates,
      unionName: unions.name,
    })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .innerJoin(consents, eq(consents.consentSeq, recipients.consentSeq))
    .innerJoin(templates, eq(templates.templateSeq, consents.templateSeq))
    .innerJoin(unions, eq(unions.unionSeq, consents.unionSeq))
    .where(and(eq(recipients.recipientSeq, recipientSeq), isNull(recipients.removedAt)));
  return row ?? null;
}
export type FormSource = NonNullable<Awaited<ReturnType<typeof formSourceOf>>>;

export function localAddressRowsOf(db: Db, unionRegisterSeq: number) {
  return db
    .select()
    .from(registerLocalAddresses)
    .where(eq(registerLocalAddresses.unionRegisterSeq, unionRegisterSeq))
    .orderBy(asc(registerLocalAddresses.sortOrder), asc(registerLocalAddresses.localAddressSeq));
}

/** The current documents (not superseded) of the recipients, with their files. */
export function currentDocumentsOf(db: Db, recipientSeqs: number[], types?: readonly ConsentDocumentType[]) {
  if (recipientSeqs.length === 0) return Promise.resolve([]);
  const parts = [inArray(documents.recipientSeq, recipientSeqs), isNull(documents.supersededAt)];
  if (types) parts.push(inArray(documents.documentType, [...types]));
  return db
    .select({ document: documents, file: files })
    .from(documents)
    .leftJoin(files, eq(files.fileSeq, documents.fileSeq))
    .where(and(...parts));
}

/** The current document of one type, its row locked when `forUpdate` (the form job's one-at-a-time). */
export async function currentDocument(
  db: Db,
  recipientSeq: number,
  documentType: ConsentDocumentType,
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ document: documents, file: files })
    .from(documents)
    .leftJoin(files, eq(files.fileSeq, documents.fileSeq))
    .where(
      and(
        eq(documents.recipientSeq, recipientSeq),
        eq(documents.documentType, documentType),
        isNull(documents.supersededAt),
      ),
    );
  const [row] = opts.forUpdate ? await query.for("update", { of: documents }) : await query;
  return row ?? null;
}

export async function insertDocument(db: Db, row: typeof documents.$inferInsert) {
  const [inserted] = await db.insert(documents).values(row).returning();
  return inserted!;
}

export function supersedeDocument(db: Db, documentSeq: number, at: Date) {
  return db.update(documents).set({ supersededAt: at }).where(eq(documents.documentSeq, documentSeq));
}

/** When the recipient's latest submission was registered (its history row), or null. */
export async function latestSubmissionActAt(db: Db, recipientSeq: number) {
  const [row] = await db
    .select({ occurredAt: histories.occurredAt })
    .from(histories)
    .where(and(eq(histories.recipientSeq, recipientSeq), eq(histories.action, "SUBMITTED")))
    .orderBy(desc(histories.occurredAt), desc(histories.recipientHistorySeq))
    .limit(1);
  return row?.occurredAt ?? null;
}

/** The consent forms made with this hash, newest first, with what the public check shows. */
export function consentFormsByHash(db: Db, sha256: string) {
  return db
    .select({
      document: documents,
      recipient: recipients,
      ownerName: unionRegisters.name,
      consentTitle: consents.title,
      unionName: unions.name,
    })
    .from(documents)
    .innerJoin(recipients, eq(recipients.recipientSeq, documents.recipientSeq))
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .innerJoin(consents, eq(consents.consentSeq, documents.consentSeq))
    .innerJoin(unions, eq(unions.unionSeq, documents.unionSeq))
    .where(and(eq(documents.documentType, "CONSENT_FORM"), eq(documents.sha256, sha256)))
    .orderBy(desc(documents.documentSeq));
}
