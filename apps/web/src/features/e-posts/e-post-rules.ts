import { type EpostCandidate, EPOST_MESSAGES as M, MAX_EPOST_FILE_BYTES, MAX_EPOST_RECIPIENTS } from "@johap/contracts";

export type Selection = ReadonlyMap<number, EpostCandidate>;

/**
 * The recipient step's ticks on a page (spec 04 §5): rows without name, phone and birth (own or agent's) are never
 * taken; more than 1,000 in all is refused with 최대 1,000명까지 등록이 가능합니다. (the selection stays as it was).
 */
export function applyTicks(
  selection: Selection,
  ticked: ReadonlySet<number>,
  pageRows: readonly EpostCandidate[],
): { next: Map<number, EpostCandidate>; refusal: string | null } {
  const next = new Map(selection);
  let refusal: string | null = null;
  for (const row of pageRows) {
    if (!ticked.has(row.unionRegisterSeq)) next.delete(row.unionRegisterSeq);
    else if (!row.isSelectable) {
      if (!selection.has(row.unionRegisterSeq)) refusal = M.recipientIncomplete;
    } else next.set(row.unionRegisterSeq, row);
  }
  if (next.size > MAX_EPOST_RECIPIENTS) return { next: new Map(selection), refusal: M.recipientsMax };
  return { next, refusal };
}

/** 전체 선택: every selectable row of the search, up to 1,000 in all. */
export function selectAll(selection: Selection, rows: readonly EpostCandidate[]) {
  const next = new Map(selection);
  for (const row of rows) if (row.isSelectable) next.set(row.unionRegisterSeq, row);
  if (next.size > MAX_EPOST_RECIPIENTS) return { next: new Map(selection), refusal: M.recipientsMax };
  return { next, refusal: null };
}

/** 다음 of step 1. */
export const recipientStepError = (selection: Selection) => (selection.size === 0 ? M.recipientsRequired : null);

/** PDFs only, each up to 10 MB (spec 04 §5). */
export function documentRefusal(files: readonly File[]): string | null {
  if (files.some((f) => !/\.pdf$/i.test(f.name))) return M.pdfOnly;
  if (files.some((f) => f.size > MAX_EPOST_FILE_BYTES)) return M.fileTooLarge;
  return null;
}

/**
 * 생성 of step 2: something entered, a title, an attachment (spec 04 §5, in this order). `keptCount`: documents a
 * resumed draft already holds (uploaded before), which count as attachments.
 */
export function documentStepError(draft: { title: string; files: readonly File[]; keptCount?: number }): string | null {
  const title = draft.title.trim();
  const attachments = draft.files.length + (draft.keptCount ?? 0);
  if (!title && attachments === 0) return M.documentsRequired;
  if (!title) return M.titleRequired;
  if (attachments === 0) return M.attachmentRequired;
  return documentRefusal(draft.files);
}
