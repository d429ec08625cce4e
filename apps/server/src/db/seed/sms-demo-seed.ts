import type { SmsType } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { smsCallers, smsMessages, smsRecipients } from "../../modules/sms/sms.table";
import { appendLedgerEntry, refundUsage } from "../../platform/ledger";
import { simulatedResult } from "../../providers/sms/simulator";
import type { Db } from "../client";
import { mobile, personName, prng } from "./korean-names";

const DAY = 24 * 3600 * 1000;
const NO_FILES = {
  communicationFileSeq: null,
  attorneyFileSeq: null,
  businessFileSeq: null,
  employmentFileSeq: null,
  identityFileSeq: null,
};

type PastMessage = {
  key: string;
  smsType: SmsType;
  unitCost: number;
  title: string;
  message: string;
  daysAgo: number;
  recipients: number;
  /** Charged by the billing demo history (its "sms:demo-1" usage of 35,400 won), not here. */
  isChargedByBillingSeed: boolean;
  cancelled: boolean;
};

/**
 * Past messages: the LMS of 708 recipients the billing demo history charges, and a scheduled message
 * that was cancelled (charged and refunded here, so the balances stay what the billing seed makes them).
 */
const PAST: PastMessage[] = [
  {
    key: "demo-1",
    smsType: "LMS",
    unitCost: 50,
    title: "정기총회 개최 안내",
    message:
      "[한빛1구역 주택재개발정비사업조합] 정기총회 안내\n\n안녕하세요, 한빛1구역 주택재개발정비사업조합입니다.\n정기총회를 아래와 같이 개최하오니 조합원 여러분의 많은 참석 바랍니다.\n\n■ 일시: 토요일 오후 2시\n■ 장소: 한빛빌딩 3층 대회의실\n\n직접 참석이 어려우신 분은 서면결의서를 제출해 주시기 바랍니다.\n\n감사합니다.",
    daysAgo: 60,
    recipients: 708,
    isChargedByBillingSeed: true,
    cancelled: false,
  },
  {
    key: "demo-2",
    smsType: "SMS",
    unitCost: 20,
    title: "",
    message: "[한빛1구역] 조합 사무실 운영시간이 평일 9시~18시로 변경됩니다.",
    daysAgo: 12,
    recipients: 120,
    isChargedByBillingSeed: false,
    cancelled: true,
  },
];

/** Caller numbers (two approved, one pending) and past messages with settled recipients for a demo union. */
export async function seedDemoSms(tx: Db, unionSeq: number, loginId: string) {
  const [member] = await tx.select().from(members).where(eq(members.loginId, loginId));
  const createdBy = member?.memberSeq ?? 0;
  const now = Date.now();
  await tx.insert(smsCallers).values([
    {
      unionSeq,
      outgoingPhoneNo: "0212345678",
      name: "한빛1구역 주택재개발정비사업조합",
      emergencyPhoneNo: "01012345678",
      status: "C",
      files: NO_FILES,
      createdBy,
      createdAt: new Date(now - 90 * DAY),
      approvedAt: new Date(now - 88 * DAY),
    },
    {
      unionSeq,
      outgoingPhoneNo: "01012345678",
      name: "김조합",
      emergencyPhoneNo: "01012345678",
      status: "C",
      files: NO_FILES,
      createdBy,
      createdAt: new Date(now - 60 * DAY),
      approvedAt: new Date(now - 59 * DAY),
    },
    {
      unionSeq,
      outgoingPhoneNo: "0212345679",
      name: "이사무",
      emergencyPhoneNo: "01098765432",
      status: "W",
      files: NO_FILES,
      createdBy,
      createdAt: new Date(now - 1 * DAY),
    },
  ]);
  const r = prng(4031);
  for (const past of PAST) {
    const requestedAt = new Date(now - past.daysAgo * DAY);
    const sentAt = past.cancelled ? null : new Date(requestedAt.getTime() + 2_000);
    const completedAt = past.cancelled ? null : new Date(requestedAt.getTime() + 45_000);
    const people = Array.from({ length: past.recipients }, () => {
      let phoneNo = mobile(r);
      while (phoneNo.endsWith("0000")) phoneNo = mobile(r);
      return { name: personName(r), phoneNo, ...simulatedResult(phoneNo) };
    });
    const totalCost = past.unitCost * past.recipients;
    const [sms] = await tx
      .insert(smsMessages)
      .values({
        unionSeq,
        outgoingPhoneNo: "0212345678",
        smsType: past.smsType,
        sendType: past.cancelled ? "SCHEDULE" : "IMMEDIATE",
        sendStatus: past.cancelled ? "CANCEL" : "COMPLETE",
        title: past.title,
        message: past.message,
        scheduledAt: past.cancelled ? new Date(requestedAt.getTime() + 3 * DAY) : null,
        requestedAt,
        sentAt,
        completedAt,
        recipientCount: past.recipients,
        successCount: past.cancelled ? 0 : past.recipients,
        failCount: 0,
        unitCost: past.unitCost,
        totalCost,
        refundedCost: past.cancelled ? totalCost : 0,
        requestedBy: createdBy,
        idempotencyKey: past.key,
      })
      .returning();
    const smsId = sms!.smsId;
    for (let i = 0; i < people.length; i += 1000) {
      await tx.insert(smsRecipients).values(
        people.slice(i, i + 1000).map((p) => ({
          smsId,
          name: p.name,
          phoneNo: p.phoneNo,
          sendStatus: past.cancelled ? ("CANCEL" as const) : ("COMPLETE" as const),
          sendResult: past.cancelled ? null : p.sendResult,
          failReason: past.cancelled ? null : p.failReason,
          sentAt,
          completedAt,
        })),
      );
    }
    if (past.isChargedByBillingSeed) continue;
    await appendLedgerEntry(tx, {
      unionSeq,
      creditType: "DEPOSIT",
      kind: "USAGE",
      serviceType: "SMS",
      amount: -totalCost,
      description: `문자 발송 (${past.smsType} ${past.recipients}건)`,
      reference: `sms:${smsId}`,
      idempotencyKey: `sms:${past.key}#DEPOSIT`,
      createdAt: requestedAt,
    });
    if (past.cancelled) {
      await refundUsage(tx, {
        unionSeq,
        amount: totalCost,
        serviceType: "SMS",
        description: `문자 예약 취소 환불 (${past.smsType} ${past.recipients}건)`,
        reference: `sms:${smsId}`,
        idempotencyKey: `sms:${smsId}:cancel`,
      });
    }
  }
}
