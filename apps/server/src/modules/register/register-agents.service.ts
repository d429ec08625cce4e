import { type AgentBodySchema, REGISTER_MESSAGES as M } from "@johap/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { conflict, notFound } from "../../platform/errors";
import { contains } from "../../platform/sql";
import { toAgent } from "./register.mapper";
import { findOwnerRow, writeAudit } from "./register.repository";
import { registerAgents, unionRegisters } from "./register.table";

type AgentInput = z.output<typeof AgentBodySchema>;
type Ctx = { db: Db; actor: Actor; unionSeq: number };

const agentColumns = (input: AgentInput) => ({
  unionRegisterSeq: input.linkedUnionRegister.unionRegisterSeq,
  relationType: input.relationType,
  relationDescription: input.relationType === "ETC" ? input.relationDescription : "",
  name: input.name.name,
  nameClass: input.name.nameClass,
  birth: input.birth,
  gender: input.gender,
  phoneNo: input.phoneNo,
});

async function findAgentRow(db: Db, unionSeq: number, seq: number) {
  const [row] = await db
    .select()
    .from(registerAgents)
    .where(and(eq(registerAgents.unionSeq, unionSeq), eq(registerAgents.unionRegisterAgentSeq, seq)));
  if (!row) throw notFound("대리인을 찾을 수 없습니다.");
  return row;
}

async function ownerOf(db: Db, unionSeq: number, unionRegisterSeq: number) {
  const owner = await findOwnerRow(db, unionSeq, unionRegisterSeq);
  if (!owner) throw notFound(M.agentOwnerRequired);
  return owner;
}

async function assertNoOtherAgent(db: Db, unionRegisterSeq: number, exceptSeq?: number) {
  const [existing] = await db
    .select()
    .from(registerAgents)
    .where(eq(registerAgents.unionRegisterSeq, unionRegisterSeq));
  if (existing && existing.unionRegisterAgentSeq !== exceptSeq) throw conflict("이미 대리인이 등록된 소유자입니다.");
}

export async function getAgent(opts: { db: Db; unionSeq: number; unionRegisterAgentSeq: number }) {
  const agent = await findAgentRow(opts.db, opts.unionSeq, opts.unionRegisterAgentSeq);
  return toAgent(agent, await ownerOf(opts.db, opts.unionSeq, agent.unionRegisterSeq));
}

export async function createAgent(opts: Ctx & { body: AgentInput }) {
  const seq = await inTransaction(opts.db, async (tx) => {
    await ownerOf(tx, opts.unionSeq, opts.body.linkedUnionRegister.unionRegisterSeq);
    await assertNoOtherAgent(tx, opts.body.linkedUnionRegister.unionRegisterSeq);
    const [row] = await tx
      .insert(registerAgents)
      .values({ unionSeq: opts.unionSeq, ...agentColumns(opts.body) })
      .returning();
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      unionRegisterSeq: row!.unionRegisterSeq,
      type: "AGENT_CREATED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { name: row!.name },
    });
    return row!.unionRegisterAgentSeq;
  });
  return getAgent({ db: opts.db, unionSeq: opts.unionSeq, unionRegisterAgentSeq: seq });
}

export async function updateAgent(opts: Ctx & { unionRegisterAgentSeq: number; body: AgentInput }) {
  await inTransaction(opts.db, async (tx) => {
    await findAgentRow(tx, opts.unionSeq, opts.unionRegisterAgentSeq);
    await ownerOf(tx, opts.unionSeq, opts.body.linkedUnionRegister.unionRegisterSeq);
    await assertNoOtherAgent(tx, opts.body.linkedUnionRegister.unionRegisterSeq, opts.unionRegisterAgentSeq);
    await tx
      .update(registerAgents)
      .set(agentColumns(opts.body))
      .where(eq(registerAgents.unionRegisterAgentSeq, opts.unionRegisterAgentSeq));
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      unionRegisterSeq: opts.body.linkedUnionRegister.unionRegisterSeq,
      type: "AGENT_UPDATED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { unionRegisterAgentSeq: opts.unionRegisterAgentSeq },
    });
  });
  return getAgent(opts);
}

export async function deleteAgent(opts: Ctx & { unionRegisterAgentSeq: number }) {
  await inTransaction(opts.db, async (tx) => {
    const agent = await findAgentRow(tx, opts.unionSeq, opts.unionRegisterAgentSeq);
    await tx.delete(registerAgents).where(eq(registerAgents.unionRegisterAgentSeq, agent.unionRegisterAgentSeq));
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      unionRegisterSeq: agent.unionRegisterSeq,
      type: "AGENT_DELETED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { name: agent.name },
    });
  });
  return { unionRegisterAgentSeq: opts.unionRegisterAgentSeq };
}

/** Owners to link an agent to, searched by name (at most 50). */
export async function listOwnerOptions(opts: { db: Db; unionSeq: number; name?: string }) {
  const rows = await opts.db
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
      and(eq(unionRegisters.unionSeq, opts.unionSeq), opts.name ? contains(unionRegisters.name, opts.name) : undefined),
    )
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(50);
  return rows.map(({ agentSeq, ...r }) => ({ ...r, hasAgent: agentSeq != null }));
}
