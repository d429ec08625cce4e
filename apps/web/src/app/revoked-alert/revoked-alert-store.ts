import { useSyncExternalStore } from "react";

/** The message of the union-revoked alert (E00503, E00504), or null when closed. */
let message: string | null = null;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function showRevokedAlert(next: string): void {
  message = next;
  emit();
}

export function closeRevokedAlert(): void {
  message = null;
  emit();
}

export const useRevokedAlertMessage = () => useSyncExternalStore(subscribe, () => message);
