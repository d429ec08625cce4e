import { and, desc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { systemTexts } from "../../platform/system-texts/system-texts.table";
import type { Session, TestApp } from "../../test/test-app";
import { OWNER_CODE_REASON } from "../owner/owner.service";
import { multipartBody } from "../sms/sms-test-support";
import { ownerVerifications } from "./consents.table";
import { consentBody, consoleHeaders, DAY, startConsent } from "./consents-test-support";

/** The phones addConsentOwners gives every owner and every agent. */
export const OWNER_PHONE = "01012340000";
export const AGENT_PHONE = "01099990000";

/** Creates a consent of `unionRegisterSeqs` through the console and starts it; answers its seq and link. */
export async function openOwnerConsent(
  t: TestApp,
  session: Session,
  unionSeq: number,
  guide: number,
  unionRegisterSeqs: number[],
  over: Parameters<typeof consentBody>[2] = {},
) {
  const created = await t.app.inject({
    method: "POST",
    url: "/v2/electronic-consents",
    headers: consoleHeaders(session, unionSeq),
    payload: consentBody(guide, unionRegisterSeqs, over),
  });
  expect(created.statusCode, created.body).toBe(200);
  const { consentSeq, linkCode } = created.json().data as { consentSeq: number; linkCode: string };
  await startConsent(t.handle.db, consentSeq, 2 * DAY);
  return { consentSeq, linkCode };
}

/** The code in the newest identity text to `phone` (the outbox row the SMS port delivers). */
export async function lastCodeTo(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.handle.db
    .select({ text: systemTexts.text })
    .from(systemTexts)
    .where(and(eq(systemTexts.phoneNo, phone), eq(systemTexts.reason, OWNER_CODE_REASON)))
    .orderBy(desc(systemTexts.systemTextSeq))
    .limit(1);
  const code = /\[(\d{6})\]/.exec(row?.text ?? "")?.[1];
  if (!code) throw new Error(`no identity code texted to ${phone}`);
  return code;
}

/** Each caller its own address, so the per-address identity limit of one test does not reach another. */
let address = 1;
export const nextAddress = () => `198.51.100.${address++ % 250}`;

export const identify = (t: TestApp, linkCode: string, body: object, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: "POST",
    url: `/v1/owner/consents/${linkCode}/identity`,
    remoteAddress,
    payload: body,
  });

export const confirm = (t: TestApp, verificationId: string, code: string) =>
  t.app.inject({
    method: "POST",
    url: `/v1/owner/verifications/${verificationId}/confirm`,
    remoteAddress: nextAddress(),
    payload: { code },
  });

/** Moves every code sent so far two hours back: the resend wait and the hourly count no longer hold. */
export const ageCodes = (t: TestApp) =>
  t.handle.db.update(ownerVerifications).set({ createdAt: sql`${ownerVerifications.createdAt} - interval '2 hours'` });

/** Identity, the texted code, the owner token: `{authorization}` headers of the owner session. */
export async function ownerSession(t: TestApp, linkCode: string, who: { name: string; birth: string }, phone: string) {
  await ageCodes(t);
  const started = await identify(t, linkCode, who);
  expect(started.statusCode, started.body).toBe(200);
  const confirmed = await confirm(t, started.json().data.verificationId, await lastCodeTo(t, phone));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const token = confirmed.json().data.accessToken as string;
  return { authorization: `Bearer ${token}`, token };
}

export const ownerCall = (
  t: TestApp,
  auth: { authorization: string },
  method: "GET" | "POST",
  url: string,
  extra: { payload?: Buffer | object; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: "192.0.2.77",
    headers: { authorization: auth.authorization, "user-agent": "OwnerPhone/1.0", ...extra.headers },
    ...(extra.payload ? { payload: extra.payload } : {}),
  });

/** POST .../documents/{type} with one file part named `file`. */
export function uploadDocument(
  t: TestApp,
  auth: { authorization: string },
  linkCode: string,
  documentType: string,
  file: { name: string; type: string; bytes: Buffer },
) {
  const body = multipartBody({}, [{ field: "file", ...file }]);
  return ownerCall(t, auth, "POST", `/v1/owner/consents/${linkCode}/documents/${documentType}`, {
    payload: body.payload,
    headers: body.headers,
  });
}
