import { ERROR_CODES, PROMOTION_MESSAGES as M, PROMOTION_ERROR_CODES, type PromotionUser } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemTexts } from "../../platform/system-texts/system-texts.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { insertMeet, type MeetFixture, setVoter } from "../meetings/meetings-test-support";
import { promotionSessions, promotionUsers } from "./promotion.table";

let t: TestApp;
let member: Session;
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  const people = Array.from({ length: 6 }, (_, i) => ({ name: `홍보${i + 1}`, birth: `1972040${i + 1}` }));
  ({ t, member, supervisor, owners } = await openConsoleApp(people, 8900));
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH";
const call = (method: Method, url: string, payload?: object, session: Session = supervisor, unionSeq = UNION_1) =>
  consoleCall(t, { method, url, payload, session, unionSeq });
let meetNo = 0;
const newMeet = (over: Partial<MeetFixture> = {}) =>
  insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, name: `홍보 총회 ${++meetNo}`, ...over });
const users = (meetSeq: number) => `/v1/meets/${meetSeq}/promotion-users`;
const register = (meetSeq: number, body: object) => call("POST", users(meetSeq), body);
const head = async (meetSeq: number, name: string, phoneNo: string) => {
  const response = await register(meetSeq, { name, phoneNo });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.promotionUserSeq as number;
};
const userRow = async (seq: number) =>
  (await t.handle.db.select().from(promotionUsers).where(eq(promotionUsers.promotionUserSeq, seq)))[0]!;
/** The password the account text carried. */
const textedPassword = async (seq: number) => {
  const texts = await t.handle.db
    .select()
    .from(systemTexts)
    .where(eq(systemTexts.reason, `promotion:${seq}:account`));
  const last = texts.at(-1)!;
  return { text: last.text, phoneNo: last.phoneNo, password: /임시 비밀번호: (\S+)/.exec(last.text)![1]! };
};
const signIn = (id: string, password: string) =>
  t.app.inject({ method: "POST", url: "/v1/promotion/sign-in", payload: { id, password } });
const asPromotion = (token: string, method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe("GET /v1/promotion-meets", () => {
  it("lists the union's meetings with head and manager counts, filters and pages; Excel with the filters", async () => {
    const a = await newMeet({ method: "ONSITE_ELECTRONIC" });
    const b = await newMeet({ method: "ELECTRONIC" });
    await head(a.meetSeq, "김팀장", "01011110001");
    await head(a.meetSeq, "이팀장", "01011110002");
    await register(a.meetSeq, { name: "박담당", phoneNo: "01011110003", position: "PROM" });
    await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 0, unionRegisterSeqs: [], name: "다른 조합 총회" });

    const all = await call("GET", "/v1/promotion-meets?pageSize=100");
    expect(all.statusCode).toBe(200);
    const rows = all.json().data as { meetSeq: number; name: string }[];
    expect(rows.some((r) => r.name === "다른 조합 총회")).toBe(false);
    const rowA = rows.find((r) => r.meetSeq === a.meetSeq);
    expect(rowA).toMatchObject({
      name: a.meet.name,
      meetType: "REGULAR",
      meetMethod: "ONSITE_ELECTRONIC",
      meetStatus: "PROCESS",
      participantCount: owners.length,
      promotionHeadCount: 2,
      promotionManagerCount: 1,
    });
    expect(all.json().pagination.totalDataCount).toBe(rows.length);

    const byName = await call("GET", `/v1/promotion-meets?meetName=${encodeURIComponent(b.meet.name)}`);
    expect(byName.json().data.map((r: { meetSeq: number }) => r.meetSeq)).toEqual([b.meetSeq]);
    const byMethod = (await call("GET", "/v1/promotion-meets?meetMethod=ELECTRONIC&pageSize=100")).json().data;
    expect(byMethod.every((r: { meetMethod: string }) => r.meetMethod === "ELECTRONIC")).toBe(true);
    const special = await call("GET", "/v1/promotion-meets?meetType=SPECIAL");
    expect(special.json().data).toEqual([]);
    const past = await call("GET", "/v1/promotion-meets?startDate=2000-01-01&endDate=2000-12-31");
    expect(past.json().pagination.totalDataCount).toBe(0);
    const paged = await call("GET", "/v1/promotion-meets?pageSize=1&page=1");
    expect(paged.json().data).toHaveLength(1);

    const one = await call("GET", `/v1/promotion-meets/${a.meetSeq}`);
    expect(one.json().data).toEqual({ ...rowA, no: 1 });
    const foreign = (await call("GET", "/v1/promotion-meets?pageSize=1")).json().data[0].meetSeq as number;
    expect((await call("GET", `/v1/promotion-meets/${foreign + 100000}`)).statusCode).toBe(404);

    const excel = await call("GET", `/v1/promotion-meets/excel?meetMethod=ONSITE_ELECTRONIC`);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers["content-type"]).toContain("spreadsheetml");
    expect(decodeURIComponent(String(excel.headers["content-disposition"]))).toContain("홍보관리_");

    expect((await call("GET", `/v1/promotion-meets?unionSeq=${UNION_2}`)).statusCode).toBe(403);
    expect((await call("GET", "/v1/promotion-meets?meetMethod=PAPER")).statusCode).toBe(400);
  });
});

describe("promotion users", () => {
  it("registers a head with a generated id, reads and edits it; counts the voters assigned to it", async () => {
    const { meetSeq, seqs } = await newMeet();
    const seq = await head(meetSeq, "최팀장", "01022220001");
    await setVoter(t.handle.db, seqs[0]!, { promotionUserSeq: seq });
    await setVoter(t.handle.db, seqs[1]!, { promotionUserSeq: seq });

    // The voter shows the promotion user it is assigned to (promotionUser), in the voter list and the voter.
    const voter = await call("GET", `/v1/meets/${meetSeq}/participants/${seqs[0]}`);
    expect(voter.json().data.promotionUser).toEqual({ promotionUserSeq: seq, name: "최팀장" });
    const voters = (await call("GET", `/v1/meets/${meetSeq}/participants?pageSize=100`)).json().data as {
      meetParticipantSeq: number;
      promotionUser: unknown;
    }[];
    expect(voters.find((v) => v.meetParticipantSeq === seqs[1])?.promotionUser).toEqual({
      promotionUserSeq: seq,
      name: "최팀장",
    });
    expect(voters.find((v) => v.meetParticipantSeq === seqs[2])?.promotionUser).toBeNull();

    const detail = await call("GET", `${users(meetSeq)}/${seq}`);
    expect(detail.statusCode).toBe(200);
    const user = detail.json().data as PromotionUser;
    expect(user).toMatchObject({
      name: "최팀장",
      phoneNo: "01022220001",
      position: "HEAD",
      userStatus: "USE",
      assignedParticipantCount: 2,
      accountSentAt: null,
    });
    expect(user.id).toMatch(/^hp[a-z0-9]{6}$/);

    const list = await call("GET", `${users(meetSeq)}?position=HEAD&name=최`);
    expect(list.json().data.map((u: PromotionUser) => u.promotionUserSeq)).toEqual([seq]);
    expect((await call("GET", `${users(meetSeq)}?id=${user.id}`)).json().data).toHaveLength(1);
    expect((await call("GET", `${users(meetSeq)}?phoneNo=0000`)).json().data).toEqual([]);
    expect((await call("GET", `${users(meetSeq)}?position=PROM`)).json().data).toEqual([]);
    expect((await call("GET", `${users(meetSeq)}?userStatus=UNUSED`)).json().data).toEqual([]);
    const counts = await call("GET", `${users(meetSeq)}/counts`);
    expect(counts.json().data).toEqual({ headCount: 1, managerCount: 0, useCount: 1 });
    const excel = await call("GET", `${users(meetSeq)}/excel?position=HEAD`);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers["content-type"]).toContain("spreadsheetml");

    const edited = await call("PATCH", `${users(meetSeq)}/${seq}`, {
      name: "최수정",
      phoneNo: "01022229999",
      memo: "2동 담당",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: "최수정", phoneNo: "01022229999", memo: "2동 담당" });
    const other = await head(meetSeq, "정팀장", "01022220002");
    const clash = await call("PATCH", `${users(meetSeq)}/${other}`, { name: "정팀장", phoneNo: "01022229999" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.alreadyRegistered);
  });

  it.each([
    [{ phoneNo: "01033330001" }, M.required],
    [{ name: "", phoneNo: "01033330001" }, M.required],
    [{ name: "가나다라마바사아자차카", phoneNo: "01033330001" }, M.nameMax],
    [{ name: "홍팀장" }, M.required],
    [{ name: "홍팀장", phoneNo: "010-3333-0001" }, M.phoneInvalid],
    [{ name: "홍팀장", phoneNo: "010333300011" }, M.phoneInvalid],
    [{ name: "홍팀장", phoneNo: "0103333" }, M.phoneShort],
  ])("refuses %j with %s", async (body, message) => {
    const { meetSeq } = await newMeet();
    const response = await register(meetSeq, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const edit = await call("PATCH", `${users(meetSeq)}/1`, body);
    expect(edit.statusCode).toBe(400);
  });

  it("E03206: a head with a manager's phone is refused, then changed to head when confirmed", async () => {
    const { meetSeq } = await newMeet();
    const manager = await register(meetSeq, { name: "한담당", phoneNo: "01044440001", position: "PROM" });
    const managerSeq = manager.json().data.promotionUserSeq as number;

    const refused = await register(meetSeq, { name: "한팀장", phoneNo: "01044440001" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: PROMOTION_ERROR_CODES.ALREADY_MANAGER, message: M.alreadyManager });
    expect((await userRow(managerSeq)).position).toBe("PROM");

    const changed = await register(meetSeq, { name: "한팀장", phoneNo: "01044440001", isChangeToHead: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ promotionUserSeq: managerSeq, isChangedToHead: true });
    expect(await userRow(managerSeq)).toMatchObject({ position: "HEAD", name: "한팀장" });

    const again = await register(meetSeq, { name: "한팀장", phoneNo: "01044440001" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ERROR_CODES.CONFLICT, message: M.alreadyHead });
  });

  it("a manager may name its head, not another meeting's", async () => {
    const { meetSeq } = await newMeet();
    const other = await newMeet();
    const headSeq = await head(meetSeq, "윤팀장", "01055550001");
    const foreignHead = await head(other.meetSeq, "남팀장", "01055550002");
    const ok = await register(meetSeq, {
      name: "윤담당",
      phoneNo: "01055550003",
      position: "PROM",
      headPromotionUserSeq: headSeq,
    });
    expect(ok.statusCode).toBe(200);
    expect((await userRow(ok.json().data.promotionUserSeq)).headPromotionUserSeq).toBe(headSeq);
    const refused = await register(meetSeq, {
      name: "윤담당2",
      phoneNo: "01055550004",
      position: "PROM",
      headPromotionUserSeq: foreignHead,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.headNotFound);
  });

  it("registers and sends accounts only while the meeting is BEFORE or PROCESS", async () => {
    const before = await newMeet({ status: "BEFORE" });
    await head(before.meetSeq, "오팀장", "01066660001");
    for (const status of ["COUNTING", "COMPLETE"] as const) {
      const { meetSeq } = await newMeet({ status });
      const response = await register(meetSeq, { name: "오팀장", phoneNo: "01066660002" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(M.notOpen);
    }
    const { meetSeq: closed } = await newMeet({ status: "COMPLETE" });
    const [closedUser] = await t.handle.db
      .insert(promotionUsers)
      .values({
        unionSeq: UNION_1,
        meetSeq: closed,
        loginId: "hpclosed1",
        name: "마감",
        phoneNo: "01066660003",
        position: "HEAD",
      })
      .returning();
    const send = await call("POST", `${users(closed)}/account/send`, {
      promotionUserSeqs: [closedUser!.promotionUserSeq],
    });
    expect(send.statusCode).toBe(400);
    expect(send.json().message).toBe(M.notOpen);
  });
});

describe("accounts, sign-in and histories", () => {
  it("texts an id and a temporary password (argon2id), signs in, lists assigned voters, records both histories", async () => {
    const { meetSeq, seqs } = await newMeet();
    const seq = await head(meetSeq, "서팀장", "01077770001");
    const managerSeq = (
      await register(meetSeq, { name: "서담당", phoneNo: "01077770002", position: "PROM", headPromotionUserSeq: seq })
    ).json().data.promotionUserSeq as number;
    await setVoter(t.handle.db, seqs[0]!, { promotionUserSeq: seq });
    await setVoter(t.handle.db, seqs[1]!, { promotionUserSeq: managerSeq });

    const none = await call("POST", `${users(meetSeq)}/account/send`, { promotionUserSeqs: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.noneSelected);

    const sent = await call("POST", `${users(meetSeq)}/account/send`, { promotionUserSeqs: [seq] });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ sentCount: 1 });
    const row = await userRow(seq);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.accountSentAt).not.toBeNull();
    const texted = await textedPassword(seq);
    expect(texted.phoneNo).toBe("01077770001");
    expect(texted.text).toContain(`아이디: ${row.loginId}`);
    expect(texted.password).toHaveLength(10);
    expect(row.passwordHash).not.toContain(texted.password);

    const wrong = await signIn(row.loginId, "wrong-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.badCredentials);
    const unknown = await signIn("hpnobody", "x");
    expect(unknown.statusCode).toBe(401);

    const signedIn = await signIn(row.loginId, texted.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.accessToken as string;
    expect(signedIn.json().data).toMatchObject({ promotionUserSeq: seq, meetSeq, position: "HEAD" });

    const me = await asPromotion(token, "GET", "/v1/promotion/me");
    expect(me.json().data).toMatchObject({ id: row.loginId, meetSeq });
    const voters = await asPromotion(token, "GET", "/v1/promotion/participants");
    expect(voters.statusCode).toBe(200);
    const assigned = voters.json().data as Record<string, unknown>[];
    expect(assigned.map((v) => v.meetParticipantSeq).sort()).toEqual([seqs[0], seqs[1]].sort());
    for (const voter of assigned) {
      expect(Object.keys(voter).sort()).toEqual(
        ["attendExpectedType", "meetParticipantSeq", "name", "phoneNo", "unionRegisterNo"].sort(),
      );
    }

    const out = await asPromotion(token, "POST", "/v1/promotion/sign-out");
    expect(out.statusCode).toBe(200);
    expect((await asPromotion(token, "GET", "/v1/promotion/me")).statusCode).toBe(401);

    const connections = await call("GET", `/v1/meets/${meetSeq}/connection-histories?promotionUserSeq=${seq}`);
    expect(connections.statusCode).toBe(200);
    expect(connections.json().data.map((h: { actionType: string }) => h.actionType)).toEqual([
      "LOGOUT",
      "LOGIN",
      "LOGIN_FAIL",
    ]);
    expect(connections.json().data[0]).toMatchObject({ id: row.loginId, name: "서팀장", position: "HEAD" });
    const executions = await call("GET", `/v1/meets/${meetSeq}/execution-histories`);
    expect(executions.json().data).toEqual([
      expect.objectContaining({ promotionUserSeq: seq, menu: "담당 선거인", message: "담당 선거인 목록 조회 (2명)" }),
    ]);
    const paged = await call("GET", `/v1/meets/${meetSeq}/connection-histories?pageSize=1&page=1`);
    expect(paged.json()).toMatchObject({ data: [{ actionType: "LOGIN" }], pagination: { totalDataCount: 3 } });
  });

  it("only USE rows can be sent; UNUSED (one or by PATCH account) ends the sessions; a re-send does too", async () => {
    const { meetSeq } = await newMeet();
    const a = await head(meetSeq, "구팀장", "01088880001");
    const b = await head(meetSeq, "도팀장", "01088880002");
    await call("POST", `${users(meetSeq)}/account/send`, { promotionUserSeqs: [a, b] });
    const loginA = (await userRow(a)).loginId;
    const tokenA = (await signIn(loginA, (await textedPassword(a)).password)).json().data.accessToken as string;
    expect((await asPromotion(tokenA, "GET", "/v1/promotion/me")).statusCode).toBe(200);

    const unused = await call("PATCH", `${users(meetSeq)}/account`, { promotionUserSeqs: [a], userStatus: "UNUSED" });
    expect(unused.json().data).toEqual({ updatedCount: 1 });
    expect((await asPromotion(tokenA, "GET", "/v1/promotion/me")).statusCode).toBe(401);
    const refused = await call("POST", `${users(meetSeq)}/account/send`, { promotionUserSeqs: [a, b] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.notUsable);
    expect((await signIn(loginA, (await textedPassword(a)).password)).statusCode).toBe(401);

    const loginB = (await userRow(b)).loginId;
    const tokenB = (await signIn(loginB, (await textedPassword(b)).password)).json().data.accessToken as string;
    await call("POST", `${users(meetSeq)}/account/send`, { promotionUserSeqs: [b] });
    expect((await asPromotion(tokenB, "GET", "/v1/promotion/me")).statusCode).toBe(401);
    const live = await t.handle.db
      .select()
      .from(promotionSessions)
      .where(and(eq(promotionSessions.promotionUserSeq, b)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const back = await call("PATCH", `${users(meetSeq)}/${a}`, {
      name: "구팀장",
      phoneNo: "01088880001",
      userStatus: "USE",
    });
    expect(back.json().data.userStatus).toBe("USE");
    expect(
      (await call("PATCH", `${users(meetSeq)}/account`, { promotionUserSeqs: [], userStatus: "USE" })).json().message,
    ).toBe(M.noneSelected);
  });

  it("a promotion account opens no staff, owner or ballot route", async () => {
    const { meetSeq } = await newMeet();
    const seq = await head(meetSeq, "문팀장", "01099990001");
    await call("POST", `${users(meetSeq)}/account/send`, { promotionUserSeqs: [seq] });
    const token = (await signIn((await userRow(seq)).loginId, (await textedPassword(seq)).password)).json().data
      .accessToken as string;
    const routes = t.app.routeTable.filter(
      (r) => !["public", "promotion", "ops"].includes(r.access.kind) && r.method !== "HEAD" && r.method !== "OPTIONS",
    );
    const ballotRoutes = routes.filter((r) => /vote|ballot|candidate|result|receipt/.test(r.url));
    expect(ballotRoutes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const url = route.url
        .replace(":meetSeq", String(meetSeq))
        .replace(/:[A-Za-z]+/g, "1")
        .replace("/*", "/x");
      const response = await t.app.inject({
        method: route.method as "GET",
        url,
        headers: { authorization: `Bearer ${token}`, "union-seq": String(UNION_1) },
        payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().data, `${route.method} ${route.url}`).toBeUndefined();
    }
    // The token still opens its own routes.
    expect((await asPromotion(token, "GET", "/v1/promotion/me")).statusCode).toBe(200);
    // A staff token opens none of the promotion account's routes.
    const staff = await t.app.inject({
      url: "/v1/promotion/participants",
      headers: { authorization: supervisor.auth.authorization },
    });
    expect(staff.statusCode).toBe(401);
  });
});

describe("permissions and another union", () => {
  it("another union's meeting is not found on every meeting route of promotion", async () => {
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 0, unionRegisterSeqs: [] });
    const [foreign] = await t.handle.db
      .insert(promotionUsers)
      .values({
        unionSeq: UNION_2,
        meetSeq: other.meetSeq,
        loginId: "hpforeign",
        name: "남의",
        phoneNo: "01012120001",
        position: "HEAD",
      })
      .returning();
    const base = users(other.meetSeq);
    const calls: [Method, string, object?][] = [
      ["GET", `/v1/promotion-meets/${other.meetSeq}`],
      ["GET", base],
      ["GET", `${base}/counts`],
      ["GET", `${base}/excel`],
      ["GET", `${base}/${foreign!.promotionUserSeq}`],
      ["PATCH", `${base}/${foreign!.promotionUserSeq}`, { name: "바꿈", phoneNo: "01012120002" }],
      ["POST", base, { name: "새팀장", phoneNo: "01012120003" }],
      ["POST", `${base}/account/send`, { promotionUserSeqs: [foreign!.promotionUserSeq] }],
      ["PATCH", `${base}/account`, { promotionUserSeqs: [foreign!.promotionUserSeq], userStatus: "UNUSED" }],
      ["GET", `/v1/meets/${other.meetSeq}/connection-histories`],
      ["GET", `/v1/meets/${other.meetSeq}/execution-histories`],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().data).toBeUndefined();
    }
    expect(await userRow(foreign!.promotionUserSeq)).toMatchObject({
      name: "남의",
      userStatus: "USE",
      passwordHash: null,
    });
    // A user of this meeting named under another meeting of the union is not found either.
    const mine = await newMeet();
    const seq = await head(mine.meetSeq, "고팀장", "01012120004");
    const elsewhere = await newMeet();
    expect((await call("GET", `${users(elsewhere.meetSeq)}/${seq}`)).statusCode).toBe(404);
    expect(
      (await call("POST", `${users(elsewhere.meetSeq)}/account/send`, { promotionUserSeqs: [seq] })).statusCode,
    ).toBe(404);
  });

  it("needs menu M1006: without it every promotion call is 403", async () => {
    const { meetSeq } = await newMeet();
    await withoutMenu(t, member, UNION_1, "M1006", async () => {
      for (const url of ["/v1/promotion-meets", users(meetSeq), `/v1/meets/${meetSeq}/connection-histories`]) {
        const response = await call("GET", url, undefined, member);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
      }
      expect((await call("POST", users(meetSeq), { name: "권한", phoneNo: "01013130001" }, member)).statusCode).toBe(
        403,
      );
    });
    expect((await t.app.inject({ url: "/v1/promotion-meets" })).statusCode).toBe(401);
  });
});
