const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** Whether the first bytes are a PNG (89 50 4E 47) or a JPEG (FF D8 FF) signature, whatever the name says. */
export function isPngOrJpeg(bytes: Uint8Array) {
  return startsWith(bytes, PNG_SIGNATURE) || startsWith(bytes, JPEG_SIGNATURE);
}

/** Reads a file's first bytes and checks them with `isPngOrJpeg`. */
export async function hasImageSignature(file: Blob) {
  return isPngOrJpeg(new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer()));
}
