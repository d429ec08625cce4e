import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  setRegisterStatus,
  signInSupervisor,
  type TestApp,
  UNION_2,
} from "../../test/test-app";
import { waitFor, waitForJobsDone } from "../../test/wait-for";
import { generateOwners } from "./excel/register-excel.fixtures";
import { EXCEL_MESSAGES } from "./excel/register-excel-messages";
import { fillTemplate, rowsOf } from "./excel/register-excel-sheet.fixtures";
import { stopExcelThread } from "./excel/register-excel-thread";
import { CONVERT_JOB } from "./register-file.service";

let t: TestApp;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
});
afterAll(() => t.close());

const base = `/v1/unions/${UNION_2}/registers`;

function multipartFile(name: string, bytes: Buffer) {
  const boundary = "----johapregister";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (name: string, bytes: Buffer) => {
  const body = multipartFile(name, bytes);
  return t.app.inject({
    method: "POST",
    url: `${base}/files`,
    headers: { ...supervisor.auth, ...body.headers },
    payload: body.payload,
  });
};
const status = async () => (await t.app.inject({ url: `${base}/file-status`, headers: supervisor.auth })).json().data;

async function waitForStatus(expected: string[], timeoutMs = 20_000) {
  return waitFor(
    async () => {
      const current = await status();
      return expected.includes(current.status) && current;
    },
    { timeoutMs, what: `the register status ${expected.join(" or ")}` },
  );
}

describe("register upload and conversion", () => {
  it("starts at NONE and serves the template workbook", async () => {
    expect(await status()).toMatchObject({ status: "NONE", ownerCount: 0, errors: [] });
    const template = await t.app.inject({ url: `${base}/template`, headers: supervisor.auth });
    expect(template.statusCode).toBe(200);
    expect(template.headers["content-disposition"]).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.getWorksheet("조합원 명부")).toBeDefined();
  });

  it("refuses a file that is not xlsx by content, changing nothing", async () => {
    const response = await upload("명부.xlsx", Buffer.from("%PDF-1.4 not a workbook"));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/xlsx/);
    expect((await status()).status).toBe("NONE");
  });

  it("refuses a workbook over 20,000 rows at upload, changing nothing", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("조합원 명부");
    sheet.addRow(["본번", "부번", "성명"]);
    for (let i = 1; i <= 20_001; i++) sheet.addRow([i, null, `소유자${i}`]);
    const response = await upload("명부.xlsx", Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.json()).toMatchObject({ status: 400, message: "명부는 20,000행까지 업로드할 수 있습니다." });
    expect((await status()).status).toBe("NONE");
  });

  it.each([
    ["the template with its header row only", () => fillTemplate([])],
    [
      "a workbook without any row",
      async () => {
        const workbook = new ExcelJS.Workbook();
        workbook.addWorksheet("조합원 명부");
        return Buffer.from(await workbook.xlsx.writeBuffer());
      },
    ],
  ])("refuses %s at upload with 등록할 소유자가 없습니다., storing and queuing nothing", async (_, build) => {
    const count = async (sql: string) => (await t.handle.executeSql(sql, [UNION_2])).rows[0] as { n: number };
    const filesBefore = await count("select count(*)::int as n from files where union_seq = $1");
    const jobsBefore = await t.handle.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'register.convert'",
      [],
    );
    const response = await upload("명부.xlsx", await build());
    expect(response.json()).toMatchObject({ status: 400, message: "등록할 소유자가 없습니다." });
    expect(await status()).toMatchObject({ status: "NONE", fileSeq: null, ownerCount: 0 });
    expect(await count("select count(*)::int as n from files where union_seq = $1")).toEqual(filesBefore);
    expect(
      (await t.handle.executeSql("select count(*)::int as n from pgboss.job where name = 'register.convert'", [])).rows,
    ).toEqual(jobsBefore.rows);
  });

  it("reports rows in error without loading anything, then accepts a corrected file", async () => {
    const owners = generateOwners(5);
    const rows = rowsOf(owners);
    rows[0] = { ...rows[0], 생년월일: "19701" };
    const bad = await upload("명부.xlsx", await fillTemplate(rows));
    expect(bad.statusCode).toBe(200);
    const failed = await waitForStatus(["CANCEL"]);
    expect(failed.ownerCount).toBe(0);
    expect(failed.errors[0]).toMatchObject({ row: 2, column: "생년월일", message: "생년월일을 확인해 주세요." });
  });

  it("rolls back the owners already loaded when a row past the first thousand is in error", async () => {
    // The last sheet row is the last owner's second property: its birth date contradicts the first row's.
    const rows = rowsOf(generateOwners(1_100));
    const last = rows.length - 1;
    rows[last] = { ...rows[last], 생년월일: "19701" };
    await upload("명부.xlsx", await fillTemplate(rows));
    const failed = await waitForStatus(["CANCEL", "CONVEY"], 60_000);
    expect(failed).toMatchObject({ status: "CANCEL", ownerCount: 0 });
    expect(failed.errors).toEqual([
      { row: last + 2, column: "생년월일", message: "같은 일련번호의 첫 행과 생년월일 값이 다릅니다." },
    ]);
    const loaded = await t.handle.executeSql("select count(*)::int as n from union_registers where union_seq = $1", [
      UNION_2,
    ]);
    expect(loaded.rows).toEqual([{ n: 0 }]);
  });

  it("never answers a cancel that the conversion then overrides", async () => {
    await upload("명부.xlsx", await fillTemplate(rowsOf(generateOwners(1_100))));
    await waitForStatus(["REGISTERING", "CONVEY"], 60_000);
    const cancel = await t.app.inject({
      method: "PATCH",
      url: `${base}/file-status`,
      headers: supervisor.auth,
      payload: { status: "CANCEL" },
    });
    // Whatever the conversion job was doing when the cancel came, it has finished: a status it would set
    // over the cancel is there now.
    await waitForJobsDone(t, CONVERT_JOB, { timeoutMs: 60_000 });
    const settled = await waitForStatus(["CANCEL", "CONVEY"], 60_000);
    if (cancel.statusCode === 200) expect(settled).toMatchObject({ status: "CANCEL", ownerCount: 0 });
    else {
      // The load was under way: the cancel waited for it and found nothing left to cancel.
      expect(cancel.statusCode).toBe(409);
      expect(settled).toMatchObject({ status: "CONVEY", ownerCount: 1_100 });
    }
    expect(await status()).toMatchObject({ status: settled.status });
    await t.handle.executeSql("delete from union_registers where union_seq = $1", [UNION_2]);
    await setRegisterStatus(t, UNION_2, "NONE");
  });

  it("answers the status the upload set even when the job has converted before the answer", async () => {
    // On PostgreSQL the job's worker can pick the upload up before the request answers; here it always does.
    const send = t.jobs.send;
    t.jobs.send = async (name, data, options) => {
      const id = await send(name, data, options);
      await waitForStatus(["CONVEY", "CANCEL"]);
      return id;
    };
    try {
      const response = await upload("조합원_명부.xlsx", await fillTemplate(rowsOf(generateOwners(2))));
      expect(response.json().data).toMatchObject({ status: "REGISTER", ownerCount: 0, fileName: "조합원_명부.xlsx" });
      expect(await status()).toMatchObject({ status: "CONVEY", ownerCount: 2 });
    } finally {
      t.jobs.send = send;
    }
    await t.handle.executeSql("delete from union_registers where union_seq = $1", [UNION_2]);
    await setRegisterStatus(t, UNION_2, "NONE");
  });

  it("cancels at CONVEY before confirming: the upload's owners are removed, and the union uploads again", async () => {
    await upload("명부.xlsx", await fillTemplate(rowsOf(generateOwners(3))));
    expect(await waitForStatus(["CONVEY", "CANCEL"])).toMatchObject({ status: "CONVEY", ownerCount: 3 });
    const cancel = await t.app.inject({
      method: "PATCH",
      url: `${base}/file-status`,
      headers: supervisor.auth,
      payload: { status: "CANCEL" },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: "CANCEL", ownerCount: 0, errors: [] });
    const left = await t.handle.executeSql(
      `select (select count(*)::int from union_registers where union_seq = $1) as owners,
              (select count(*)::int from register_local_addresses where union_seq = $1) as addresses`,
      [UNION_2],
    );
    expect(left.rows).toEqual([{ owners: 0, addresses: 0 }]);
    const list = (await t.app.inject({ url: base, headers: supervisor.auth })).json();
    expect(list.data ?? []).toEqual([]);
    // Back where it was before the upload: the union uploads again.
    const again = await upload("명부.xlsx", await fillTemplate(rowsOf(generateOwners(2))));
    expect(again.statusCode).toBe(200);
    expect(await waitForStatus(["CONVEY", "CANCEL"])).toMatchObject({ status: "CONVEY", ownerCount: 2 });
    await t.handle.executeSql("delete from union_registers where union_seq = $1", [UNION_2]);
    await setRegisterStatus(t, UNION_2, "NONE");
  });

  it("converts the template filled with 50 owners to CONVEY, then confirms", async () => {
    const response = await upload("조합원_명부.xlsx", await fillTemplate(rowsOf(generateOwners(50))));
    expect(response.json().data.status).toBe("REGISTER");
    const again = await upload("조합원_명부.xlsx", await fillTemplate(rowsOf(generateOwners(2))));
    expect(again.statusCode).toBe(409);
    const converted = await waitForStatus(["CONVEY", "CANCEL"]);
    expect(converted.errors).toEqual([]);
    expect(converted).toMatchObject({ status: "CONVEY", ownerCount: 50 });
    const shared = (await t.app.inject({ url: `${base}?unionRegisterNo=4-1`, headers: supervisor.auth })).json().data;
    expect(shared[0]).toMatchObject({ shareType: "SHARE", isRepresentative: true });
    const confirm = await t.app.inject({
      method: "PATCH",
      url: `${base}/file-status`,
      headers: supervisor.auth,
      payload: { status: "CONFIRM" },
    });
    expect(confirm.json().data).toMatchObject({ status: "CONFIRM" });
    expect(confirm.json().data.confirmedAt).not.toBeNull();
  });

  it("refreshes the planner statistics after the load, none for the JSON columns", async () => {
    const JSON_COLUMNS = ["main_phone", "sub_phones", "real_address", "post_address", "attribute"];
    const statistics = async () =>
      (
        await t.handle.executeSql(
          "select tablename, attname from pg_stats where tablename in ('union_registers', 'register_local_addresses', 'register_owner_docs')",
          [],
        )
      ).rows as { tablename: string; attname: string }[];
    await waitFor(
      async () => (await statistics()).some((s) => s.tablename === "union_registers" && s.attname === "name"),
      { what: "the planner statistics after the conversion" },
    );
    const columns = (await statistics()).map((s) => `${s.tablename}.${s.attname}`);
    expect(columns).toEqual(expect.arrayContaining(["union_registers.union_seq", "register_local_addresses.dong"]));
    for (const column of [
      ...JSON_COLUMNS.map((c) => `union_registers.${c}`),
      "register_local_addresses.land_ownership",
      "register_local_addresses.building_ownership",
      "register_owner_docs.doc",
    ])
      expect(columns).not.toContain(column);
  });

  it("downloads the register honouring the filters and escaping formulas", async () => {
    const list = (await t.app.inject({ url: `${base}?pageSize=1`, headers: supervisor.auth })).json();
    const first = list.data[0];
    await t.app.inject({
      method: "PUT",
      url: `/v1/unions/${UNION_2}/activity-mappings`,
      headers: supervisor.auth,
      payload: [{ attributeCode: "attribute1", displayName: "비고", order: 0 }],
    });
    await t.app.inject({
      method: "PATCH",
      url: `${base}/activities`,
      headers: supervisor.auth,
      payload: { unionRegisterSeq: first.unionRegisterSeq, activity: { attribute1: "=SUM(1,2)" } },
    });
    const all = await t.app.inject({ url: `${base}/download`, headers: supervisor.auth });
    expect(all.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(all.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("조합원 명부 목록")!;
    expect(sheet.rowCount).toBe(51);
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    expect(headers).toContain("비고");
    const cells = (sheet.getRow(2).values as unknown[]).map((v) => String(v));
    expect(cells).toContain("'=SUM(1,2)");
    const filtered = await t.app.inject({
      url: `${base}/download?name=${encodeURIComponent(first.name.name)}`,
      headers: supervisor.auth,
    });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(filtered.rawPayload as unknown as ExcelJS.Buffer);
    expect(wb2.getWorksheet("조합원 명부 목록")!.rowCount).toBeLessThan(51);
  });
});

// Each test builds an app of its own: longer than the suite's 30 s on a busy machine.
describe("operator conversion when automatic approval is off", { timeout: 90_000 }, () => {
  /** An app without automatic approval, with union 2 back at NONE, and what the tests below do with it. */
  async function manualApp() {
    const manual = await createTestApp({ DEMO_AUTO_APPROVE: "0" });
    const session = await signInSupervisor(manual.app);
    await setRegisterStatus(manual, UNION_2, "NONE");
    const send = async () => {
      const body = multipartFile("명부.xlsx", await fillTemplate(rowsOf(generateOwners(3))));
      return manual.app.inject({
        method: "POST",
        url: `${base}/files`,
        headers: { ...session.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const read = async () =>
      (await manual.app.inject({ url: `${base}/file-status`, headers: session.auth })).json().data;
    const until = (done: () => Promise<boolean>, what: string) => waitFor(done, { timeoutMs: 30_000, what });
    const untilStatus = async (status: string) => {
      await until(async () => (await read()).status === status, `the register status ${status}`);
      return (await read()).status;
    };
    const convert = () =>
      manual.app.inject({
        method: "POST",
        url: `/ops/registers/${UNION_2}/convert`,
        headers: { "x-ops-token": manual.secrets.opsToken },
        payload: {},
      });
    /** Where the file store keeps the uploaded workbook. */
    const storedFile = async () => {
      const stored = await manual.handle.executeSql(
        "select f.storage_key from files f join register_file_status s on s.file_seq = f.file_seq where s.union_seq = $1",
        [UNION_2],
      );
      return path.join(manual.filesDir, (stored.rows[0] as { storage_key: string }).storage_key);
    };
    return { manual, session, send, read, until, untilStatus, convert, storedFile };
  }

  it("waits in REQUESTING, can be cancelled, and converts on the operator's command", async () => {
    const { manual, session, send, untilStatus, convert } = await manualApp();
    try {
      await send();
      expect(await untilStatus("REQUESTING")).toBe("REQUESTING");
      const cancelled = await manual.app.inject({
        method: "PATCH",
        url: `${base}/file-status`,
        headers: session.auth,
        payload: { status: "CANCEL" },
      });
      expect(cancelled.json().data.status).toBe("CANCEL");
      await send();
      expect(await untilStatus("REQUESTING")).toBe("REQUESTING");
      const ops = await convert();
      expect(ops.statusCode).toBe(200);
      expect(await untilStatus("CONVEY")).toBe("CONVEY");
      // Converted for the manager who uploaded it: the audit event and the owners name that manager.
      const converted = await manual.handle.executeSql(
        "select actor_member_seq from register_audit_events where union_seq = $1 and type = 'REGISTER_CONVERTED'",
        [UNION_2],
      );
      expect(converted.rows).toEqual([{ actor_member_seq: session.memberSeq }]);
    } finally {
      await manual.close();
    }
  });

  it("cancels with the reader's message when a process that did not read the upload finds it unreadable", async () => {
    const { manual, send, read, untilStatus, convert, storedFile } = await manualApp();
    try {
      await send();
      await untilStatus("REQUESTING");
      // A new thread has not kept the rows, as in another process or after a restart; the stored file is
      // no longer a workbook.
      await stopExcelThread();
      fs.writeFileSync(await storedFile(), "not a workbook");
      await convert();
      await untilStatus("CANCEL");
      expect(await read()).toMatchObject({
        status: "CANCEL",
        ownerCount: 0,
        errors: [{ row: 0, column: "", message: EXCEL_MESSAGES.notXlsx }],
      });
    } finally {
      await manual.close();
    }
  });

  it("goes back to REQUESTING when a conversion fails midway, and the job's retry converts it", async () => {
    const { manual, send, read, until, untilStatus, convert, storedFile } = await manualApp();
    try {
      await send();
      await untilStatus("REQUESTING");
      // The stored file goes missing: the conversion fails after REGISTERING.
      const file = await storedFile();
      fs.renameSync(file, `${file}.away`);
      await convert();
      const retrying = async () =>
        (
          await manual.handle.executeSql(
            "select count(*)::int as n from pgboss.job where name = 'register.convert' and state = 'retry'",
            [],
          )
        ).rows[0] as { n: number };
      await until(async () => (await retrying()).n === 1, "the conversion job's retry");
      expect(await read()).toMatchObject({ status: "REQUESTING", ownerCount: 0 });
      // The file is back before the retry (5 s later): the same job converts it.
      fs.renameSync(`${file}.away`, file);
      await untilStatus("CONVEY");
      expect(await read()).toMatchObject({ status: "CONVEY", ownerCount: 3 });
    } finally {
      await manual.close();
    }
  });
});
