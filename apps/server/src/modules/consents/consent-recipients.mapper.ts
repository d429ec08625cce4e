import {
  type ConsentRecipient,
  formatSerial,
  type RecipientCandidate,
  type RecipientOwnerInfo,
} from "@johap/contracts";
import type { registerAgents } from "../register/register.table";
import type { OwnerRow } from "./consent-recipients.repository";

type AgentRow = typeof registerAgents.$inferSelect;

/** Whether the owner page can identify the owner: own name and birth, or the agent's (PUBLIC owners need none). */
export const hasIdentity = (
  owner: Pick<OwnerRow, "ownerType" | "name" | "birth">,
  agent: { name: string | null; birth: string | null } | null,
) =>
  owner.ownerType === "PUBLIC" ||
  Boolean(owner.name.trim() && owner.birth.trim()) ||
  Boolean(agent?.name?.trim() && agent.birth?.trim());

export const toCandidate = (
  owner: OwnerRow,
  agent: { name: string | null; birth: string | null } | null,
): RecipientCandidate => ({
  unionRegisterSeq: owner.unionRegisterSeq,
  unionRegisterNo: formatSerial(owner.unionRegisterNoMain, owner.unionRegisterNoSub),
  name: { name: owner.name, nameClass: owner.nameClass },
  ownerType: owner.ownerType as RecipientCandidate["ownerType"],
  shareType: owner.shareType as RecipientCandidate["shareType"],
  birth: owner.birth,
  phoneNo: owner.mainPhone.phoneNo,
  hasIdentity: hasIdentity(owner, agent),
});

/** The owner info popup from the owner, its located properties (as the recipient row has them) and its agent. */
export const toOwnerInfo = (
  owner: OwnerRow,
  registers: ConsentRecipient["registers"],
  agent: AgentRow | null,
): RecipientOwnerInfo => ({
  unionRegisterNo: registers.unionRegisterNo,
  name: registers.name,
  ownerType: registers.ownerType,
  shareType: registers.shareType,
  isRepresentative: owner.isRepresentative,
  gender: owner.gender as RecipientOwnerInfo["gender"],
  birth: owner.birth,
  companyNo: owner.companyNo,
  hasVotingRight: owner.hasVotingRight,
  salesCount: owner.salesCount,
  positionDescription: owner.positionDescription,
  memo: owner.memo,
  mainPhone: owner.mainPhone,
  realAddress: owner.realAddress,
  postAddress: owner.postAddress,
  etcAddress: owner.etcAddress,
  localAddresses: registers.localAddresses,
  agent: agent
    ? {
        relationType: agent.relationType,
        relationDescription: agent.relationDescription,
        gender: agent.gender,
        name: agent.name,
        birth: agent.birth,
        phoneNo: agent.phoneNo,
      }
    : null,
});
