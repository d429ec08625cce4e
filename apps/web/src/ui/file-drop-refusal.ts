export type FileDropRules = {
  /** Allowed extensions with the dot (".xlsx"); empty allows every file. */
  accept?: readonly string[];
  /** How the allowed types read in the refusal note: "엑셀(xlsx)". */
  acceptLabel?: string;
  isMultiple?: boolean;
};

const hasAllowedExtension = (file: Pick<File, "name">, accept: readonly string[]) =>
  accept.length === 0 || accept.some((extension) => file.name.toLowerCase().endsWith(extension.toLowerCase()));

/** Refusal text for the chosen files, or null when they may be used (spec 01 §5 File drop). */
export function fileDropRefusal(
  files: readonly Pick<File, "name">[],
  { accept = [], acceptLabel, isMultiple = false }: FileDropRules,
): string | null {
  if (!isMultiple && files.length > 1) return "파일은 하나만 올릴 수 있습니다.";
  if (files.some((file) => !hasAllowedExtension(file, accept))) {
    return `${acceptLabel ?? accept.join(", ")} 파일만 업로드할 수 있습니다.`;
  }
  return null;
}
