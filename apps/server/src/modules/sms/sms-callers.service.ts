import {
  CALLER_FILE_FIELDS,
  type CallerFileField,
  type CreateSmsCallerBodySchema,
  SMS_MESSAGES as M,
} from "@johap/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest, conflict, notFound } from "../../platform/errors";
import type { Jobs } from "../../platform/jobs";
import type { OperatorPolicy, OperatorStepJob } from "../../platform/operator-policy";
import { sendSystemText } from "../../platform/system-texts/system-texts";
import { verifyPassword } from "../session/session.service";
import { toSmsCaller } from "./sms.mapper";
import {
  deleteCallerRows,
  findCallerByNumber,
  findFilesOfUnion,
  insertCaller,
  listCallerRows,
  lockCaller,
  updateCallerStatus,
} from "./sms.repository";

export const CALLER_APPROVE_JOB = "sms.caller-approve";
/** The operator's approval of a caller number (automatic in the demo). */
export const CALLER_APPROVAL_STEP: OperatorStepJob<{ smsCallerSeq: number }> = {
  step: "caller-number",
  queue: CALLER_APPROVE_JOB,
  singletonKey: (data) => `caller-${data.smsCallerSeq}`,
};
/** Delay of the simulated operator review when DEMO_AUTO_APPROVE is on. */

type CreateCallerInput = z.output<typeof CreateSmsCallerBodySchema>;
const formatPhone = (no: string) =>
  no.replace(/^(02|0\d{2})(\d{3,4})(\d{4})$/, "$1-$2-$3").replace(/^(1\d{3})(\d{4})$/, "$1-$2");

export async function listCallers(opts: { db: Db; unionSeq: number }) {
  return (await listCallerRows(opts.db, opts.unionSeq)).map(toSmsCaller);
}

/** Registers a caller number with its documents (files of division CALLING_NUMBER); status W until approved. */
export async function createCaller(opts: {
  db: Db;
  jobs: Jobs;
  actor: Actor;
  unionSeq: number;
  body: CreateCallerInput;
  operator: OperatorPolicy;
}) {
  const { db, unionSeq, body } = opts;
  if (await findCallerByNumber(db, unionSeq, body.outgoingPhoneNo)) throw conflict(M.callerDuplicate);
  const fileSeqs = Object.fromEntries(CALLER_FILE_FIELDS.map((f) => [f, body[f] ?? null])) as Record<
    CallerFileField,
    number | null
  >;
  const given = Object.values(fileSeqs).filter((v): v is number => v != null);
  const found = await findFilesOfUnion(db, unionSeq, given);
  if (found.length !== new Set(given).size || found.some((f) => f.divisionCode !== "CALLING_NUMBER")) {
    throw badRequest(M.callerFileType);
  }
  const row = await insertCaller(db, {
    unionSeq,
    outgoingPhoneNo: body.outgoingPhoneNo,
    name: body.name,
    emergencyPhoneNo: body.emergencyPhoneNo,
    status: "W",
    files: fileSeqs,
    createdBy: opts.actor.memberSeq,
  });
  await opts.operator.request(opts.jobs, CALLER_APPROVAL_STEP, { smsCallerSeq: row.smsCallerSeq });
  return toSmsCaller(row);
}

/**
 * The operator's review (npm run ops -- caller approve|reject <id>, or the demo's delayed job):
 * sets the status and texts the emergency contact in the same transaction.
 */
export async function reviewCaller(opts: { db: Db; smsCallerSeq: number; approve: boolean }) {
  return inTransaction(opts.db, async (tx) => {
    const caller = await lockCaller(tx, opts.smsCallerSeq);
    if (!caller) throw notFound(M.callerNotFound);
    if (caller.status !== "W") return toSmsCaller(caller);
    const updated = await updateCallerStatus(tx, caller.smsCallerSeq, opts.approve ? "C" : "R", new Date());
    await sendSystemText(tx, {
      phoneNo: caller.emergencyPhoneNo,
      text: opts.approve
        ? `[조합 OMS] 발신번호 ${formatPhone(caller.outgoingPhoneNo)} 등록이 승인되었습니다. 이제 문자 발송에 사용할 수 있습니다.`
        : `[조합 OMS] 발신번호 ${formatPhone(caller.outgoingPhoneNo)} 등록이 반려되었습니다. 서류를 확인해 다시 신청해 주세요.`,
      reason: opts.approve ? "SMS_CALLER_APPROVED" : "SMS_CALLER_REJECTED",
    });
    return toSmsCaller(updated ?? caller);
  });
}

/** Deletes callers of the union after checking the signed-in member's password. */
export async function deleteCallers(opts: {
  db: Db;
  actor: Actor;
  unionSeq: number;
  smsCallerSeqs: number[];
  password: string;
}) {
  await verifyPassword({ db: opts.db, actor: opts.actor, memberSeq: opts.actor.memberSeq, password: opts.password });
  const deleted = await deleteCallerRows(opts.db, opts.unionSeq, opts.smsCallerSeqs);
  if (deleted.length === 0) throw notFound(M.callerNotFound);
  return { smsCallerSeqs: deleted.map((d) => d.smsCallerSeq) };
}
