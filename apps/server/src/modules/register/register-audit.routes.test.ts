import fs from "node:fs";
import path from "node:path";
import { asc, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  setRegisterStatus,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { generateOwners } from "./excel/register-excel.fixtures";
import { fillTemplate, rowsOf } from "./excel/register-excel-sheet.fixtures";
import { registerAuditEvents } from "./register.table";
import { createOwnerVia, validOwner } from "./test-support/owner-fixture";

/**
 * Every kind of register change writes its event to register_audit_events (the change history), in the
 * change's transaction. Each test makes one change through the API and reads the rows it added.
 */
let t: TestApp;
let member: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
  await setRegisterStatus(t, UNION_1, "CONFIRM");
});
afterAll(() => t.close());

type AuditRow = {
  unionSeq: number;
  unionRegisterSeq: number | null;
  type: string;
  actorMemberSeq: number | null;
  detail: Record<string, unknown>;
};

/**
 * The kinds asserted by the tests of this file, checked by the last test against the kinds the services
 * write (the file's tests run in order).
 */
const asserted = new Set<string>();

const lastAuditSeq = async (app: TestApp) =>
  (await app.handle.db.select({ seq: registerAuditEvents.auditSeq }).from(registerAuditEvents)).reduce(
    (max, row) => Math.max(max, row.seq),
    0,
  );

/** The events written after `since`, oldest first, without their seq and time. */
async function eventsSince(app: TestApp, since: number): Promise<AuditRow[]> {
  const rows = await app.handle.db
    .select()
    .from(registerAuditEvents)
    .where(gt(registerAuditEvents.auditSeq, since))
    .orderBy(asc(registerAuditEvents.auditSeq));
  return rows.map(({ unionSeq, unionRegisterSeq, type, actorMemberSeq, detail }) => ({
    unionSeq,
    unionRegisterSeq,
    type,
    actorMemberSeq,
    detail,
  }));
}

/** Runs `change` and expects exactly the `expected` rows (given its result) to be added to the audit table. */
async function expectAudit<T>(
  change: () => Promise<T>,
  expected: AuditRow[] | ((result: T) => AuditRow[]),
  app = t,
): Promise<T> {
  const since = await lastAuditSeq(app);
  const result = await change();
  const rows = typeof expected === "function" ? expected(result) : expected;
  expect(await eventsSince(app, since)).toEqual(rows);
  for (const row of rows) asserted.add(row.type);
  return result;
}

const registers = (unionSeq: number) => `/v1/unions/${unionSeq}/registers`;
const ok = <T = Record<string, unknown>>(response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};

describe("register audit events: owners, rights, columns and agents", () => {
  let ownerSeq: number;
  let agentSeq: number;

  it("OWNER_CREATED: the new owner, its name and who created it", async () => {
    const created = await expectAudit(
      () => createOwnerVia(t, member, UNION_1, { name: { name: "감사대상", nameClass: "" } }),
      (owner) => [
        {
          unionSeq: UNION_1,
          unionRegisterSeq: owner.unionRegisterSeq,
          type: "OWNER_CREATED",
          actorMemberSeq: member.memberSeq,
          detail: { name: "감사대상" },
        },
      ],
    );
    ownerSeq = created.unionRegisterSeq;
  });

  it("OWNER_UPDATED: the owner and its new name", async () => {
    await expectAudit(
      async () =>
        ok(
          await t.app.inject({
            method: "PUT",
            url: `${registers(UNION_1)}/${ownerSeq}`,
            headers: member.auth,
            payload: validOwner({ name: { name: "감사수정", nameClass: "" } }),
          }),
        ),
      [
        {
          unionSeq: UNION_1,
          unionRegisterSeq: ownerSeq,
          type: "OWNER_UPDATED",
          actorMemberSeq: member.memberSeq,
          detail: { name: "감사수정" },
        },
      ],
    );
  });

  it("RIGHTS_SAVED: the owner and the properties whose rights were saved", async () => {
    const current = ok<{ localAddressSeq: number }[]>(
      await t.app.inject({ url: `${registers(UNION_1)}/${ownerSeq}/local-address-rights`, headers: member.auth }),
    );
    const localAddressSeq = current[0]!.localAddressSeq;
    await expectAudit(
      async () =>
        ok(
          await t.app.inject({
            method: "PUT",
            url: `${registers(UNION_1)}/${ownerSeq}/local-address-rights`,
            headers: member.auth,
            payload: [{ localAddressSeq, landOwnership: null, buildingOwnership: null }],
          }),
        ),
      [
        {
          unionSeq: UNION_1,
          unionRegisterSeq: ownerSeq,
          type: "RIGHTS_SAVED",
          actorMemberSeq: member.memberSeq,
          detail: { localAddressSeqs: [localAddressSeq] },
        },
      ],
    );
  });

  it("COLUMNS_SAVED: the columns as saved, the codes removed and the codes added", async () => {
    const put = (payload: object[]) =>
      t.app.inject({ method: "PUT", url: `/v1/unions/${UNION_1}/activity-mappings`, headers: member.auth, payload });
    ok(await put([{ attributeCode: "attribute2", displayName: "이전 열", order: 0 }]));
    await expectAudit(
      async () => ok(await put([{ attributeCode: "attribute1", displayName: "동의여부", order: 0, isNew: true }])),
      [
        {
          unionSeq: UNION_1,
          unionRegisterSeq: null,
          type: "COLUMNS_SAVED",
          actorMemberSeq: member.memberSeq,
          detail: {
            mappings: [{ attributeCode: "attribute1", displayName: "동의여부", order: 0 }],
            removed: ["attribute2"],
            added: ["attribute1"],
          },
        },
      ],
    );
  });

  it("ACTIVITY_UPDATED: the owner and the cells written", async () => {
    await expectAudit(
      async () =>
        ok(
          await t.app.inject({
            method: "PATCH",
            url: `${registers(UNION_1)}/activities`,
            headers: member.auth,
            payload: { unionRegisterSeq: ownerSeq, activity: { attribute1: "동의" } },
          }),
        ),
      [
        {
          unionSeq: UNION_1,
          unionRegisterSeq: ownerSeq,
          type: "ACTIVITY_UPDATED",
          actorMemberSeq: member.memberSeq,
          detail: { attribute1: "동의" },
        },
      ],
    );
  });

  const agentBody = (overrides: object = {}) => ({
    linkedUnionRegister: { unionRegisterSeq: ownerSeq },
    relationType: "SPOUSE",
    name: { name: "감사대리", nameClass: "" },
    birth: "19720202",
    gender: "F",
    phoneNo: "01055556666",
    ...overrides,
  });
  const agents = `/v1/unions/${UNION_1}/register-agents`;

  it("AGENT_CREATED: the represented owner and the agent's name", async () => {
    const created = await expectAudit(
      async () =>
        ok<{ unionRegisterAgentSeq: number }>(
          await t.app.inject({ method: "POST", url: agents, headers: member.auth, payload: agentBody() }),
        ),
      [
        {
          unionSeq: UNION_1,
          unionRegisterSeq: ownerSeq,
          type: "AGENT_CREATED",
          actorMemberSeq: member.memberSeq,
          detail: { name: "감사대리" },
        },
      ],
    );
    agentSeq = created.unionRegisterAgentSeq;
  });

  it("AGENT_UPDATED: the represented owner and the agent", async () => {
    await expectAudit(
      async () =>
        ok(
          await t.app.inject({
            method: "PATCH",
            url: `${agents}/${agentSeq}`,
            headers: member.auth,
            payload: agentBody({ relationType: "ETC", relationDescription: "법정대리인" }),
          }),
        ),
      [
        {
          unionSeq: UNION_1,
          unionRegisterSeq: ownerSeq,
          type: "AGENT_UPDATED",
          actorMemberSeq: member.memberSeq,
          detail: { unionRegisterAgentSeq: agentSeq },
        },
      ],
    );
  });

  it("AGENT_DELETED: the owner it represented and the agent's name", async () => {
    await expectAudit(
      async () => ok(await t.app.inject({ method: "DELETE", url: `${agents}/${agentSeq}`, headers: member.auth })),
      [
        {
          unionSeq: UNION_1,
          unionRegisterSeq: ownerSeq,
          type: "AGENT_DELETED",
          actorMemberSeq: member.memberSeq,
          detail: { name: "감사대리" },
        },
      ],
    );
  });

  it("OWNERS_DELETED: every owner deleted at once", async () => {
    const other = await createOwnerVia(t, member, UNION_1, { name: { name: "감사삭제", nameClass: "" } });
    await expectAudit(
      async () =>
        ok(
          await t.app.inject({
            method: "DELETE",
            url: registers(UNION_1),
            headers: member.auth,
            payload: { unionRegisterSeqs: [ownerSeq, other.unionRegisterSeq] },
          }),
        ),
      [
        {
          unionSeq: UNION_1,
          unionRegisterSeq: null,
          type: "OWNERS_DELETED",
          actorMemberSeq: member.memberSeq,
          detail: { unionRegisterSeqs: [ownerSeq, other.unionRegisterSeq] },
        },
      ],
    );
  });

  it("writes no event for a change that is refused", async () => {
    const owner = await createOwnerVia(t, member, UNION_1, { name: { name: "거절확인", nameClass: "" } });
    await expectAudit(async () => {
      const refusals = [
        await t.app.inject({
          method: "POST",
          url: registers(UNION_1),
          headers: member.auth,
          payload: validOwner({ birth: "1970" }),
        }),
        await t.app.inject({
          method: "PATCH",
          url: `${registers(UNION_1)}/activities`,
          headers: member.auth,
          payload: { unionRegisterSeq: owner.unionRegisterSeq, activity: { attribute9: "x" } },
        }),
        await t.app.inject({
          method: "DELETE",
          url: registers(UNION_1),
          headers: member.auth,
          payload: { unionRegisterSeqs: [owner.unionRegisterSeq, 999_999] },
        }),
        await t.app.inject({
          method: "PATCH",
          url: `${registers(UNION_2)}/file-status`,
          headers: supervisor.auth,
          payload: { status: "CONFIRM" },
        }),
      ];
      expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 404, 409]);
    }, []);
  });
});

function multipartFile(name: string, bytes: Buffer) {
  const boundary = "----johapaudit";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function uploadOwners(app: TestApp, session: Session, count: number) {
  const body = multipartFile("명부.xlsx", await fillTemplate(rowsOf(generateOwners(count))));
  return ok<{ status: string }>(
    await app.app.inject({
      method: "POST",
      url: `${registers(UNION_2)}/files`,
      headers: { ...session.auth, ...body.headers },
      payload: body.payload,
    }),
  );
}

const fileStatus = async (app: TestApp, session: Session) =>
  ok<{ status: string; ownerCount: number; errors: unknown[] }>(
    await app.app.inject({ url: `${registers(UNION_2)}/file-status`, headers: session.auth }),
  );

describe("register audit events: the register upload", () => {
  it("REGISTER_UPLOADED, then REGISTER_CONVERTED by the job and REGISTER_CONFIRMED", async () => {
    const since = await lastAuditSeq(t);
    await uploadOwners(t, supervisor, 3);
    const converted = await waitFor(
      async () => {
        const current = await fileStatus(t, supervisor);
        return current.status === "CONVEY" && current;
      },
      { timeoutMs: 30_000, what: "the conversion to CONVEY" },
    );
    expect(converted.ownerCount).toBe(3);
    const [uploaded, ...rest] = await eventsSince(t, since);
    expect(uploaded).toEqual({
      unionSeq: UNION_2,
      unionRegisterSeq: null,
      type: "REGISTER_UPLOADED",
      actorMemberSeq: supervisor.memberSeq,
      detail: { fileSeq: expect.any(Number), fileName: "명부.xlsx" },
    });
    expect(rest).toEqual([
      {
        unionSeq: UNION_2,
        unionRegisterSeq: null,
        type: "REGISTER_CONVERTED",
        actorMemberSeq: supervisor.memberSeq,
        detail: { ownerCount: 3 },
      },
    ]);
    asserted.add("REGISTER_UPLOADED").add("REGISTER_CONVERTED");

    await expectAudit(
      async () =>
        ok(
          await t.app.inject({
            method: "PATCH",
            url: `${registers(UNION_2)}/file-status`,
            headers: supervisor.auth,
            payload: { status: "CONFIRM" },
          }),
        ),
      [
        {
          unionSeq: UNION_2,
          unionRegisterSeq: null,
          type: "REGISTER_CONFIRMED",
          actorMemberSeq: supervisor.memberSeq,
          detail: {},
        },
      ],
    );
  }, 60_000);

  it("REGISTER_CANCELLED: a review request cancelled while it waits for the operator", async () => {
    // Without automatic approval the request waits in REQUESTING, so the cancel never races the job.
    const manual = await createTestApp({ DEMO_AUTO_APPROVE: "0" });
    try {
      const session = await signInSupervisor(manual.app);
      await uploadOwners(manual, session, 3);
      await waitFor(async () => (await fileStatus(manual, session)).status === "REQUESTING", {
        timeoutMs: 30_000,
        what: "the request to wait in REQUESTING",
      });
      await expectAudit(
        async () =>
          ok(
            await manual.app.inject({
              method: "PATCH",
              url: `${registers(UNION_2)}/file-status`,
              headers: session.auth,
              payload: { status: "CANCEL" },
            }),
          ),
        [
          {
            unionSeq: UNION_2,
            unionRegisterSeq: null,
            type: "REGISTER_CANCELLED",
            actorMemberSeq: session.memberSeq,
            detail: {},
          },
        ],
        manual,
      );
    } finally {
      await manual.close();
    }
  }, 90_000);

  it("REGISTER_REJECTED: a conversion that finds rows in error cancels the request and says how many", async () => {
    // Its own app: union 2 of the shared one holds a confirmed register by now.
    const fresh = await createTestApp();
    try {
      const session = await signInSupervisor(fresh.app);
      const since = await lastAuditSeq(fresh);
      const rows = rowsOf(generateOwners(3));
      rows[1] = { ...rows[1], 생년월일: "19701" };
      const body = multipartFile("명부.xlsx", await fillTemplate(rows));
      const uploaded = await fresh.app.inject({
        method: "POST",
        url: `${registers(UNION_2)}/files`,
        headers: { ...session.auth, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const rejected = await waitFor(
        async () => {
          const current = await fileStatus(fresh, session);
          return current.status === "CANCEL" && current;
        },
        { timeoutMs: 30_000, what: "the conversion to be rejected" },
      );
      expect(rejected.errors.length).toBeGreaterThan(0);
      const [upload, ...rest] = await eventsSince(fresh, since);
      expect(upload?.type).toBe("REGISTER_UPLOADED");
      expect(rest).toEqual([
        {
          unionSeq: UNION_2,
          unionRegisterSeq: null,
          type: "REGISTER_REJECTED",
          actorMemberSeq: session.memberSeq,
          detail: { fileSeq: upload?.detail.fileSeq, errorCount: rejected.errors.length },
        },
      ]);
      asserted.add("REGISTER_REJECTED");
    } finally {
      await fresh.close();
    }
  }, 90_000);
});

/** The kinds written by the register's services: each `type` of a `writeAudit(...)` call in this folder. */
function kindsWritten(): string[] {
  const kinds = new Set<string>();
  for (const file of fs.readdirSync(import.meta.dirname)) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const source = fs.readFileSync(path.join(import.meta.dirname, file), "utf8");
    for (const call of source.matchAll(/writeAudit\(\w+, \{([\s\S]*?)\n\s*\}\);/g)) {
      const typeLine = /^\s*type:(.*)$/m.exec(call[1] ?? "")?.[1] ?? "";
      for (const kind of typeLine.matchAll(/"([A-Z]+(?:_[A-Z]+)+)"/g)) kinds.add(kind[1]!);
    }
  }
  return [...kinds].sort();
}

describe("register audit event kinds", () => {
  it("every kind the services write is asserted above", () => {
    const written = kindsWritten();
    expect(written.length).toBeGreaterThanOrEqual(13);
    expect([...asserted].sort()).toEqual(written);
  });
});
