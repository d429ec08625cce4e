import { createMemoryRouter, isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { parseOwnerSeq, REGISTERS_PATH } from "./register-paths";
import { registerRoutes } from "./register-routes";

/** The route error the register's route table leaves for an owner page URL (null when the page opens). */
async function routeErrorOf(segment: string, page = "modify") {
  const router = createMemoryRouter(registerRoutes(), {
    initialEntries: [`/${REGISTERS_PATH}/${encodeURIComponent(segment)}/${page}`],
  });
  await router.initialize();
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const error = Object.values(router.state.errors ?? {})[0] ?? null;
  router.dispose();
  return error;
}

describe("owner page URLs", () => {
  it.each(["abc", "0", "-1", "1.5", "007", "1e3", "99999999999999999999", "2147483648"])(
    "shows the not-found page for the owner id %j",
    async (segment) => {
      expect(parseOwnerSeq(segment)).toBeNull();
      for (const page of ["modify", "modify/auths"]) {
        const error = await routeErrorOf(segment, page);
        expect(isRouteErrorResponse(error) && error.status).toBe(404);
      }
    },
  );

  it.each([
    ["1", 1],
    ["2147483647", 2_147_483_647],
  ])("opens the owner page for the owner id %j", async (segment, seq) => {
    expect(parseOwnerSeq(segment)).toBe(seq);
    expect(await routeErrorOf(segment)).toBeNull();
  });
});
