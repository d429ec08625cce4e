import { describe, expect, it } from "vitest";
import { hasImageSignature, isPngOrJpeg } from "./image-signature";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const PDF = new TextEncoder().encode("%PDF-1.4\n");

describe("isPngOrJpeg", () => {
  it("accepts the PNG and JPEG signatures", () => {
    expect(isPngOrJpeg(PNG)).toBe(true);
    expect(isPngOrJpeg(JPEG)).toBe(true);
  });

  it("refuses other bytes, a truncated signature and an empty file", () => {
    expect(isPngOrJpeg(PDF)).toBe(false);
    expect(isPngOrJpeg(Uint8Array.from([0x89, 0x50, 0x4e]))).toBe(false);
    expect(isPngOrJpeg(Uint8Array.from([0xff, 0xd8]))).toBe(false);
    expect(isPngOrJpeg(new Uint8Array())).toBe(false);
  });
});

describe("hasImageSignature", () => {
  it("reads a file's first bytes, not its name", async () => {
    expect(await hasImageSignature(new File([JPEG], "photo.jpg"))).toBe(true);
    expect(await hasImageSignature(new File([PDF], "poster.png", { type: "image/png" }))).toBe(false);
  });
});
