import { depositTotalOf } from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appendLedgerEntry } from "../../platform/ledger";
import { members, serviceMembers } from "../account/account.table";
import { updateCharge } from "./billing.repository";
import { confirmDeposit } from "./billing.service";
import { depositCharges } from "./billing.table";

const DAY = 24 * 3600 * 1000;

type DemoCharge = {
  requestAmount: number;
  requestedDaysAgo: number;
  outcome: { confirmedDaysAgo: number; invoice: "ISSUED" | "NONE" } | "CANCEL";
};

const CHARGES: DemoCharge[] = [
  { requestAmount: 1_500_000, requestedDaysAgo: 75, outcome: { confirmedDaysAgo: 74, invoice: "ISSUED" } },
  { requestAmount: 600_000, requestedDaysAgo: 21, outcome: { confirmedDaysAgo: 20, invoice: "NONE" } },
  { requestAmount: 300_000, requestedDaysAgo: 10, outcome: "CANCEL" },
];

/**
 * The charge and usage history of the first demo union: two confirmed charges (2,100,000), one
 * cancelled request, text and post usages with a partial refund. Its deposit balance stays 1,964,600
 * won, what the header shows in the demo.
 */
export async function seedDemoBilling(tx: Db, unionSeq: number, requesterServiceMemberId: number) {
  const [requester] = await tx
    .select({ memberSeq: members.memberSeq, name: members.name })
    .from(serviceMembers)
    .innerJoin(members, eq(members.memberSeq, serviceMembers.memberSeq))
    .where(eq(serviceMembers.serviceMemberId, requesterServiceMemberId));
  if (!requester) throw new Error("demo requester missing");
  const now = Date.now();
  const ago = (days: number, hour = 10) => new Date(now - days * DAY + (hour - 12) * 3600 * 1000);
  const entry = (
    days: number,
    kind: "USAGE" | "REFUND",
    serviceType: string,
    amount: number,
    description: string,
    reference: string,
  ) =>
    appendLedgerEntry(tx, {
      unionSeq,
      creditType: "DEPOSIT",
      kind,
      serviceType,
      amount,
      description,
      reference,
      idempotencyKey: `demo:${kind}:${days}`,
      createdAt: ago(days, 15),
    });
  for (const charge of CHARGES) {
    const [row] = await tx
      .insert(depositCharges)
      .values({
        unionSeq,
        requestAmount: charge.requestAmount,
        depositAmount: depositTotalOf(charge.requestAmount),
        depositorName: "한빛1구역조합",
        depositorPhoneNo: "0212345678",
        requesterMemberSeq: requester.memberSeq,
        requesterName: requester.name,
        requestedAt: ago(charge.requestedDaysAgo),
      })
      .returning();
    if (!row) throw new Error("demo charge insert failed");
    if (charge.outcome === "CANCEL") {
      await updateCharge(tx, row.seq, { status: "CANCEL", cancelledAt: ago(charge.requestedDaysAgo - 1) });
      continue;
    }
    if (charge.outcome.invoice === "ISSUED") {
      await updateCharge(tx, row.seq, {
        taxInvoiceStatus: "REQUEST",
        taxInvoiceEmail: "office@hanbit1.johap.example",
        taxInvoiceManagerName: "이사무",
        taxInvoiceManagerPhoneNo: "01098765432",
        taxInvoiceDepositAt: ago(charge.outcome.confirmedDaysAgo).toISOString().slice(0, 10),
        taxInvoiceIssueRequestAt: ago(charge.outcome.confirmedDaysAgo).toISOString().slice(0, 10),
        taxInvoiceRequestAt: ago(charge.requestedDaysAgo, 11),
      });
    }
    await confirmDeposit({ db: tx, depositChargeSeq: row.seq, at: ago(charge.outcome.confirmedDaysAgo, 14) });
    if (charge.requestedDaysAgo === 75) {
      await entry(60, "USAGE", "SMS", -35_400, "문자 발송 (LMS 708건)", "sms:demo-1");
      await entry(40, "USAGE", "POST", -110_000, "우편 발송 (일반 등기 200통)", "post:demo-1");
      await entry(39, "REFUND", "POST", 10_000, "우편 발송 실패 환불 (20통)", "post:demo-1");
    }
  }
}
