import type { ConsentDocumentType } from "@johap/contracts";
import jpeg from "jpeg-js";
import { sha256 } from "../../platform/evidence/evidence-chain";
import { localFileStore, newStorageKey } from "../../platform/file-store";
import type { TestApp } from "../../test/test-app";
import { insertFile } from "../files/files.repository";
import { UPNG } from "./consent-documents.masking";
import { insertDocument } from "./consent-form.repository";

/** The app's own file store (local disk under the test's folder). */
export const storeOf = (t: TestApp) => localFileStore(t.filesDir, t.secrets.fileUrlSecret);

/** A white RGBA image of `width` × `height`. */
export function whitePixels(width: number, height: number) {
  return new Uint8Array(width * height * 4).fill(255);
}

export const testPng = (width: number, height: number) =>
  new Uint8Array(UPNG.encode([whitePixels(width, height).buffer as ArrayBuffer], width, height, 0));

export const testJpeg = (width: number, height: number) =>
  new Uint8Array(jpeg.encode({ data: whitePixels(width, height), width, height }, 95).data);

/** The RGBA of one pixel of a PNG or JPEG. */
export function pixelAt(bytes: Uint8Array, x: number, y: number) {
  const isPng = bytes[0] === 0x89;
  const { width, data } = isPng
    ? (() => {
        const image = UPNG.decode(new Uint8Array(bytes).buffer as ArrayBuffer);
        return { width: image.width, data: new Uint8Array(UPNG.toRGBA8(image)[0]!) };
      })()
    : jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  const i = (y * width + x) * 4;
  return [data[i], data[i + 1], data[i + 2], data[i + 3]];
}

/**
 * A document an owner uploaded with a submission (as the owner pages store it): the bytes in the file
 * store (division CONSENT), its files row, and the current document row of its type.
 */
export async function addDocument(
  t: TestApp,
  doc: {
    unionSeq: number;
    consentSeq: number;
    recipientSeq: number;
    type: ConsentDocumentType;
    bytes: Uint8Array;
    contentType: string;
    name: string;
  },
) {
  const storageKey = newStorageKey("CONSENT");
  await storeOf(t).put(storageKey, Buffer.from(doc.bytes));
  const file = await insertFile(t.handle.db, {
    unionSeq: doc.unionSeq,
    uploadedBy: 0,
    divisionCode: "CONSENT",
    originalName: doc.name,
    contentType: doc.contentType,
    size: doc.bytes.length,
    storageKey,
    status: "STORED",
  });
  return insertDocument(t.handle.db, {
    recipientSeq: doc.recipientSeq,
    consentSeq: doc.consentSeq,
    unionSeq: doc.unionSeq,
    documentType: doc.type,
    fileSeq: file.fileSeq,
    sha256: sha256(doc.bytes),
  });
}
