import { ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, signInMember, signInSupervisor, type TestApp, UNION_1 } from "../test/test-app";

let t: TestApp;
let supervisor: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: "5" });
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
});
afterAll(() => t.close());

/** The same token written with `spaces` extra blanks after "Bearer": another header string, the same session. */
const read = (session: Session, spaces = 0) =>
  t.app.inject({
    url: `/v1/unions/${UNION_1}/service-info`,
    headers: { authorization: `Bearer ${" ".repeat(spaces)}${session.accessToken}` },
  });

describe("the general rate limit", () => {
  it("counts a verified session's requests however its Authorization header is written", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await read(supervisor, i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await read(supervisor, 9);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.TOO_MANY_REQUESTS,
      message: ERROR_MESSAGES.TOO_MANY_REQUESTS,
    });
  });

  it("gives another session of the same address its own budget", async () => {
    expect((await read(member)).statusCode).toBe(200);
  });
});
