import zlib from "node:zlib";
import { and, eq, like } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../platform/file-store";
import { ledgerEntries } from "../../platform/ledger.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { addConsentOwners, consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { zipFiles } from "./meet-certificates.zip";
import { makeResultCertificate } from "./meet-certificates-make";
import { meetResults } from "./meet-results.table";
import { meets } from "./meetings.table";
import { castElectronicVote, insertMeet, MEET_PASSWORD, setVoter, THREE_OWNERS } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let admin: Session;
let owners: number[];

beforeAll(async () => {
  ({ t, member, supervisor: admin, owners } = await openConsoleApp(THREE_OWNERS, 9900));
});
afterAll(() => t.close());

type Call = { method?: "GET" | "POST"; payload?: object; session?: Session; key?: string };
const call = (url: string, opts: Call = {}) =>
  consoleCall(t, {
    method: opts.method ?? (opts.payload ? "POST" : "GET"),
    url,
    payload: opts.payload,
    session: opts.session ?? admin,
    key: opts.key,
  });

const HOUR = 3600_000;
/** The app's own store (the test app keeps files under `filesDir`). */
const storeOf = () => localFileStore(t.filesDir, t.secrets.fileUrlSecret);

/**
 * A completed meeting: 홍길동 was sent, opened and voted electronically, 김영희 was sent and opened, 이철수 was
 * never sent a link.
 */
async function completed(method: "ELECTRONIC" | "ONSITE" | "ONSITE_ELECTRONIC" = "ELECTRONIC", name?: string) {
  const made = await insertMeet(t.handle.db, {
    unionSeq: UNION_1,
    method,
    status: "COMPLETE",
    unionRegisterSeqs: owners,
    name,
  });
  const sent = new Date(Date.now() - 5 * HOUR);
  await setVoter(t.handle.db, made.seqOf("홍길동"), {
    sentAt: sent,
    receivedAt: sent,
    openedAt: sent,
    evoteProgressStatus: "VOTED",
  });
  await castElectronicVote(t.handle.db, made.meetSeq, made.seqOf("홍길동"));
  await setVoter(t.handle.db, made.seqOf("김영희"), { sentAt: sent, openedAt: sent, evoteProgressStatus: "OPENED" });
  const completedAt = new Date(Date.now() - HOUR);
  await t.handle.db.update(meets).set({ completedAt }).where(eq(meets.meetSeq, made.meetSeq));
  return { ...made, completedAt };
}

const participants = async (meetSeq: number, type: string) => {
  const res = await call(`/v1/meets/${meetSeq}/certificates/participants?certificateType=${type}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { name: string; certificateIssuanceStatus: string; certificateFileSeq: number | null }[];
    pagination: { totalElements: number };
  };
};
const statusesOf = async (meetSeq: number, type: string) =>
  Object.fromEntries((await participants(meetSeq, type)).data.map((p) => [p.name, p.certificateIssuanceStatus]));
const usages = (meetSeq: number, what: string) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(like(ledgerEntries.reference, `meet:${meetSeq}:${what}%`), eq(ledgerEntries.kind, "USAGE")));

/** The names of a zip's entries, read from its central directory. */
function zipNames(bytes: Buffer) {
  const names: string[] = [];
  let at = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(at + 10);
  at = bytes.readUInt32LE(at + 16);
  for (let i = 0; i < count; i++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString("utf8"));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return names;
}

describe("GET /v1/certificate-meets and the password prompt", () => {
  it("lists the union's ended meetings by name and method, and checks the meeting password", async () => {
    const done = await completed("ELECTRONIC", "증명서 목록 전자총회");
    await completed("ONSITE", "증명서 목록 현장총회");
    await insertMeet(t.handle.db, {
      unionSeq: UNION_1,
      status: "PROCESS",
      name: "증명서 목록 진행총회",
      unionRegisterSeqs: owners,
    });
    const list = await call("/v1/certificate-meets?meetName=증명서 목록");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((m: { name: string }) => m.name)).toEqual([
      "증명서 목록 현장총회",
      "증명서 목록 전자총회",
    ]);
    const electronic = await call("/v1/certificate-meets?meetName=증명서 목록&meetMethod=ELECTRONIC");
    expect(electronic.json().data).toMatchObject([
      { meetSeq: done.meetSeq, meetStatus: "COMPLETE", participantCount: 3 },
    ]);
    const excel = await call("/v1/certificate-meets/excel?meetName=증명서 목록");
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe("PK");

    const url = `/v1/certificate-meets/${done.meetSeq}/password/verify`;
    expect((await call(url, { payload: { password: MEET_PASSWORD } })).json().data).toEqual({ verified: true });
    const wrong = await call(url, { payload: { password: "wrong-one" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("입력한 비밀번호가 일치하지 않습니다.");
  });
});

describe("certificates of a meeting: summary, voters, cost, charged request, zip download", () => {
  it("issues 유통 증명서 to the voters sent a link, charged once per Idempotency-Key, then zips the files", async () => {
    const { meetSeq, seqOf } = await completed();
    expect(await statusesOf(meetSeq, "DIST_CERT")).toEqual({ 홍길동: "ABLE", 김영희: "ABLE", 이철수: "UNABLE" });
    expect(await statusesOf(meetSeq, "ELEC_CERT")).toEqual({ 홍길동: "ABLE", 김영희: "ABLE", 이철수: "UNABLE" });
    expect(await statusesOf(meetSeq, "VOTE_CERT")).toEqual({ 홍길동: "ABLE", 김영희: "UNABLE", 이철수: "UNABLE" });

    const body = { certificateType: "DIST_CERT", meetParticipantSeqs: [seqOf("홍길동"), seqOf("김영희")] };
    const cost = await call(`/v1/meets/${meetSeq}/certificates/cost/calculate`, { payload: body });
    expect(cost.statusCode, cost.body).toBe(200);
    expect(cost.json().data).toEqual({ count: 2, unitCost: 1000, totalCost: 2000 });

    const first = await call(`/v1/meets/${meetSeq}/certificates`, { payload: body, key: `cert-${meetSeq}` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ requested: 2, totalCost: 2000 });
    const again = await call(`/v1/meets/${meetSeq}/certificates`, { payload: body, key: `cert-${meetSeq}` });
    expect(again.json()).toEqual(first.json());
    const charged = await usages(meetSeq, "certificate");
    expect(charged.reduce((sum, e) => sum + e.amount, 0)).toBe(-2000);
    expect(charged.every((e) => e.serviceType === "CERTIFICATE")).toBe(true);

    const made = await waitFor(
      async () => {
        const rows = (await participants(meetSeq, "DIST_CERT")).data.filter(
          (p) => p.certificateIssuanceStatus === "COMPLETE",
        );
        return rows.length === 2 ? rows : null;
      },
      { what: "two certificates made" },
    );
    const summary = await call(`/v1/meets/${meetSeq}/certificates/summary`);
    expect(summary.json().data).toMatchObject({
      certificateTypes: ["DIST_CERT", "VOTE_CERT", "ELEC_CERT"],
      DIST_CERT: { ableCount: 0, requestCount: 0, completeCount: 2, downloadCount: 0 },
      VOTE_CERT: { ableCount: 1, requestCount: 0, completeCount: 0, downloadCount: 0 },
      ONLINE: null,
      unitCost: 1000,
    });

    const repeat = await call(`/v1/meets/${meetSeq}/certificates`, { payload: body, key: `cert2-${meetSeq}` });
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json().message).toBe(
      "요청하신 증명서는 발급 신청 또는 다운로드가 불가능합니다. 가능한 선거인을 선택해주세요.",
    );

    const fileSeqs = made.map((p) => p.certificateFileSeq!);
    const zip = await call(`/v1/meets/${meetSeq}/certificates/download`, {
      payload: { certificateType: "DIST_CERT", fileSeqs },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(decodeURIComponent(String(zip.headers["content-disposition"]))).toMatch(/유통 증명서_\d{14}\.zip/);
    const names = zipNames(zip.rawPayload);
    expect(names).toHaveLength(2);
    expect(names.some((n) => n.includes("홍길동_유통 증명서"))).toBe(true);
    const counted = await call(`/v1/meets/${meetSeq}/certificates/summary`);
    expect(counted.json().data.DIST_CERT.downloadCount).toBe(2);

    const foreignFile = await call(`/v1/meets/${meetSeq}/certificates/download`, {
      payload: { certificateType: "VOTE_CERT", fileSeqs },
    });
    expect(foreignFile.statusCode).toBe(400);
  });

  it("refuses nobody selected, an UNABLE voter, a meeting not ended and a type the method does not offer", async () => {
    const { meetSeq, seqOf } = await completed();
    const none = await call(`/v1/meets/${meetSeq}/certificates`, {
      payload: { certificateType: "DIST_CERT", meetParticipantSeqs: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("발급 신청 또는 다운로드가 가능한 선거인을 선택해주세요.");
    const unable = await call(`/v1/meets/${meetSeq}/certificates/cost/calculate`, {
      payload: { certificateType: "VOTE_CERT", meetParticipantSeqs: [seqOf("김영희")] },
    });
    expect(unable.json().message).toBe(
      "요청하신 증명서는 발급 신청 또는 다운로드가 불가능합니다. 가능한 선거인을 선택해주세요.",
    );
    const badType = await call(`/v1/meets/${meetSeq}/certificates`, {
      payload: { certificateType: "ONLINE", meetParticipantSeqs: [seqOf("홍길동")] },
    });
    expect(badType.statusCode).toBe(400);

    const running = await insertMeet(t.handle.db, {
      unionSeq: UNION_1,
      method: "ELECTRONIC",
      status: "PROCESS",
      unionRegisterSeqs: owners,
    });
    const early = await call(`/v1/meets/${running.meetSeq}/certificates/cost/calculate`, {
      payload: { certificateType: "DIST_CERT", meetParticipantSeqs: [running.seqOf("홍길동")] },
    });
    expect(early.json().message).toBe("종료된 총회만 증명서를 발급할 수 있습니다.");

    const onsite = await completed("ONSITE");
    const notOffered = await call(`/v1/meets/${onsite.meetSeq}/certificates/participants?certificateType=DIST_CERT`);
    expect(notOffered.json().message).toBe("이 총회의 투표 방식에서는 발급할 수 없는 증명서입니다.");
    expect(await statusesOf(onsite.meetSeq, "ONLINE")).toEqual({
      홍길동: "UNAVAILABLE",
      김영희: "UNAVAILABLE",
      이철수: "UNAVAILABLE",
    });
    expect(await usages(meetSeq, "certificate")).toHaveLength(0);
  });

  it("answers 403 without write access to M1005 and 404 for another union's meeting", async () => {
    const { meetSeq, seqOf } = await completed();
    const body = { certificateType: "DIST_CERT", meetParticipantSeqs: [seqOf("홍길동")] };
    expect((await call(`/v1/meets/${meetSeq}/certificates`, { payload: body, session: member })).statusCode).toBe(403);
    expect(
      (
        await call(`/v1/meets/${meetSeq}/certificate-extensions`, {
          payload: { phoneNo: "01012345678" },
          session: member,
        })
      ).statusCode,
    ).toBe(403);
    const foreign = await addConsentOwners(t.handle.db, UNION_2, [{ name: "남의조합", birth: "19600101" }], 9950);
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, status: "COMPLETE", unionRegisterSeqs: foreign });
    expect((await call(`/v1/meets/${other.meetSeq}/certificates/summary`)).statusCode).toBe(404);
    expect(
      (await call(`/v1/meets/${other.meetSeq}/certificates/participants?certificateType=DIST_CERT`)).statusCode,
    ).toBe(404);
    expect(
      (await call(`/v1/meets/${other.meetSeq}/certificates`, { payload: { ...body, meetParticipantSeqs: other.seqs } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(`/v1/meets/${other.meetSeq}/certificates/download`, {
          payload: { certificateType: "DIST_CERT", fileSeqs: [1] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(`/v1/meets/${other.meetSeq}/certificate-extensions`, { payload: { phoneNo: "01012345678" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(`/v1/certificate-meets/${other.meetSeq}/password/verify`, { payload: { password: MEET_PASSWORD } }))
        .statusCode,
    ).toBe(404);
  });
});

describe("POST /v1/meets/{id}/certificate-extensions", () => {
  it("keeps the documents 5 more years, charged once per Idempotency-Key; refuses a bad phone", async () => {
    const { meetSeq, completedAt } = await completed();
    const url = `/v1/meets/${meetSeq}/certificate-extensions`;
    const empty = await call(url, { payload: { phoneNo: "" } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("연락처를 입력해주세요.");
    const short = await call(url, { payload: { phoneNo: "010123" } });
    expect(short.json().message).toBe("올바른 연락처를 입력해주세요.");
    const letters = await call(url, { payload: { phoneNo: "010-1234-5678" } });
    expect(letters.json().message).toBe("올바른 연락처를 입력해주세요.");

    const first = await call(url, { payload: { phoneNo: "01012345678" }, key: `ext-${meetSeq}` });
    expect(first.statusCode, first.body).toBe(200);
    const until = new Date(completedAt);
    until.setUTCFullYear(until.getUTCFullYear() + 10);
    expect(first.json().data).toEqual({
      documentStorageEndAt: until.toISOString(),
      documentStorageExtensionStatus: "EXTENDED",
      totalCost: 50000,
    });
    const again = await call(url, { payload: { phoneNo: "01012345678" }, key: `ext-${meetSeq}` });
    expect(again.json()).toEqual(first.json());
    const charged = await usages(meetSeq, "retention");
    expect(charged.reduce((sum, e) => sum + e.amount, 0)).toBe(-50000);

    const running = await insertMeet(t.handle.db, { unionSeq: UNION_1, status: "PROCESS", unionRegisterSeqs: owners });
    const early = await call(`/v1/meets/${running.meetSeq}/certificate-extensions`, {
      payload: { phoneNo: "01012345678" },
    });
    expect(early.json().message).toBe("종료된 총회만 증명서를 발급할 수 있습니다.");
  });
});

describe("the result certificate", () => {
  it("is made for a completed meeting with a confirmed result and carries the chain head; 생성 중 until then", async () => {
    const { meetSeq } = await completed();
    const before = await call(`/v1/meets/${meetSeq}/certificates/summary`);
    expect(before.json().data.meet.voteResultCertificateFilePath).toBeNull();
    expect(await makeResultCertificate({ db: t.handle.db, store: storeOf() }, meetSeq)).toBe(false);

    const hash = "ab".repeat(32);
    await t.handle.db.insert(meetResults).values({ meetSeq, chainIndex: 42, chainHeadHash: hash, summary: {} });
    expect(await makeResultCertificate({ db: t.handle.db, store: storeOf() }, meetSeq)).toBe(true);
    const after = await call(`/v1/meets/${meetSeq}/certificates/summary`);
    const path = after.json().data.meet.voteResultCertificateFilePath as string;
    expect(path).toMatch(/^\/v1\/files\?fileSeq=\d+$/);
    const pdf = await call(path);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await PDFDocument.load(pdf.rawPayload)).getSubject()).toContain(hash);
    expect(await makeResultCertificate({ db: t.handle.db, store: storeOf() }, meetSeq)).toBe(false);
  });
});

describe("zipFiles", () => {
  it("writes entries that inflate back to their bytes under UTF-8 names", () => {
    const data = Buffer.from("증명서 내용 %PDF");
    const zip = zipFiles([{ name: "1-0_홍길동_유통 증명서.pdf", data }]);
    expect(zipNames(zip)).toEqual(["1-0_홍길동_유통 증명서.pdf"]);
    const nameLength = zip.readUInt16LE(26);
    const packedSize = zip.readUInt32LE(18);
    const packed = zip.subarray(30 + nameLength, 30 + nameLength + packedSize);
    expect(zlib.inflateRawSync(packed).equals(data)).toBe(true);
    expect(zip.readUInt32LE(14)).toBe(zlib.crc32(data));
  });
});
