import { ERROR_CODES } from "@johap/contracts";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredIdempotencyKeys } from "../../platform/idempotency";
import { idempotencyKeys } from "../../platform/idempotency.table";
import { createTestApp, type Session, signInSupervisor, type TestApp, UNION_1 } from "../../test/test-app";
import { depositCharges } from "./billing.table";

let t: TestApp;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
});
afterAll(() => t.close());

const charge = (overrides: object = {}) => ({
  requestAmount: 50_000,
  depositorName: "한빛조합",
  depositorPhoneNo: "01012345678",
  ...overrides,
});
const requestCharge = (body: object, key?: string, unionSeq = UNION_1) =>
  t.app.inject({
    method: "POST",
    url: `/v1/unions/${unionSeq}/deposit-charges`,
    headers: { ...supervisor.auth, ...(key ? { "idempotency-key": key } : {}) },
    payload: body,
  });
const chargeCount = async () => (await t.handle.db.select({ n: count() }).from(depositCharges))[0]!.n;
const recordOf = async (key: string) =>
  (await t.handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

describe("POST deposit-charges with an Idempotency-Key", () => {
  it("answers the same key and body with the first answer again and registers one charge", async () => {
    const before = await chargeCount();
    const first = await requestCharge(charge({ requestAmount: 61_000 }), "dc-same");
    const again = await requestCharge(charge({ requestAmount: 61_000 }), "dc-same");
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(await chargeCount()).toBe(before + 1);
    const rows = await t.handle.db.select().from(depositCharges).where(eq(depositCharges.seq, first.json().data.seq));
    expect(rows).toHaveLength(1);
  });

  it("refuses the same key with another body with 422 and registers nothing", async () => {
    await requestCharge(charge({ requestAmount: 62_000 }), "dc-other");
    const before = await chargeCount();
    const other = await requestCharge(charge({ requestAmount: 63_000 }), "dc-other");
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      status: 422,
      code: ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      message: "같은 요청 키로 다른 내용을 보낼 수 없습니다.",
    });
    expect(await chargeCount()).toBe(before);
  });

  it("answers concurrent identical requests once: the others replay it or are told it is in flight", async () => {
    const before = await chargeCount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => requestCharge(charge({ requestAmount: 64_000 }), "dc-parallel")),
    );
    const ran = responses.filter((r) => r.statusCode === 200 && r.headers["idempotent-replayed"] === undefined);
    expect(ran).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 409) {
        expect(response.json()).toMatchObject({
          code: ERROR_CODES.IDEMPOTENCY_IN_FLIGHT,
          message: "같은 요청을 처리하고 있습니다. 잠시 후 다시 확인해 주세요.",
        });
      } else {
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(ran[0]!.body);
      }
    }
    expect(await chargeCount()).toBe(before + 1);
  });

  it("answers 409 while a request holds the key, and lets a retry run once the lease of a crashed one ends", async () => {
    // A request that claimed "dc-crashed" with this very body and whose process died before committing.
    await requestCharge(charge({ requestAmount: 65_000 }), "dc-model");
    const model = (await recordOf("dc-model"))!;
    await t.handle.db.insert(idempotencyKeys).values({
      unionSeq: model.unionSeq,
      memberSeq: model.memberSeq,
      key: "dc-crashed",
      fingerprint: model.fingerprint,
      leaseId: "died",
      lockedUntil: sql`now() + interval '60 seconds'`,
      expiresAt: sql`now() + interval '24 hours'`,
    });
    const before = await chargeCount();
    const busy = await requestCharge(charge({ requestAmount: 65_000 }), "dc-crashed");
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe(ERROR_CODES.IDEMPOTENCY_IN_FLIGHT);
    expect(await chargeCount()).toBe(before);

    await t.handle.db
      .update(idempotencyKeys)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, "dc-crashed"));
    const retried = await requestCharge(charge({ requestAmount: 65_000 }), "dc-crashed");
    expect(retried.statusCode).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    const replayed = await requestCharge(charge({ requestAmount: 65_000 }), "dc-crashed");
    expect(replayed.body).toBe(retried.body);
    expect(await chargeCount()).toBe(before + 1);
  });

  it("uses an expired key afresh and sweeps expired keys", async () => {
    const first = await requestCharge(charge({ requestAmount: 66_000 }), "dc-expired");
    await t.handle.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, "dc-expired"));
    const fresh = await requestCharge(charge({ requestAmount: 67_000 }), "dc-expired");
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.seq).not.toBe(first.json().data.seq);

    await t.handle.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, "dc-expired"));
    expect(await deleteExpiredIdempotencyKeys(t.handle.db)).toBeGreaterThanOrEqual(1);
    expect(await recordOf("dc-expired")).toBeUndefined();
    expect(await recordOf("dc-same")).toBeDefined();
  });

  it("does not keep an answer for invalid input: the request runs when sent right", async () => {
    const invalid = await requestCharge(charge({ requestAmount: 0 }), "dc-invalid");
    expect(invalid.statusCode).toBe(400);
    expect(await recordOf("dc-invalid")).toBeUndefined();
    expect((await requestCharge(charge(), "dc-invalid")).statusCode).toBe(200);
    const badKey = await requestCharge(charge(), "dc invalid");
    expect(badKey.json()).toMatchObject({
      status: 400,
      message: "요청 키는 공백 없이 영문, 숫자, 기호로 200자까지 입력해 주세요.",
    });
  });
});
