import type { AgentBodySchema, BuildingOwnership, LandOwnership, OwnerInput } from "@johap/contracts";
import type { z } from "zod";
import { bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { buildOwnerDocs, deferOwnerDocs, ownerColumns } from "./register.repository";
import { registerAgents, registerLocalAddresses, registrationAddresses, unionRegisters } from "./register.table";

export type LoadableOwner = {
  owner: OwnerInput;
  rights: { landOwnership: LandOwnership | null; buildingOwnership: BuildingOwnership | null }[];
  agent: Omit<z.output<typeof AgentBodySchema>, "linkedUnionRegister"> | null;
};

/**
 * Inserts converted owners chunk by chunk as they come (one JSON recordset per table and chunk) and builds
 * their list documents once at the end; call inside the conversion transaction. Answers the owner count.
 */
export async function insertOwnersBulk(
  tx: Db,
  unionSeq: number,
  chunks: AsyncIterable<LoadableOwner[]>,
  actorName: string,
): Promise<number> {
  await deferOwnerDocs(tx);
  const loaded: number[] = [];
  for await (const batch of chunks) {
    const ownerSeqs = await bulkInsert(
      tx,
      unionRegisters,
      batch.map((b) => ({ unionSeq, ...ownerColumns(b.owner, actorName) })),
      "unionRegisterSeq",
    );
    const locals: (typeof registerLocalAddresses.$inferInsert & {
      regs: OwnerInput["localAddresses"][number]["registrationAddresses"];
    })[] = [];
    const agents: (typeof registerAgents.$inferInsert)[] = [];
    loaded.push(...(ownerSeqs as number[]));
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
  }
  await buildOwnerDocs(tx, loaded);
  return loaded.length;
}
