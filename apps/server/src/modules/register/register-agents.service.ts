import { type AgentBodySchema, REGISTER_MESSAGES as M } from "@johap/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { conflict, notFound } from "../../platform/errors";
import { toAgent } from "./register.mapper";
import { findOwnerRow, writeAudit } from "./register.repository";
import {
  deleteAgentRow,
  findAgentOfOwner,
  findAgentRow,
  insertAgent,
  listOwnerOptionRows,
  updateAgentRow,
} from "./register-agents.repository";

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

/** Owners offered for linking an agent (the owner picker). */
const OWNER_OPTIONS_LIMIT = 50;

async function agentOfUnion(db: Db, unionSeq: number, seq: number) {
  const row = await findAgentRow(db, unionSeq, seq);
  if (!row) throw notFound("대리인을 찾을 수 없습니다.");
  return row;
}

async function ownerOf(db: Db, unionSeq: number, unionRegisterSeq: number) {
  const owner = await findOwnerRow(db, unionSeq, unionRegisterSeq);
  if (!owner) throw notFound(M.agentOwnerRequired);
  return owner;
}

async function assertNoOtherAgent(db: Db, unionRegisterSeq: number, exceptSeq?: number) {
  const existing = await findAgentOfOwner(db, unionRegisterSeq);
  if (existing && existing.unionRegisterAgentSeq !== exceptSeq) throw conflict("이미 대리인이 등록된 소유자입니다.");
}

export async function getAgent(opts: { db: Db; unionSeq: number; unionRegisterAgentSeq: number }) {
  const agent = await agentOfUnion(opts.db, opts.unionSeq, opts.unionRegisterAgentSeq);
  return toAgent(agent, await ownerOf(opts.db, opts.unionSeq, agent.unionRegisterSeq));
}

export async function createAgent(opts: Ctx & { body: AgentInput }) {
  const seq = await inTransaction(opts.db, async (tx) => {
    await ownerOf(tx, opts.unionSeq, opts.body.linkedUnionRegister.unionRegisterSeq);
    await assertNoOtherAgent(tx, opts.body.linkedUnionRegister.unionRegisterSeq);
    const row = await insertAgent(tx, opts.unionSeq, agentColumns(opts.body));
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      unionRegisterSeq: row.unionRegisterSeq,
      type: "AGENT_CREATED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { name: row.name },
    });
    return row.unionRegisterAgentSeq;
  });
  return getAgent({ db: opts.db, unionSeq: opts.unionSeq, unionRegisterAgentSeq: seq });
}

export async function updateAgent(opts: Ctx & { unionRegisterAgentSeq: number; body: AgentInput }) {
  await inTransaction(opts.db, async (tx) => {
    await agentOfUnion(tx, opts.unionSeq, opts.unionRegisterAgentSeq);
    await ownerOf(tx, opts.unionSeq, opts.body.linkedUnionRegister.unionRegisterSeq);
    await assertNoOtherAgent(tx, opts.body.linkedUnionRegister.unionRegisterSeq, opts.unionRegisterAgentSeq);
    await updateAgentRow(tx, opts.unionRegisterAgentSeq, agentColumns(opts.body));
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
    const agent = await agentOfUnion(tx, opts.unionSeq, opts.unionRegisterAgentSeq);
    await deleteAgentRow(tx, agent.unionRegisterAgentSeq);
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
export function listOwnerOptions(opts: { db: Db; unionSeq: number; name?: string | undefined }) {
  return listOwnerOptionRows(opts.db, opts.unionSeq, opts.name, OWNER_OPTIONS_LIMIT);
}
