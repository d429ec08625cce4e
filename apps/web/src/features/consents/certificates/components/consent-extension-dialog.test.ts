import { EXTENSION_PHONE_PATTERN } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { hyphenatedPhone } from "./consent-extension-dialog";

describe("hyphenatedPhone", () => {
  it("types the contact as ###-####-####, digits only, at most 11", () => {
    expect(hyphenatedPhone("010")).toBe("010");
    expect(hyphenatedPhone("0101234")).toBe("010-1234");
    expect(hyphenatedPhone("01012345678")).toBe("010-1234-5678");
    expect(hyphenatedPhone("010-1234-56789")).toBe("010-1234-5678");
    expect(hyphenatedPhone("a010b")).toBe("010");
    expect(EXTENSION_PHONE_PATTERN.test(hyphenatedPhone("01012345678"))).toBe(true);
    expect(EXTENSION_PHONE_PATTERN.test(hyphenatedPhone("0101234567"))).toBe(false);
  });
});
