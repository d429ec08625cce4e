import { describe, expect, it } from "vitest";
import { CHECKBOX_COLUMN_WIDTH, columnPins } from "./pinned-columns";

describe("pinned columns", () => {
  it("sticks the leading pinned columns after the checkbox column, each after the widths before it", () => {
    const pins = columnPins(
      [
        { field: "serial", width: 80, isPinned: true },
        { field: "name", width: 140, isPinned: true },
        { field: "birth", width: 104 },
      ],
      true,
    );
    expect([...pins]).toEqual([
      ["serial", { left: CHECKBOX_COLUMN_WIDTH, isLast: false }],
      ["name", { left: CHECKBOX_COLUMN_WIDTH + 80, isLast: true }],
    ]);
  });

  it("pins only the leading run, from 0 without a checkbox column", () => {
    const pins = columnPins(
      [
        { field: "serial", width: 80, isPinned: true },
        { field: "birth", width: 104 },
        { field: "name", width: 140, isPinned: true },
      ],
      false,
    );
    expect([...pins]).toEqual([["serial", { left: 0, isLast: true }]]);
  });
});
