import type { ManagerGroup } from "@johap/contracts";

/** The group named in navigation state when it still exists, else the first group. */
export function selectedGroupOf(
  groups: readonly ManagerGroup[],
  managerGroupId: number | undefined,
): ManagerGroup | null {
  return groups.find((group) => group.managerGroupId === managerGroupId) ?? groups[0] ?? null;
}
