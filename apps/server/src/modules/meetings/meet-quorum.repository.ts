import type { AgendaKind } from "@johap/contracts";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { meetAgendas } from "./meetings.table";

/** The meeting's agendas in order with the kind each falls under (안건 종류). */
export async function agendaKindsOf(db: Db, meetSeq: number): Promise<{ order: number; kind: AgendaKind }[]> {
  return db
    .select({ order: meetAgendas.agendaOrder, kind: meetAgendas.agendaKind })
    .from(meetAgendas)
    .where(eq(meetAgendas.meetSeq, meetSeq))
    .orderBy(asc(meetAgendas.agendaOrder));
}
