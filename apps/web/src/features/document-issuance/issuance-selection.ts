import {
  type DocumentIssuanceRegister,
  isOnePerSide,
  DOCUMENT_ISSUANCE_MESSAGES as M,
  type PickerRegistration,
} from "@johap/contracts";

/** An owner in the selection list, with the registrations ticked per located property. */
export type SelectedOwner = { owner: DocumentIssuanceRegister; checked: ReadonlySet<number> };
export type Selection = ReadonlyMap<number, SelectedOwner>;

/** The registrations ticked when an owner is added: per property the first land and the first building. */
export function defaultChecked(owner: DocumentIssuanceRegister): Set<number> {
  const checked = new Set<number>();
  for (const local of owner.localAddresses) {
    const types: string[] = [];
    for (const reg of local.registrationAddresses) {
      if (isOnePerSide([...types, reg.registrationType])) {
        types.push(reg.registrationType);
        checked.add(reg.registrationAddressSeq);
      }
    }
  }
  return checked;
}

export function addOwners(
  selection: Selection,
  owners: readonly DocumentIssuanceRegister[],
): Map<number, SelectedOwner> {
  const next = new Map(selection);
  for (const owner of owners) {
    if (!next.has(owner.unionRegisterSeq)) next.set(owner.unionRegisterSeq, { owner, checked: defaultChecked(owner) });
  }
  return next;
}

/**
 * Ticks or clears one registration of an owner: a second land or building of the same property is refused
 * with the spec's message (토지나 건물(집합건물)은 1건씩 선택 가능합니다.).
 */
export function toggleRegistration(
  selection: Selection,
  unionRegisterSeq: number,
  registration: PickerRegistration,
): { selection: Map<number, SelectedOwner>; error: string | null } {
  const next = new Map(selection);
  const entry = next.get(unionRegisterSeq);
  if (!entry) return { selection: next, error: null };
  const checked = new Set(entry.checked);
  if (checked.has(registration.registrationAddressSeq)) {
    checked.delete(registration.registrationAddressSeq);
  } else {
    const local = entry.owner.localAddresses.find((l) =>
      l.registrationAddresses.some((r) => r.registrationAddressSeq === registration.registrationAddressSeq),
    );
    const types = (local?.registrationAddresses ?? [])
      .filter((r) => checked.has(r.registrationAddressSeq))
      .map((r) => r.registrationType);
    if (!isOnePerSide([...types, registration.registrationType])) return { selection: next, error: M.onePerSide };
    checked.add(registration.registrationAddressSeq);
  }
  next.set(unionRegisterSeq, { ...entry, checked });
  return { selection: next, error: null };
}

/** 선택완료: the request's unionRegisters, or the message of what is missing. */
export function selectionRequest(
  selection: Selection,
): { unionRegisters: { unionRegisterSeq: number; registrationAddressSeqs: number[] }[] } | { error: string } {
  if (selection.size === 0) return { error: M.ownersRequired };
  const unionRegisters = [...selection.values()].map((entry) => ({
    unionRegisterSeq: entry.owner.unionRegisterSeq,
    registrationAddressSeqs: [...entry.checked],
  }));
  if (unionRegisters.some((o) => o.registrationAddressSeqs.length === 0)) return { error: M.registrationTypeRequired };
  return { unionRegisters };
}
