import type { Agent, AgentBody } from "@johap/contracts";
import type { DefaultValues } from "react-hook-form";
import type { OwnerOption } from "../../api/register-queries";

/** Form values of a stored agent, and the owner it acts for as a picker option. */
export function agentToForm(agent: Agent): { values: DefaultValues<AgentBody>; owner: OwnerOption } {
  const linked = agent.linkedUnionRegister;
  return {
    values: {
      linkedUnionRegister: { unionRegisterSeq: linked.unionRegisterSeq },
      relationType: agent.relationType as AgentBody["relationType"],
      relationDescription: agent.relationDescription,
      name: { name: agent.name.name, nameClass: agent.name.nameClass },
      birth: agent.birth,
      gender: agent.gender,
      phoneNo: agent.phoneNo,
    },
    owner: {
      unionRegisterSeq: linked.unionRegisterSeq,
      unionRegisterNoMain: linked.unionRegisterNoMain,
      unionRegisterNoSub: linked.unionRegisterNoSub,
      name: linked.name,
      birth: "",
      hasAgent: true,
    },
  };
}

export const EMPTY_AGENT: DefaultValues<AgentBody> = {
  linkedUnionRegister: {},
  relationDescription: "",
  name: { name: "", nameClass: "" },
  birth: "",
  phoneNo: "",
};
