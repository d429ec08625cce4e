import { describe, expect, it } from "vitest";
import { dateTimeInputValue, formatDate, formatDateDigits, formatDateTime, instantOfInput } from "./format-date";

describe("formatDateTime", () => {
  it("shows an instant as local yyyy-MM-dd HH:mm", () => {
    const instant = new Date(2026, 0, 5, 9, 7, 30).toISOString();
    expect(formatDateTime(instant)).toBe("2026-01-05 09:07");
  });

  it("shows nothing for no value and unreadable text as it is", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("어제")).toBe("어제");
  });
});

describe("formatDate", () => {
  it("shows a day as yyyy-MM-dd in the browser's calendar", () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("answers today without a day", () => {
    expect(formatDate()).toBe(formatDate(new Date()));
  });
});

describe("formatDateDigits", () => {
  it("shows an 8-digit day as yyyy-MM-dd", () => {
    expect(formatDateDigits("19680315")).toBe("1968-03-15");
    expect(formatDateDigits("20250314")).toBe("2025-03-14");
  });

  it("leaves other values as they are", () => {
    expect(formatDateDigits("")).toBe("");
    expect(formatDateDigits("1968")).toBe("1968");
  });
});

describe("date-time input", () => {
  it("formats a date as the input's local YYYY-MM-DDTHH:mm", () => {
    expect(dateTimeInputValue(new Date(2026, 0, 5, 9, 7))).toBe("2026-01-05T09:07");
  });

  it("reads the input's local value as an ISO instant", () => {
    expect(instantOfInput("2026-01-05T09:07")).toBe(new Date(2026, 0, 5, 9, 7).toISOString());
    expect(instantOfInput("")).toBeNull();
    expect(instantOfInput("언젠가")).toBeNull();
  });
});
