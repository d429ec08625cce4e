import { afterEach, describe, expect, it, vi } from "vitest";
import { fileNameOf, saveResponse } from "./save-blob";

describe("fileNameOf", () => {
  it("reads the RFC 5987 UTF-8 name before the ASCII fallback", () => {
    expect(
      fileNameOf(
        "attachment; filename=\"???_??.xlsx\"; filename*=UTF-8''%EC%A1%B0%ED%95%A9%EC%9B%90_%EB%AA%85%EB%B6%80.xlsx",
      ),
    ).toBe("조합원_명부.xlsx");
    expect(fileNameOf("attachment; filename*=utf-8'ko'%EC%B6%A9%EC%A0%84.xlsx")).toBe("충전.xlsx");
  });

  it("reads an ISO-8859-1 extended name", () => {
    expect(fileNameOf("attachment; filename*=iso-8859-1'en'caf%E9.txt")).toBe("café.txt");
  });

  it("reads a quoted or bare plain name", () => {
    expect(fileNameOf('attachment; filename="a b.xlsx"')).toBe("a b.xlsx");
    expect(fileNameOf('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
    expect(fileNameOf("attachment; filename=report.csv")).toBe("report.csv");
  });

  it("falls back to the plain name when the extended one cannot be decoded", () => {
    expect(fileNameOf("attachment; filename=\"a.xlsx\"; filename*=UTF-8''%E0%A4%A.xlsx")).toBe("a.xlsx");
  });

  it("answers null without a name", () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});

describe("saveResponse", () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubDocument = () => {
    const anchor = { href: "", download: "", click: vi.fn(), remove: vi.fn() };
    vi.stubGlobal("document", { createElement: () => anchor, body: { append: vi.fn() } });
    vi.stubGlobal("window", { setTimeout: vi.fn() });
    return anchor;
  };

  it("saves under the server's file name", async () => {
    const anchor = stubDocument();
    const headers = { "content-disposition": "attachment; filename*=UTF-8''%EC%B6%A9%EC%A0%84.xlsx" };
    await saveResponse(new Response("x", { headers }), "fallback.xlsx");
    expect(anchor.download).toBe("충전.xlsx");
    expect(anchor.click).toHaveBeenCalledOnce();
  });

  it("saves under the fallback name when the server gives none", async () => {
    const anchor = stubDocument();
    await saveResponse(new Response("x"), "조합원_명부.xlsx");
    expect(anchor.download).toBe("조합원_명부.xlsx");
  });
});
