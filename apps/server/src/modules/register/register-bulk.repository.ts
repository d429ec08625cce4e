import type { AgentBodySchema, BuildingOwnership, LandOwnership, OwnerInput } from "@johap/contracts";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { buildOwnerDocs, deferOwnerDocs, intArray, ownerColumns } from "./register.repository";
import { registerAgents, registerLocalAddresses, registrationAddresses, unionRegisters } from "./register.table";

export type LoadableOwner = {
  owner: OwnerInput;
  rights: { landOwnership: LandOwnership | null; buildingOwnership: BuildingOwnership | null }[];
  agent: Omit<z.output<typeof AgentBodySchema>, "linkedUnionRegister"> | null;
};

/**
 * Inserts a chunk of converted owners (one JSON recordset per table) and builds their list documents once
 * at its end, in the transaction `tx` (the triggers that would build them per statement are deferred).
 * Answers the new owners' seqs.
 */
export async function insertOwnerChunk(
  tx: Db,
  unionSeq: number,
  batch: LoadableOwner[],
  actorName: string,
): Promise<number[]> {
  await deferOwnerDocs(tx);
  const ownerSeqs = (await bulkInsert(
    tx,
    unionRegisters,
    batch.map((b) => ({ unionSeq, ...ownerColumns(b.owner, actorName) })),
    "unionRegisterSeq",
  )) as number[];
  const locals: (typeof registerLocalAddresses.$inferInsert & {
    regs: OwnerInput["localAddresses"][number]["registrationAddresses"];
  })[] = [];
  const agents: (typeof registerAgents.$inferInsert)[] = [];
  batch.forEach((b, j) => {
    const unionRegisterSeq = ownerSeqs[j] as number;
    b.owner.localAddresses.forEach((l, k) => {
      const { registrationAddresses: regs, localAddressSeq: _seq, ...fields } = l;
      locals.push({
        ...fields,
        unionRegisterSeq,
        unionSeq,
        sortOrder: k,
        landOwnership: b.rights[k]?.landOwnership ?? null,
        buildingOwnership: b.rights[k]?.buildingOwnership ?? null,
        regs,
      });
    });
    if (b.agent) {
      agents.push({
        unionSeq,
        unionRegisterSeq,
        relationType: b.agent.relationType,
        relationDescription: b.agent.relationDescription,
        name: b.agent.name.name,
        nameClass: b.agent.name.nameClass,
        birth: b.agent.birth,
        gender: b.agent.gender,
        phoneNo: b.agent.phoneNo,
      });
    }
  });
  const localSeqs = await bulkInsert(
    tx,
    registerLocalAddresses,
    locals.map(({ regs: _regs, ...l }) => l),
    "localAddressSeq",
  );
  const regRows = locals.flatMap((l, k) =>
    l.regs.map((r) => ({
      localAddressSeq: localSeqs[k] as number,
      unionSeq,
      registrationAddress: r.registrationAddress,
      registrationNo: r.registrationNo,
      registrationType: r.registrationType,
    })),
  );
  await bulkInsert(tx, registrationAddresses, regRows, "registrationAddressSeq");
  await bulkInsert(tx, registerAgents, agents, "unionRegisterAgentSeq");
  await buildOwnerDocs(tx, ownerSeqs);
  return ownerSeqs;
}

/**
 * Deletes up to `limit` owners of the union (with their located properties, registration addresses,
 * agents and documents), only those among `seqs` when given, only those up to `maxSeq` when given.
 * Answers how many were deleted: a large removal runs as many short statements as it takes.
 */
export async function deleteOwnerChunk(
  tx: Db,
  unionSeq: number,
  limit: number,
  only: { seqs?: number[]; maxSeq?: number } = {},
): Promise<number> {
  // The documents of deleted owners go with them (cascade): no trigger needs to rebuild any.
  await deferOwnerDocs(tx);
  const result = (await tx.execute(sql`delete from ${unionRegisters} where ${unionRegisters.unionRegisterSeq} in (
      select ${unionRegisters.unionRegisterSeq} from ${unionRegisters}
      where ${unionRegisters.unionSeq} = ${unionSeq}
        ${only.seqs ? sql`and ${unionRegisters.unionRegisterSeq} = any(${intArray(only.seqs)})` : sql``}
        ${only.maxSeq !== undefined ? sql`and ${unionRegisters.unionRegisterSeq} <= ${only.maxSeq}` : sql``}
      limit ${limit})`)) as unknown as { affectedRows?: number; rowCount?: number | null };
  return Number(result.affectedRows ?? result.rowCount ?? 0);
}
