import {
  isValidManualPhone,
  ONLINE_MEETING_MESSAGES as M,
  normalizePhone,
  ONLINE_LINK_SMS_TITLE,
  type OnlineLinkCost,
  type OnlineLinkResult,
  onlineLinkSmsText,
  type SmsRecipientInput,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import type { Actor } from "../../platform/access";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { listCallerRows } from "../sms/sms.repository";
import { quoteSms, sendSms } from "../sms/sms.service";
import { insertLinkSends, votersBySeqs } from "./online-meetings.repository";
import { onlineOf } from "./online-meetings.service";

type LinkCall = { db: Db; unionSeq: number; id: number; meetParticipantSeqs: number[]; publicBaseUrl: string };

/**
 * Who 온라인 총회 링크 발송 texts (spec 03 §2.3): the chosen voters, all NOT_ATTEND (others are refused), each on the
 * agent's phone when an agent is registered, else the voter's own. The link is the meeting's notice to its own
 * voters, so a number without 연락 동의 is still texted (isIncludedWithoutConsent), as the meeting's e-vote link is.
 */
async function linkRequest(opts: LinkCall) {
  const { online, meet } = await onlineOf(opts.db, opts.unionSeq, opts.id);
  if (online.serviceStatus !== "CREATED" || !online.accessCode) throw badRequest(M.notCreated);
  const seqs = [...new Set(opts.meetParticipantSeqs)];
  const voters = await votersBySeqs(opts.db, online.meetSeq, seqs);
  if (voters.length !== seqs.length) throw badRequest(M.linkNoTarget);
  if (voters.some((v) => v.attendanceCategory !== "NOT_ATTEND")) throw badRequest(M.linkOnlyNotAttend);
  const recipients: SmsRecipientInput[] = voters.map((v) => {
    const agentPhone = normalizePhone(v.agent?.phoneNo ?? "");
    const isAgent = isValidManualPhone(agentPhone);
    return {
      unionRegisterSeq: v.unionRegisterSeq,
      name: isAgent ? (v.agent?.name ?? v.name) : v.name,
      phoneNo: isAgent ? agentPhone : normalizePhone(v.phoneNo),
      isAgent,
      isIncludedWithoutConsent: true,
    };
  });
  if (recipients.some((r) => !isValidManualPhone(r.phoneNo))) throw badRequest(M.linkNoPhone);
  const caller = (await listCallerRows(opts.db, opts.unionSeq)).find((c) => c.status === "C");
  if (!caller) throw badRequest(M.linkNoCaller);
  const message = onlineLinkSmsText(meet.name, `${opts.publicBaseUrl}/m/o/${online.accessCode}`);
  const input = {
    outgoingPhoneNo: caller.outgoingPhoneNo,
    sendType: "IMMEDIATE" as const,
    scheduledAt: null,
    title: ONLINE_LINK_SMS_TITLE,
    message,
    recipients,
    imageCount: 0,
    fileSeqs: [],
  };
  return { online, voters, input };
}

/** The wizard's cost step: how many texts and what they cost, with the message they carry. */
export async function quoteLinks(opts: LinkCall & { store: FileStore }): Promise<OnlineLinkCost> {
  const { input } = await linkRequest(opts);
  const cost = await quoteSms({ db: opts.db, store: opts.store, unionSeq: opts.unionSeq, input, uploads: [] });
  return {
    totalCount: cost.totalCount,
    totalCost: cost.totalCost,
    unitCost: cost.unitCost,
    smsType: cost.smsType,
    title: input.title,
    message: input.message,
  };
}

/**
 * Sends the links through the SMS module (문자 발송 내역, charged through the ledger like any SMS, once per
 * Idempotency-Key, delivered by its jobs), recording each voter's link in the same transaction.
 */
export async function sendLinks(
  opts: LinkCall & {
    jobs: Jobs;
    store: FileStore;
    actor: Actor;
    idempotencyKey: string | null;
    onCommit?: (tx: Db, result: OnlineLinkResult) => Promise<void>;
  },
): Promise<OnlineLinkResult> {
  const { online, voters, input } = await linkRequest(opts);
  const toResult = (sms: { smsId: number; totalCount: number; totalCost: number }): OnlineLinkResult => ({
    smsId: sms.smsId,
    sentCount: sms.totalCount,
    totalCost: sms.totalCost,
  });
  const sms = await sendSms({
    db: opts.db,
    jobs: opts.jobs,
    store: opts.store,
    actor: opts.actor,
    unionSeq: opts.unionSeq,
    input,
    uploads: [],
    idempotencyKey: opts.idempotencyKey,
    onCommit: async (tx, result) => {
      await insertLinkSends(
        tx,
        voters.map((v) => ({
          onlineGeneralMeetingSeq: online.onlineGeneralMeetingSeq,
          meetParticipantSeq: v.meetParticipantSeq,
          smsMessageSeq: result.smsId,
          sentBy: opts.actor.memberSeq,
        })),
      );
      await opts.onCommit?.(tx, toResult(result));
    },
  });
  return toResult(sms);
}
