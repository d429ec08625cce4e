import { describe, expect, it } from "vitest";
import { utf8Of } from "./envelope";

describe("utf8Of", () => {
  it("writes the texts one after the other as UTF-8", () => {
    const texts = ['{"data":', '[{"name":"홍길동","memo":"😀 a\\u0000b"}]', "", ',"pagination":{"totalDataCount":3}}'];
    const bytes = utf8Of(texts);
    expect(bytes.equals(Buffer.from(texts.join("")))).toBe(true);
    expect(JSON.parse(bytes.toString("utf8")).data[0].name).toBe("홍길동");
  });

  it("answers no bytes for no text, and a lone surrogate as the replacement character", () => {
    expect(utf8Of([]).length).toBe(0);
    expect(utf8Of(["", ""]).length).toBe(0);
    expect(utf8Of(["a\uD800b"]).equals(Buffer.from("a\uFFFDb"))).toBe(true);
  });
});
