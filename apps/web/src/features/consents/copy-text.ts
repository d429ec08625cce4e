/** Copies text to the clipboard: the Clipboard API, else a hidden text area (plain http pages). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const isCopied = document.execCommand("copy");
    area.remove();
    return isCopied;
  }
}

/** The owners' page of a consent as a full address (the API answers it relative to the site); null if none. */
export function absoluteConsentUrl(consentUrl: string | null | undefined, origin: string): string | null {
  const url = consentUrl?.trim();
  if (!url) return null;
  return new URL(url, origin).toString();
}
