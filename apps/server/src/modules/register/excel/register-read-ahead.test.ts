import { MAX_UPLOAD_ROWS } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { keepRows, takeRows } from "./register-read-ahead";
import type { SheetRow } from "./register-sheet-reader";

const rows = (count: number): SheetRow[] => Array.from({ length: count }, (_, i) => ({ row: i + 2, cells: [] }));

describe("register read-ahead", () => {
  it("keeps several uploads' rows while they hold at most 20,000 rows in all, each taken once", () => {
    keepRows("small-a", rows(3));
    keepRows("small-b", rows(MAX_UPLOAD_ROWS - 3));
    expect(takeRows("small-a")).toHaveLength(3);
    expect(takeRows("small-a")).toBeNull();
    expect(takeRows("small-b")).toHaveLength(MAX_UPLOAD_ROWS - 3);
  });

  it("drops the oldest upload's rows when a new upload would keep more than 20,000 rows (its job reads the file again)", () => {
    keepRows("old", rows(15_000));
    keepRows("middle", rows(4_000));
    keepRows("new", rows(MAX_UPLOAD_ROWS - 4_000));
    expect(takeRows("old")).toBeNull();
    expect(takeRows("middle")).toHaveLength(4_000);
    expect(takeRows("new")).toHaveLength(MAX_UPLOAD_ROWS - 4_000);
  });
});
