import {
  CONSENT_SEND_SMS_TITLE,
  isValidManualPhone,
  CONSENT_SEND_MESSAGES as M,
  normalizePhone,
  type SendConsentResult,
  type SmsRecipientInput,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import type { Actor } from "../../platform/access";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { listCallerRows } from "../sms/sms.repository";
import { sendSms } from "../sms/sms.service";
import { assertSameUnion, consentOf } from "./consent-lookup";
import { sendCandidateRows } from "./consent-recipients.repository";
import { consentUrlOf } from "./consents.mapper";
import type { ConsentRow } from "./consents.repository";

type Candidate = Awaited<ReturnType<typeof sendCandidateRows>>[number];

const SEOUL_TIME = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
const seoulTime = (at: Date) => SEOUL_TIME.format(at).replace("T", " ");

/** The text every recipient gets: the consent's title, its period and the owners' link on the public site. */
export function consentSmsText(consent: ConsentRow, publicBaseUrl: string) {
  const end = consent.endedAt ? seoulTime(consent.endedAt) : "미정";
  return [
    `[전자 동의서] ${consent.title}`,
    `제출 기간: ${seoulTime(consent.startedAt)} ~ ${end}`,
    "아래 주소에서 본인 확인 후 동의서를 제출해 주세요.",
    `${publicBaseUrl}${consentUrlOf(consent.linkCode)}`,
  ].join("\n");
}

type Sorted = {
  recipients: SmsRecipientInput[];
  skippedStatusCount: number;
  skippedContactCount: number;
  skippedNoPhoneCount: number;
};

/**
 * Who 일괄 발송 texts (spec 02 §4): NOT_SUBMITTED recipients who are not PUBLIC. An owner with an agent is
 * texted on the agent's phone; otherwise on the main phone, unless the owner gave no contact consent
 * (연락 동의): a bulk send never includes them, as the SMS slice's 전체 선택 never does. A number that is
 * not 9 to 12 digits is no phone.
 */
export function sortSendCandidates(rows: Candidate[]): Sorted {
  const sorted: Sorted = { recipients: [], skippedStatusCount: 0, skippedContactCount: 0, skippedNoPhoneCount: 0 };
  for (const row of rows) {
    if (row.status !== "NOT_SUBMITTED" || row.ownerType === "PUBLIC") {
      sorted.skippedStatusCount++;
      continue;
    }
    const agentPhone = normalizePhone(row.agentPhoneNo ?? "");
    const ownPhone = normalizePhone(row.mainPhone.phoneNo);
    const isAgent = isValidManualPhone(agentPhone);
    if (!isAgent && ownPhone && !row.mainPhone.isContactAllowed) {
      sorted.skippedContactCount++;
      continue;
    }
    const phoneNo = isAgent ? agentPhone : ownPhone;
    if (!isValidManualPhone(phoneNo)) {
      sorted.skippedNoPhoneCount++;
      continue;
    }
    sorted.recipients.push({
      unionRegisterSeq: row.unionRegisterSeq,
      name: isAgent ? (row.agentName ?? row.name) : row.name,
      phoneNo,
      isAgent,
      isIncludedWithoutConsent: false,
    });
  }
  return sorted;
}

/**
 * 일괄 발송 (POST .../send): texts the consent's link to the chosen recipients (all when none are named)
 * through the SMS module's send, so the message appears in 문자 발송 내역, is charged through the ledger
 * like any SMS (once per Idempotency-Key) and is delivered by its jobs. Refused while the consent is not in
 * progress, when nobody is left to text, without an approved caller number, or when the balance is short.
 */
export async function sendConsent(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  consentSeq: number;
  recipientSeqs: number[] | null;
  named?: number;
  publicBaseUrl: string;
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: SendConsentResult) => Promise<void>;
}): Promise<SendConsentResult> {
  assertSameUnion(opts.named, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  if (consent.progressStatus !== "IN_PROGRESS") throw badRequest(M.notInProgress);
  const sorted = sortSendCandidates(await sendCandidateRows(opts.db, consent.consentSeq, opts.recipientSeqs));
  if (sorted.recipients.length === 0) throw badRequest(M.nothingToSend);
  const caller = (await listCallerRows(opts.db, opts.unionSeq)).find((c) => c.status === "C");
  if (!caller) throw badRequest(M.noCaller);
  const toResult = (sms: { smsId: number; totalCount: number; totalCost: number }): SendConsentResult => ({
    smsId: sms.smsId,
    sentCount: sms.totalCount,
    skippedStatusCount: sorted.skippedStatusCount,
    skippedContactCount: sorted.skippedContactCount,
    skippedNoPhoneCount: sorted.skippedNoPhoneCount,
    totalCost: sms.totalCost,
  });
  const sms = await sendSms({
    db: opts.db,
    jobs: opts.jobs,
    store: opts.store,
    actor: opts.actor,
    unionSeq: opts.unionSeq,
    input: {
      outgoingPhoneNo: caller.outgoingPhoneNo,
      sendType: "IMMEDIATE",
      scheduledAt: null,
      title: CONSENT_SEND_SMS_TITLE,
      message: consentSmsText(consent, opts.publicBaseUrl),
      recipients: sorted.recipients,
      imageCount: 0,
      fileSeqs: [],
    },
    uploads: [],
    idempotencyKey: opts.idempotencyKey,
    onCommit: opts.onCommit ? (tx, result) => opts.onCommit!(tx, toResult(result)) : undefined,
  });
  return toResult(sms);
}
