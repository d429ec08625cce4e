import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client";
import type { TestApp } from "../../test/test-app";
import { ageCodes, confirm, lastCodeTo, nextAddress } from "../consents/owner-consents-test-support";
import { onlineGeneralMeetings } from "./online-meetings.table";

export const newAccessCode = () => randomBytes(9).toString("base64url");

/**
 * An online meeting as the console leaves it once created and its stream info made (what the attendees' link
 * opens): CREATED, BROADCASTING unless told, the online vote PENDING unless told.
 */
export async function insertOnlineMeeting(
  db: Db,
  meet: { meetSeq: number; unionSeq: number },
  over: Partial<typeof onlineGeneralMeetings.$inferInsert> = {},
) {
  const accessCode = newAccessCode();
  const [row] = await db
    .insert(onlineGeneralMeetings)
    .values({
      meetSeq: meet.meetSeq,
      unionSeq: meet.unionSeq,
      serviceStatus: "CREATED",
      confirmedAt: new Date(),
      createdAt: new Date(),
      accessCode,
      channelId: `ch-${accessCode}`,
      playUrl: `/streams/${accessCode}/index.m3u8`,
      streamingStatus: "BROADCASTING",
      startAt: new Date(),
      voteStatus: "PENDING",
      ...over,
    })
    .returning();
  return row!;
}

export const setOnline = (db: Db, seq: number, values: Partial<typeof onlineGeneralMeetings.$inferInsert>) =>
  db.update(onlineGeneralMeetings).set(values).where(eq(onlineGeneralMeetings.onlineGeneralMeetingSeq, seq));

/** The attendees' answers are cached per process for ONLINE_READ_CACHE_MS (1.5 s): wait it out after a change. */
export const afterCache = () => new Promise((resolve) => setTimeout(resolve, 1_600));

export const identifyAttendee = (t: TestApp, accessCode: string, body: object, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: "POST",
    url: `/v1/owner/online-meetings/${accessCode}/identity`,
    remoteAddress,
    payload: body,
  });

/** Identity on the viewer link, the texted code, the owner token (scope ONLINE): `{authorization}` headers. */
export async function attendeeSession(
  t: TestApp,
  accessCode: string,
  who: { name: string; birth: string },
  phone: string,
) {
  await ageCodes(t);
  const started = await identifyAttendee(t, accessCode, who);
  expect(started.statusCode, started.body).toBe(200);
  const confirmed = await confirm(t, started.json().data.verificationId, await lastCodeTo(t, phone));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const token = confirmed.json().data.accessToken as string;
  return { authorization: `Bearer ${token}`, token };
}

export const attendeeCall = (
  t: TestApp,
  auth: { authorization: string },
  method: "GET" | "POST",
  path: string,
  accessCode: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/v1/owner/online-meetings/${accessCode}${path}`,
    remoteAddress: "192.0.2.99",
    headers: { authorization: auth.authorization, "user-agent": "ViewerPhone/1.0" },
    ...(payload ? { payload } : {}),
  });
