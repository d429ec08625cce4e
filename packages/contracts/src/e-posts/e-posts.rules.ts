/**
 * Who receives an electronic post for an owner (spec 04 §5: "only rows with name, phone and birth (or an
 * agent) are selectable"): the agent when the owner has one with all three, else the owner with all three,
 * else nobody (the row is not selectable).
 */
export type EpostContactSource = {
  name: string;
  phoneNo: string;
  birth: string;
  agent: { name: string; phoneNo: string; birth: string } | null;
};
export type EpostContact = { name: string; phoneNo: string; birth: string; isAgent: boolean };

const digits = (value: string) => value.replace(/\D/g, "");
const isComplete = (c: { name: string; phoneNo: string; birth: string }) =>
  c.name.trim() !== "" && digits(c.phoneNo).length >= 9 && c.birth.trim() !== "";

export function epostContactOf(owner: EpostContactSource): EpostContact | null {
  if (owner.agent && isComplete(owner.agent)) {
    return {
      name: owner.agent.name.trim(),
      phoneNo: digits(owner.agent.phoneNo),
      birth: owner.agent.birth,
      isAgent: true,
    };
  }
  if (isComplete(owner)) {
    return { name: owner.name.trim(), phoneNo: digits(owner.phoneNo), birth: owner.birth, isAgent: false };
  }
  return null;
}

/** Won for a send: unit cost times recipients. */
export const epostCost = (unitCost: number, count: number) => unitCost * count;
