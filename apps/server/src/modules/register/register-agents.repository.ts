import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains } from "../../platform/sql";
import { registerShown } from "./register.repository";
import { registerAgents, unionRegisters } from "./register.table";

type AgentValues = Omit<typeof registerAgents.$inferInsert, "unionSeq" | "unionRegisterAgentSeq">;

/** An agent of the union, or null. */
export async function findAgentRow(db: Db, unionSeq: number, unionRegisterAgentSeq: number) {
  const [row] = await db
    .select()
    .from(registerAgents)
    .where(and(eq(registerAgents.unionSeq, unionSeq), eq(registerAgents.unionRegisterAgentSeq, unionRegisterAgentSeq)));
  return row ?? null;
}

/** The agent of an owner (an owner has at most one), or null. */
export async function findAgentOfOwner(db: Db, unionRegisterSeq: number) {
  const [row] = await db.select().from(registerAgents).where(eq(registerAgents.unionRegisterSeq, unionRegisterSeq));
  return row ?? null;
}

export async function insertAgent(db: Db, unionSeq: number, values: AgentValues) {
  const [row] = await db
    .insert(registerAgents)
    .values({ unionSeq, ...values })
    .returning();
  return row!;
}

export async function updateAgentRow(db: Db, unionRegisterAgentSeq: number, values: AgentValues) {
  await db.update(registerAgents).set(values).where(eq(registerAgents.unionRegisterAgentSeq, unionRegisterAgentSeq));
}

export async function deleteAgentRow(db: Db, unionRegisterAgentSeq: number) {
  await db.delete(registerAgents).where(eq(registerAgents.unionRegisterAgentSeq, unionRegisterAgentSeq));
}

/** Owners of the union whose name contains `name` (all when empty), in serial order, with whether they have an agent. */
export async function listOwnerOptionRows(db: Db, unionSeq: number, name: string | undefined, limit: number) {
  const rows = await db
    .select({
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
      unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
      name: unionRegisters.name,
      birth: unionRegisters.birth,
      agentSeq: registerAgents.unionRegisterAgentSeq,
    })
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(
      and(
        eq(unionRegisters.unionSeq, unionSeq),
        registerShown(unionSeq),
        name ? contains(unionRegisters.name, name) : undefined,
      ),
    )
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit);
  return rows.map(({ agentSeq, ...r }) => ({ ...r, hasAgent: agentSeq != null }));
}
