import fs from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * Noto Sans KR as TrueType (SIL Open Font License 1.1, from @expo-google-fonts/noto-sans-kr). TrueType,
 * not the CFF `.otf`: fontkit subsets glyf fonts reliably, so a PDF carries only the glyphs it uses.
 */
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf",
} as const;

export type KoreanFontBytes = { regular: Uint8Array; bold: Uint8Array };

let loaded: Promise<KoreanFontBytes> | null = null;

/** The two weights' bytes, read once per process (about 12 MB; a cache any process may lose). */
export function koreanFontBytes(): Promise<KoreanFontBytes> {
  loaded ??= Promise.all([
    fs.readFile(require.resolve(FONT_FILES.regular)),
    fs.readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
