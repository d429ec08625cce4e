import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http-error";
import { errorKindOf, statusOfRouteError } from "./error-kind";

describe("errorKindOf", () => {
  it("maps the statuses the error page knows", () => {
    expect(errorKindOf(401)).toBe("unauthorized");
    expect(errorKindOf(403)).toBe("forbidden");
    expect(errorKindOf(404)).toBe("not-found");
    expect(errorKindOf(500)).toBe("server");
    expect(errorKindOf(503)).toBe("server");
  });

  it("calls anything else unknown", () => {
    expect(errorKindOf(0)).toBe("unknown");
    expect(errorKindOf(400)).toBe("unknown");
  });
});

describe("statusOfRouteError", () => {
  it("reads the status of a failed API call", () => {
    expect(statusOfRouteError(new HttpError({ status: 403, code: "E00501", message: "", isNotified: true }))).toBe(403);
  });

  it("gives 0 for an error without a status", () => {
    expect(statusOfRouteError(new Error("boom"))).toBe(0);
  });
});
