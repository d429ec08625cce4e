import type { ListRecipientFilesQuery } from "@johap/contracts";
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import { unionRegisters } from "../register/register.table";
import { electronicConsentRecipients as recipients } from "./consents.table";

function filesFilter(consentSeq: number, query: ListRecipientFilesQuery) {
  const parts = [eq(recipients.consentSeq, consentSeq), isNull(recipients.removedAt)];
  if (query.searchRecipientName) parts.push(contains(unionRegisters.name, query.searchRecipientName));
  return and(...parts);
}

/** A page of the consent's recipients for the downloads tab, by register number (main, then sub). */
export async function recipientFileRows(db: Db, consentSeq: number, query: ListRecipientFilesQuery) {
  const where = filesFilter(consentSeq, query);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      recipientSeq: recipients.recipientSeq,
      recipientId: recipients.recipientId,
      status: recipients.status,
      submitType: recipients.submitType,
      submittedAt: recipients.submittedAt,
      name: unionRegisters.name,
      mainNo: unionRegisters.unionRegisterNoMain,
      subNo: unionRegisters.unionRegisterNoSub,
    })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .where(where)
    .orderBy(
      asc(unionRegisters.unionRegisterNoMain),
      asc(unionRegisters.unionRegisterNoSub),
      asc(recipients.recipientSeq),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
export type RecipientFileRow = Awaited<ReturnType<typeof recipientFileRows>>["rows"][number];
