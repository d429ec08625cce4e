import { describe, expect, it } from "vitest";
import { addCustomColumn, defaultColumnTitle, lowestFreeAttributeCode, withListOrder } from "./custom-columns";

const column = (n: number, displayName = `열 ${n}`) => ({ attributeCode: `attribute${n}`, displayName, order: 0 });

describe("lowestFreeAttributeCode", () => {
  it("starts at attribute1", () => {
    expect(lowestFreeAttributeCode([])).toBe("attribute1");
  });

  it("takes the lowest number a removed column left free", () => {
    expect(lowestFreeAttributeCode([column(1), column(3)])).toBe("attribute2");
    expect(lowestFreeAttributeCode([column(2), column(3)])).toBe("attribute1");
  });

  it("counts attribute10 as the tenth code, not as attribute1", () => {
    const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => column(n));
    expect(lowestFreeAttributeCode(nine)).toBe("attribute10");
  });

  it("gives null once 10 columns exist", () => {
    const ten = Array.from({ length: 10 }, (_, i) => column(i + 1));
    expect(lowestFreeAttributeCode(ten)).toBeNull();
    expect(addCustomColumn(ten)).toBeNull();
  });
});

describe("addCustomColumn", () => {
  it("adds '열 {n}' with the code's number at the end of the list", () => {
    expect(addCustomColumn([column(1, "동의여부"), column(3)])).toEqual([
      column(1, "동의여부"),
      column(3),
      { attributeCode: "attribute2", displayName: "열 2", order: 2, isNew: true },
    ]);
    expect(defaultColumnTitle("attribute10")).toBe("열 10");
  });
});

describe("withListOrder", () => {
  it("numbers the columns in list order and trims titles", () => {
    expect(withListOrder([column(4, " 비고 "), column(2, "동의여부")])).toEqual([
      { attributeCode: "attribute4", displayName: "비고", order: 0 },
      { attributeCode: "attribute2", displayName: "동의여부", order: 1 },
    ]);
  });
});
