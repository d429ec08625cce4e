import { randomBytes } from "node:crypto";
import type { EvoteSendStatus } from "@johap/contracts";
import { inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client";
import type { TestApp } from "../../test/test-app";
import { addConsentOwners, type TestOwner } from "../consents/consents-test-support";
import { ageCodes, confirm, lastCodeTo, nextAddress } from "../consents/owner-consents-test-support";
import { unionRegisters } from "../register/register.table";
import type { MeetParticipant } from "./meet-lookup";
import { meetEvoteSends } from "./meetings.table";

/**
 * Register owners as addConsentOwners makes them, with the searchable main phone column filled as the register
 * service fills it (voters copy their phone from it).
 */
export async function addVoterOwners(db: Db, unionSeq: number, owners: TestOwner[], firstNo?: number) {
  const seqs = await addConsentOwners(db, unionSeq, owners, firstNo);
  await db
    .update(unionRegisters)
    .set({ mainPhoneNo: sql`${unionRegisters.mainPhone}->>'phoneNo'` })
    .where(inArray(unionRegisters.unionRegisterSeq, seqs));
  return seqs;
}

export const newLinkToken = () => randomBytes(18).toString("base64url");

/**
 * Ballot links of voters as the e-vote port stores them (one delivery each, SENT unless told): what the owner
 * pages open. Answers the tokens in the voters' order.
 */
export async function insertBallotLinks(
  db: Db,
  voters: MeetParticipant[],
  opts: { status?: EvoteSendStatus; kind?: "SEND" | "RESEND" | "ENCOURAGE" } = {},
) {
  const rows = voters.map((v) => ({
    meetSeq: v.meetSeq,
    meetParticipantSeq: v.meetParticipantSeq,
    kind: opts.kind ?? "SEND",
    status: opts.status ?? "SENT",
    phoneNo: v.phoneNo,
    linkToken: newLinkToken(),
    sentAt: new Date(),
    ...(opts.status === "CANCELLED" ? { cancelledAt: new Date() } : {}),
  }));
  if (rows.length) await db.insert(meetEvoteSends).values(rows);
  return rows.map((r) => r.linkToken);
}

export const identifyVoter = (t: TestApp, linkToken: string, body: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: "POST", url: `/v1/owner/meetings/${linkToken}/identity`, remoteAddress, payload: body });

/** Identity on a ballot link, the texted code, the owner token: `{authorization}` headers of the voter. */
export async function voterSession(t: TestApp, linkToken: string, who: { name: string; birth: string }, phone: string) {
  await ageCodes(t);
  const started = await identifyVoter(t, linkToken, who);
  expect(started.statusCode, started.body).toBe(200);
  const confirmed = await confirm(t, started.json().data.verificationId, await lastCodeTo(t, phone));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const token = confirmed.json().data.accessToken as string;
  return { authorization: `Bearer ${token}`, token };
}

export const voterCall = (
  t: TestApp,
  auth: { authorization: string },
  method: "GET" | "POST",
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: "192.0.2.88",
    headers: { authorization: auth.authorization, "user-agent": "VoterPhone/1.0" },
    ...(payload ? { payload } : {}),
  });
