/** "20250314" -> "2025-03-14"; anything else unchanged. */
export function formatReceivedAt(receivedAt: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(receivedAt);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : receivedAt;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An ISO instant as local "yyyy-MM-dd HH:mm"; anything unreadable unchanged. */
export function formatChangedAt(modifiedAt: string): string {
  const date = new Date(modifiedAt);
  if (Number.isNaN(date.getTime())) return modifiedAt;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Pages needed for `total` rows, at least one. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
