import upngModule from "@pdf-lib/upng";
import jpeg from "jpeg-js";

/** Node's ESM loader hands @pdf-lib/upng's CommonJS exports object (its codec under `default`); Vite hands the codec. */
export const UPNG = (upngModule as unknown as { default?: typeof upngModule }).default ?? upngModule;

/**
 * Where a Korean resident registration card (주민등록증) prints the resident number's back seven digits,
 * as fractions of the card image (the owner page frames the card before it captures it): the line under
 * the name, right of the hyphen. Generous on every side, so a slightly tilted or loosely framed card is
 * still covered.
 */
export const RESIDENT_NUMBER_BACK = { left: 0.25, top: 0.28, right: 0.64, bottom: 0.52 } as const;

export type MaskedImage = { bytes: Buffer; contentType: "image/png" | "image/jpeg"; extension: "png" | "jpg" };

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** Paints the region black in RGBA pixels (opaque, so no alpha trick shows what was under it). */
export function paintRegion(rgba: Uint8Array, width: number, height: number, region = RESIDENT_NUMBER_BACK) {
  const x0 = Math.floor(width * region.left);
  const x1 = Math.ceil(width * region.right);
  const y0 = Math.floor(height * region.top);
  const y1 = Math.ceil(height * region.bottom);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      rgba[i] = 0;
      rgba[i + 1] = 0;
      rgba[i + 2] = 0;
      rgba[i + 3] = 255;
    }
  }
}

/**
 * The ID card image with the resident number's back digits hidden in its pixels: decoded, painted over,
 * encoded anew (so nothing of the original file, its metadata included, is served). PNG stays PNG,
 * JPEG stays JPEG. Null for what is no PNG or JPEG image (a PDF cannot be masked by pixels).
 */
export function maskIdCard(bytes: Uint8Array): MaskedImage | null {
  if (isPng(bytes)) {
    const image = UPNG.decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const [frame] = UPNG.toRGBA8(image);
    if (!frame) return null;
    const rgba = new Uint8Array(frame);
    paintRegion(rgba, image.width, image.height);
    const encoded = UPNG.encode([rgba.buffer], image.width, image.height, 0);
    return { bytes: Buffer.from(encoded), contentType: "image/png", extension: "png" };
  }
  if (isJpeg(bytes)) {
    const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 60 });
    paintRegion(image.data, image.width, image.height);
    const encoded = jpeg.encode({ data: image.data, width: image.width, height: image.height }, 90);
    return { bytes: Buffer.from(encoded.data), contentType: "image/jpeg", extension: "jpg" };
  }
  return null;
}
