import { type ListConsentsQuery, type ProgressStatus, SUBMITTED_STATUSES } from "@johap/contracts";
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import {
  electronicConsents as consents,
  electronicConsentRecipients as recipients,
  electronicConsentTemplates as templates,
} from "./consents.table";

export type ConsentRow = typeof consents.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type NewConsent = typeof consents.$inferInsert;
export type ConsentWithTemplate = { consent: ConsentRow; template: TemplateRow };

/** A union's own templates and those offered to every union, oldest first. */
const templatesOf = (unionSeq: number) => or(isNull(templates.unionSeq), eq(templates.unionSeq, unionSeq));

export async function listTemplateRows(db: Db, unionSeq: number, page: { page: number; pageSize: number } | null) {
  const query = db.select().from(templates).where(templatesOf(unionSeq)).orderBy(asc(templates.templateSeq));
  const rows = page ? await query.limit(pageWindow(page).limit).offset(pageWindow(page).offset) : await query;
  const [total] = await db.select({ n: count() }).from(templates).where(templatesOf(unionSeq));
  return { rows, total: total?.n ?? 0 };
}

export async function findTemplate(db: Db, unionSeq: number, templateSeq: number) {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.templateSeq, templateSeq), templatesOf(unionSeq)));
  return row ?? null;
}

export async function insertConsent(db: Db, values: NewConsent) {
  const [row] = await db.insert(consents).values(values).returning();
  return row!;
}

/**
 * A consent of the union with its template; another union's reads as none. `forUpdate` locks the
 * consent's row for the caller's transaction (edits, status changes and submissions queue behind it).
 */
export async function findConsent(
  db: Db,
  unionSeq: number,
  consentSeq: number,
  opts: { forUpdate?: boolean } = {},
): Promise<ConsentWithTemplate | null> {
  const query = db
    .select({ consent: consents, template: templates })
    .from(consents)
    .innerJoin(templates, eq(templates.templateSeq, consents.templateSeq))
    .where(and(eq(consents.consentSeq, consentSeq), eq(consents.unionSeq, unionSeq)));
  const [row] = opts.forUpdate ? await query.for("update", { of: consents }) : await query;
  return row ?? null;
}

export async function updateConsent(db: Db, consentSeq: number, patch: Partial<NewConsent>) {
  const [row] = await db
    .update(consents)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(consents.consentSeq, consentSeq))
    .returning();
  return row!;
}

function consentFilter(unionSeq: number, query: ListConsentsQuery) {
  const parts = [eq(consents.unionSeq, unionSeq)];
  if (query.searchTitle) parts.push(contains(consents.title, query.searchTitle));
  if (query.searchProgressStatus) parts.push(eq(consents.progressStatus, query.searchProgressStatus));
  return and(...parts);
}

export async function listConsentRows(db: Db, unionSeq: number, query: ListConsentsQuery) {
  const where = consentFilter(unionSeq, query);
  const rows = await db
    .select({ consent: consents, template: templates })
    .from(consents)
    .innerJoin(templates, eq(templates.templateSeq, consents.templateSeq))
    .where(where)
    .orderBy(desc(consents.consentSeq))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [total] = await db.select({ n: count() }).from(consents).where(where);
  return { rows, total: total?.n ?? 0 };
}

const isSubmitted = inArray(recipients.status, [...SUBMITTED_STATUSES]);

/** Submitted and total recipients (removed ones not counted) of each consent. */
export async function recipientCountsOf(db: Db, consentSeqs: number[]) {
  const counts = new Map<number, { submitted: number; total: number }>();
  if (consentSeqs.length === 0) return counts;
  const rows = await db
    .select({
      consentSeq: recipients.consentSeq,
      total: count(),
      submitted: sql<number>`count(*) filter (where ${isSubmitted})`.mapWith(Number),
    })
    .from(recipients)
    .where(and(inArray(recipients.consentSeq, consentSeqs), isNull(recipients.removedAt)))
    .groupBy(recipients.consentSeq);
  for (const row of rows) counts.set(row.consentSeq, { submitted: row.submitted, total: row.total });
  return counts;
}

/** Consents of every union whose start or end has come by `now` and whose status has not followed. */
export async function consentsDue(db: Db, now: Date) {
  const rows = await db
    .select({ consentSeq: consents.consentSeq })
    .from(consents)
    .where(
      and(
        ne(consents.progressStatus, "COMPLETED"),
        or(and(eq(consents.progressStatus, "BEFORE"), lte(consents.startedAt, now)), lte(consents.endedAt, now)),
      ),
    )
    .orderBy(asc(consents.consentSeq));
  return rows.map((r) => r.consentSeq);
}

/** The consent's row, locked, whatever its union (the lifecycle job names it by id). */
export async function lockConsentById(db: Db, consentSeq: number) {
  const [row] = await db.select().from(consents).where(eq(consents.consentSeq, consentSeq)).for("update");
  return row ?? null;
}

export const isProgressStatus = (value: string): value is ProgressStatus =>
  value === "BEFORE" || value === "IN_PROGRESS" || value === "COMPLETED";
