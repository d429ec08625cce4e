import { describe, expect, it } from "vitest";
import { clearGridState, type GridState, loadGridState, parseGridState, saveGridState } from "./grid-state";

const DEFAULTS: GridState = { hiddenColumns: ["hasVotingRight", "salesCount", "position"], pageSize: 10 };
const PAGE_SIZES = [10, 50, 100];

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe("parseGridState", () => {
  it("gives the defaults when nothing is stored", () => {
    expect(parseGridState(null, DEFAULTS, PAGE_SIZES)).toEqual(DEFAULTS);
  });

  it("reads hidden columns and page size", () => {
    const raw = JSON.stringify({ hiddenColumns: ["birth"], pageSize: 100 });
    expect(parseGridState(raw, DEFAULTS, PAGE_SIZES)).toEqual({ hiddenColumns: ["birth"], pageSize: 100 });
  });

  it("keeps an empty hidden list (every column shown)", () => {
    const raw = JSON.stringify({ hiddenColumns: [], pageSize: 50 });
    expect(parseGridState(raw, DEFAULTS, PAGE_SIZES)).toEqual({ hiddenColumns: [], pageSize: 50 });
  });

  it("refuses a page size the grid does not offer and a malformed column list", () => {
    const raw = JSON.stringify({ hiddenColumns: "birth", pageSize: 30 });
    expect(parseGridState(raw, DEFAULTS, PAGE_SIZES)).toEqual(DEFAULTS);
  });

  it("gives the defaults for text that is not JSON", () => {
    expect(parseGridState("{oops", DEFAULTS, PAGE_SIZES)).toEqual(DEFAULTS);
    expect(parseGridState("42", DEFAULTS, PAGE_SIZES)).toEqual(DEFAULTS);
  });
});

describe("saveGridState and loadGridState", () => {
  it("keeps the state per key and forgets it on clear", () => {
    const storage = memoryStorage();
    saveGridState(storage, "register-grid", { hiddenColumns: ["memo"], pageSize: 50 });
    expect(loadGridState(storage, "register-grid", DEFAULTS, PAGE_SIZES)).toEqual({
      hiddenColumns: ["memo"],
      pageSize: 50,
    });
    expect(loadGridState(storage, "other-grid", DEFAULTS, PAGE_SIZES)).toEqual(DEFAULTS);
    clearGridState(storage, "register-grid");
    expect(storage.items.has("register-grid")).toBe(false);
    expect(loadGridState(storage, "register-grid", DEFAULTS, PAGE_SIZES)).toEqual(DEFAULTS);
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(loadGridState(broken, "register-grid", DEFAULTS, PAGE_SIZES)).toEqual(DEFAULTS);
    expect(() => saveGridState(broken, "register-grid", DEFAULTS)).not.toThrow();
    expect(() => clearGridState(broken, "register-grid")).not.toThrow();
  });
});
