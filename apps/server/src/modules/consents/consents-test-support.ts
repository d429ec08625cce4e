import type { CreateConsentBody } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
} from "../../test/test-app";
import { registerAgents, registerFileStatus, registerLocalAddresses, unionRegisters } from "../register/register.table";
import { multipartBody, PDF } from "../sms/sms-test-support";
import { electronicConsents } from "./consents.table";
import { advanceConsent } from "./consents-lifecycle";

export const CONSENTS_URL = "/v2/electronic-consents";
export const HOUR = 3600 * 1000;
export const DAY = 24 * HOUR;

export type TestOwner = {
  name: string;
  birth?: string;
  ownerType?: "PERSON" | "COMPANY" | "PUBLIC";
  shareType?: "SINGLE" | "SHARE";
  /** Land and building m² owned, and the apartment dong of the property. */
  land?: number;
  building?: number;
  apartmentDong?: string;
  buildingName?: string;
  agent?: { name: string; birth: string };
};

const LAND = {
  landCategory: null,
  utilization: null,
  acquiredAt: null,
  acquisitionPeriod: null,
  totalArea: null,
  incorporatedArea: null,
  portion: null,
  hasSurfaceRight: false,
};
const BUILDING = {
  isPermitted: true,
  unPermittedBuildingNo: null,
  buildingUsage: null,
  buildingStructure: null,
  floor: null,
  acquiredAt: null,
  acquisitionPeriod: null,
  useApprovedAt: null,
  totalArea: null,
  portion: null,
  associatedJibun: null,
};

/**
 * Register owners with one located property each (areas, apartment dong) and agents where given. A union
 * shows owners only once its register is converted or confirmed: one without a register is given a
 * confirmed one, as owners come to a union.
 */
export async function addConsentOwners(db: Db, unionSeq: number, owners: TestOwner[], firstNo = 7000) {
  await db
    .insert(registerFileStatus)
    .values({ unionSeq, status: "CONFIRM", confirmedAt: new Date() })
    .onConflictDoNothing({ target: registerFileStatus.unionSeq });
  const rows = await db
    .insert(unionRegisters)
    .values(
      owners.map((o, i) => ({
        unionSeq,
        unionRegisterNoMain: firstNo + i,
        name: o.name,
        birth: o.birth ?? "",
        ownerType: o.ownerType ?? "PERSON",
        shareType: o.shareType ?? "SINGLE",
        mainPhone: { phoneNo: "01012340000", isContactAllowed: true },
        realAddress: { city: "서울특별시", gu: "중구", dong: "태평로1가", jibun: "31", address: "", detailAddress: "" },
        postAddress: { address: "서울특별시 중구 세종대로 110", detailAddress: "", zipNo: "04524" },
      })),
    )
    .returning({ unionRegisterSeq: unionRegisters.unionRegisterSeq });
  await db.insert(registerLocalAddresses).values(
    owners.map((o, i) => ({
      unionRegisterSeq: rows[i]!.unionRegisterSeq,
      unionSeq,
      city: "서울특별시",
      dong: "한빛동",
      jibun: `${100 + i}`,
      apartmentDong: o.apartmentDong ?? "",
      landOwnership: o.land === undefined ? null : { ...LAND, ownedArea: o.land },
      buildingOwnership:
        o.building === undefined ? null : { ...BUILDING, ownedArea: o.building, buildingName: o.buildingName ?? null },
    })),
  );
  const agents = owners.flatMap((o, i) => (o.agent ? [{ ...o.agent, seq: rows[i]!.unionRegisterSeq }] : []));
  if (agents.length) {
    await db.insert(registerAgents).values(
      agents.map((a) => ({
        unionSeq,
        unionRegisterSeq: a.seq,
        relationType: "FAMILY",
        name: a.name,
        birth: a.birth,
        gender: "M",
        phoneNo: "01099990000",
      })),
    );
  }
  return rows.map((r) => r.unionRegisterSeq);
}

export const consoleHeaders = (session: Session, unionSeq: number) => ({
  ...session.auth,
  "union-seq": String(unionSeq),
});

export type ConsoleApp = { t: TestApp; member: Session; supervisor: Session; owners: number[] };

/**
 * What the console API tests of consents and meetings start from: the app on a fresh database, the demo member
 * and the supervisor signed in, and `owners` added to union 1's register (numbered from `firstNo`).
 */
export async function openConsoleApp(
  owners: TestOwner[],
  firstNo?: number,
  env: Record<string, string> = {},
): Promise<ConsoleApp> {
  const t = await createTestApp(env);
  const member = await signInMember(t.app);
  const supervisor = await signInSupervisor(t.app);
  return { t, member, supervisor, owners: await addConsentOwners(t.handle.db, UNION_1, owners, firstNo) };
}

export type ConsoleRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: object;
  session: Session;
  /** Union 1 unless told. */
  unionSeq?: number;
  /** The Idempotency-Key of a paid call. */
  key?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/** A console call: the session's token and union header, the payload only when there is one. */
export const consoleCall = (t: TestApp, r: ConsoleRequest) =>
  t.app.inject({
    method: r.method ?? "GET",
    url: r.url,
    ...(r.remoteAddress ? { remoteAddress: r.remoteAddress } : {}),
    headers: {
      ...consoleHeaders(r.session, r.unionSeq ?? UNION_1),
      ...(r.key ? { "idempotency-key": r.key } : {}),
      ...r.headers,
    },
    ...(r.payload ? { payload: r.payload } : {}),
  });

/** Uploads a guide PDF (division CONSENT) through POST /v1/files; answers its fileSeq. */
export async function uploadGuide(t: TestApp, session: Session, unionSeq: number) {
  const body = multipartBody({ divisionCode: "CONSENT" }, [
    { name: "안내자료.pdf", type: "application/pdf", bytes: PDF },
  ]);
  const response = await t.app.inject({
    method: "POST",
    url: "/v1/files",
    headers: { ...consoleHeaders(session, unionSeq), ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`guide upload failed: ${response.body}`);
  return response.json().data[0].fileSeq as number;
}

/** A valid create body: starts in an hour, ends in 8 days, template 1 (NORMAL). */
export const consentBody = (
  guideFileSeq: number,
  unionRegisterSeqs: number[],
  over: Partial<CreateConsentBody> = {},
): CreateConsentBody => ({
  templateSeq: 1,
  title: "재개발 정비계획 변경 동의서",
  content: "정비계획 변경에 동의합니다.",
  guideFileTitle: "정비계획 변경 안내",
  guideFileContent: "변경 내용 요약",
  guideFileSeq,
  startedAt: new Date(Date.now() + HOUR).toISOString(),
  endedAt: new Date(Date.now() + 8 * DAY).toISOString(),
  unionRegisterSeqs,
  ...over,
});

/** Moves a consent's start into the past (by `agoMs`) and lets the lifecycle take it IN_PROGRESS. */
export async function startConsent(db: Db, consentSeq: number, agoMs = 2 * DAY) {
  await db
    .update(electronicConsents)
    .set({ startedAt: new Date(Date.now() - agoMs) })
    .where(eq(electronicConsents.consentSeq, consentSeq));
  await advanceConsent(db, consentSeq);
}

export type ConsentApp = ConsoleApp & { guide: number };

/** openConsoleApp, and a guide PDF the member uploaded for union 1: what a consent is created with. */
export async function openConsentApp(
  owners: TestOwner[],
  firstNo?: number,
  env: Record<string, string> = {},
): Promise<ConsentApp> {
  const app = await openConsoleApp(owners, firstNo, env);
  return { ...app, guide: await uploadGuide(app.t, app.member, UNION_1) };
}

type ConsentRequest = {
  session: Session;
  guide: number;
  owners: number[];
  over?: Partial<CreateConsentBody>;
  /** What else every call carries (the caller's address, a user agent ...). */
  request?: Omit<ConsoleRequest, "method" | "url" | "payload" | "session">;
};

/** POST /v2/electronic-consents of `owners` (consentBody with `over`), expected to succeed; answers its data. */
export async function createConsent(t: TestApp, c: ConsentRequest) {
  const created = await consoleCall(t, {
    ...c.request,
    method: "POST",
    url: CONSENTS_URL,
    payload: consentBody(c.guide, c.owners, c.over),
    session: c.session,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data;
}

type RecipientRow = { recipientSeq: number; registers: { name: { name: string } } };

/**
 * A consent created as createConsent does and started `startedAgo` back (5 days unless told; 0 leaves it BEFORE);
 * answers it with its recipients by register number and a recipient's seq by owner name.
 */
export async function createStartedConsent(t: TestApp, c: ConsentRequest & { startedAgo?: number }) {
  const { consentSeq, linkCode } = (await createConsent(t, c)) as { consentSeq: number; linkCode: string };
  const startedAgo = c.startedAgo ?? 5 * DAY;
  if (startedAgo > 0) await startConsent(t.handle.db, consentSeq, startedAgo);
  const list = await consoleCall(t, {
    ...c.request,
    url: `${CONSENTS_URL}/${consentSeq}/recipients?pageSize=100`,
    session: c.session,
  });
  const recipients = list.json().data as RecipientRow[];
  const seqOf = (name: string) => recipients.find((r) => r.registers.name.name === name)!.recipientSeq;
  return { consentSeq, linkCode, recipients, seqOf };
}
