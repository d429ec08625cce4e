import { EPOST_SERVICE_TYPE, EPOST_UNIT_COST, epostContactOf } from "@johap/contracts";
import { and, asc, eq } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { insertDocument, insertRecipients } from "../../modules/e-posts/e-posts.repository";
import { epostReference } from "../../modules/e-posts/e-posts.service";
import { electronicDocuments } from "../../modules/e-posts/e-posts.table";
import { dispatchDocument, trackRecipients } from "../../modules/e-posts/e-posts-delivery";
import { files } from "../../modules/files/files.table";
import { registerAgents, unionRegisters } from "../../modules/register/register.table";
import type { FileStore } from "../../platform/file-store";
import { debitUsage } from "../../platform/ledger";
import { KoreanPdf } from "../../platform/pdf/korean-pdf";
import { edocSimulator } from "../../providers/edoc/simulator";
import type { Db } from "../client";

const DAY = 24 * 3600 * 1000;

type Plan = {
  title: string;
  count: number;
  /** TEMP and READY are never sent; SCHEDULED waits; a number of days ago is when the post went out. */
  state: "TEMP" | "READY" | "SCHEDULED" | { sentDaysAgo: number };
};

/** One post in each state: a draft, a sendable one, a scheduled one, one on its way (2 days) and one over (10 days). */
const PLANS: Plan[] = [
  { title: "정관 변경 동의 요청 (작성 중)", count: 5, state: "TEMP" },
  { title: "제3차 정기총회 소집 통지", count: 12, state: "READY" },
  { title: "조합원 분담금 납부 안내", count: 20, state: "SCHEDULED" },
  { title: "관리처분계획 인가 통지", count: 30, state: { sentDaysAgo: 2 } },
  { title: "조합 설립 인가 안내", count: 25, state: { sentDaysAgo: 10 } },
];

async function demoNotice(title: string) {
  const pdf = await KoreanPdf.create({ title, footer: "한빛1구역 주택재개발정비사업조합" });
  pdf.title(title);
  pdf.paragraph(
    "조합원 여러분께 알려 드립니다. 본 문서는 전자 등기로 발송되며, 카카오톡으로 받으신 문서를 열람하신 뒤 확인 버튼을 눌러 주시기 바랍니다.",
  );
  pdf.fields([
    ["발송", "한빛1구역 주택재개발정비사업조합"],
    ["문의", "조합 사무실 02-1234-5678"],
  ]);
  return Buffer.from(await pdf.save());
}

/** Owners with a complete contact (theirs or their agent's), in register order, with the contact the post uses. */
async function contacts(db: Db, unionSeq: number, limit: number) {
  const rows = await db
    .select({
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      name: unionRegisters.name,
      birth: unionRegisters.birth,
      phoneNo: unionRegisters.mainPhoneNo,
      agentName: registerAgents.name,
      agentBirth: registerAgents.birth,
      agentPhoneNo: registerAgents.phoneNo,
    })
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(eq(unionRegisters.unionSeq, unionSeq))
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit * 3);
  return rows
    .flatMap((r) => {
      const contact = epostContactOf({
        name: r.name,
        phoneNo: r.phoneNo,
        birth: r.birth,
        agent:
          r.agentName === null ? null : { name: r.agentName, phoneNo: r.agentPhoneNo ?? "", birth: r.agentBirth ?? "" },
      });
      return contact ? [{ unionRegisterSeq: r.unionRegisterSeq, ...contact }] : [];
    })
    .slice(0, limit);
}

/**
 * Electronic registered posts of union 1 in every state (spec 04 §2.3). Sent ones were charged through the ledger
 * and handed to the built-in e-document service at their time, which has moved their recipients since (opened,
 * completed, expired or failed; failures refunded); the delivery feed keeps following the one still open.
 */
export async function seedDemoEposts(db: Db, unionSeq: number, loginId: string, store?: FileStore) {
  if (!store) return false;
  const [member] = await db.select().from(members).where(eq(members.loginId, loginId));
  if (!member) return false;
  const [existing] = await db
    .select({ id: electronicDocuments.electronicDocumentSeq })
    .from(electronicDocuments)
    .where(and(eq(electronicDocuments.unionSeq, unionSeq)))
    .limit(1);
  if (existing) return false;
  const people = await contacts(db, unionSeq, Math.max(...PLANS.map((p) => p.count)));
  if (people.length === 0) return false;
  const now = Date.now();
  for (const [index, plan] of PLANS.entries()) {
    const createdAt = new Date(typeof plan.state === "object" ? now - (plan.state.sentDaysAgo + 1) * DAY : now - DAY);
    const fileSeqs: number[] = [];
    if (plan.state !== "TEMP") {
      const bytes = await demoNotice(plan.title);
      const storageKey = `UNION_ELECTRONIC_DOCUMENT/demo/${unionSeq}-${index}.pdf`;
      await store.put(storageKey, bytes);
      const [file] = await db
        .insert(files)
        .values({
          unionSeq,
          uploadedBy: member.memberSeq,
          divisionCode: "UNION_ELECTRONIC_DOCUMENT",
          originalName: `${plan.title.replace(/\s+/g, "_")}.pdf`,
          contentType: "application/pdf",
          size: bytes.length,
          storageKey,
          status: "STORED",
          createdAt,
        })
        .returning();
      fileSeqs.push(file!.fileSeq);
    }
    const recipients = people.slice(0, plan.count);
    const isSent = typeof plan.state === "object";
    const sentAt = isSent ? new Date(now - (plan.state as { sentDaysAgo: number }).sentDaysAgo * DAY) : null;
    const scheduledAt = plan.state === "SCHEDULED" ? new Date(now + 3 * DAY) : null;
    const totalCost = EPOST_UNIT_COST * recipients.length;
    const charged = plan.state === "SCHEDULED" || isSent;
    const doc = await insertDocument(db, {
      unionSeq,
      title: plan.title,
      documentStatus: isSent ? "SENDING" : plan.state === "SCHEDULED" ? "SCHEDULED" : (plan.state as "TEMP" | "READY"),
      fileSeqs,
      isScheduled: scheduledAt !== null,
      scheduledAt,
      recipientCount: recipients.length,
      unitCost: charged ? EPOST_UNIT_COST : 0,
      totalCost: charged ? totalCost : 0,
      sendIdempotencyKey: charged ? `demo-e-post-${index}` : null,
      sendRequestedAt: charged ? (sentAt ?? new Date(now - DAY)) : null,
      sendRequestedBy: charged ? member.memberSeq : null,
      createdBy: member.memberSeq,
      createdAt,
    });
    const id = doc.electronicDocumentSeq;
    await insertRecipients(
      db,
      recipients.map((r) => ({ ...r, electronicDocumentSeq: id })),
    );
    if (charged) {
      await debitUsage(db, {
        unionSeq,
        amount: totalCost,
        serviceType: EPOST_SERVICE_TYPE,
        description: `전자 등기 발송 (${recipients.length}건)`,
        reference: epostReference(id),
        idempotencyKey: `e-post-usage:${id}`,
      }).catch(() => undefined);
    }
    if (sentAt) {
      // Handed over at its time; the service's clock then runs to now.
      const then = edocSimulator({ db, isInMaintenance: async () => false, now: () => sentAt });
      await dispatchDocument({ db, port: then, id, now: sentAt });
      await db.update(electronicDocuments).set({ sentAt }).where(eq(electronicDocuments.electronicDocumentSeq, id));
    }
  }
  await trackRecipients({ db, port: edocSimulator({ db, isInMaintenance: async () => false }) });
  return true;
}
