import { and, asc, eq, ne, sql } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { files } from "../../modules/files/files.table";
import { postCarrierItems, postRecipients, posts } from "../../modules/posts/posts.table";
import { unionRegisters } from "../../modules/register/register.table";
import type { FileStore } from "../../platform/file-store";
import { KoreanPdf } from "../../platform/pdf/korean-pdf";
import { POSTAL_REASONS, trackingNumberOf } from "../../providers/post/simulator";
import type { Db } from "../client";

const DAY = 24 * 3600 * 1000;
/** The billing demo history charged this post (its "post:demo-1" usage of 110,000 won and refund of 10,000). */
const LETTERS = 200;
const RETURNED = 8;
const UNDELIVERED = 12;

/**
 * A past post of union 1 (40 days ago, 일반 · 흑백 · 양면, 200 letters to register owners): 180 delivered, 8 returned
 * and 12 undelivered, their postage refunded, each letter with its registered-mail number and the carrier's moves
 * (so the tracking links answer). Its charge and refund are the billing seed's entries, so balances stay.
 */
/** The notice the demo post carried: a Korean PDF of a few pages. */
async function demoNotice(): Promise<{ bytes: Uint8Array; pages: number }> {
  const pdf = await KoreanPdf.create({ title: "정기총회 소집통지서", footer: "한빛1구역 주택재개발정비사업조합" });
  pdf.title("정기총회 소집통지서");
  pdf.paragraph(
    "조합원 여러분의 가정에 평안을 기원합니다. 우리 조합 정관에 따라 정기총회를 아래와 같이 소집하오니 참석하여 주시기 바랍니다.",
  );
  pdf.fields([
    ["일시", "토요일 오후 2시"],
    ["장소", "한빛빌딩 3층 대회의실"],
    ["안건", "제1호 2025년도 결산 승인의 건\n제2호 2026년도 예산 승인의 건\n제3호 정비사업 추진 경과 보고"],
  ]);
  for (const section of ["서면결의서 제출 안내", "대리인 참석 안내", "문의처"]) {
    pdf.ensure(10_000);
    pdf.heading(section);
    pdf.paragraph(
      "직접 참석이 어려우신 조합원께서는 동봉한 서면결의서를 작성하여 총회 전일까지 조합 사무실로 제출해 주십시오.",
    );
  }
  const bytes = await pdf.save();
  return { bytes, pages: pdf.doc.getPageCount() };
}

export async function seedDemoPosts(db: Db, unionSeq: number, loginId: string, store?: FileStore) {
  // The post's document must be readable (a resend prints it again): seeded only where files can be stored.
  if (!store) return false;
  const [member] = await db.select().from(members).where(eq(members.loginId, loginId));
  const owners = await db
    .select()
    .from(unionRegisters)
    .where(and(eq(unionRegisters.unionSeq, unionSeq), ne(sql`${unionRegisters.postAddress}->>'zipNo'`, "")))
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(LETTERS);
  if (owners.length < LETTERS) return false;
  const requestedAt = new Date(Date.now() - 40 * DAY);
  const at = (days: number, hour = 10) => new Date(requestedAt.getTime() + days * DAY + hour * 3600_000);
  const notice = await demoNotice();
  const storageKey = `POST/demo/${unionSeq}-notice.pdf`;
  await store.put(storageKey, Buffer.from(notice.bytes));
  const [guide] = await db
    .insert(files)
    .values({
      unionSeq,
      uploadedBy: member?.memberSeq ?? 0,
      divisionCode: "POST",
      originalName: "정기총회_소집통지서.pdf",
      contentType: "application/pdf",
      size: notice.bytes.byteLength,
      storageKey,
      status: "STORED",
      createdAt: requestedAt,
    })
    .returning();
  const [post] = await db
    .insert(posts)
    .values({
      unionSeq,
      senderName: "한빛1구역 주택재개발정비사업조합",
      senderPhoneNo: "0212345678",
      senderAddress: "서울특별시 중구 세종대로 110",
      senderDetailAddress: "한빛빌딩 3층",
      senderZipNo: "04524",
      postType: "COMMON",
      colorType: "BLACK_WHITE",
      flexType: "CROSS",
      documents: [
        { fileSeq: guide!.fileSeq, originName: guide!.originalName, pageCount: notice.pages, postFormSeq: null },
      ],
      pageCount: notice.pages + 1,
      sheetCount: Math.ceil((notice.pages + 1) / 2),
      postStatus: "COMPLETED",
      requestCount: LETTERS,
      sendQuantity: LETTERS,
      deliveredCount: LETTERS - RETURNED - UNDELIVERED,
      returnedCount: RETURNED,
      failedCount: UNDELIVERED,
      productionCost: 10_000,
      shippingCost: 100_000,
      totalCost: 110_000,
      refundedCost: 10_000,
      lettersStatus: "DONE",
      lettersMadeAt: at(1),
      requestedBy: member?.memberSeq ?? 0,
      requestedAt,
      sentAt: at(3),
      deliveredAt: at(6),
      idempotencyKey: "demo-post-1",
    })
    .returning();
  const rows = owners.map((owner, i) => {
    const status = i < RETURNED ? "RETURNED" : i < RETURNED + UNDELIVERED ? "UNDELIVERED" : "DELIVERED";
    const isDelivered = status === "DELIVERED";
    return {
      postSeq: post!.postSeq,
      unionRegisterSeq: owner.unionRegisterSeq,
      registerNo: owner.unionRegisterNoSub
        ? `${owner.unionRegisterNoMain}-${owner.unionRegisterNoSub}`
        : `${owner.unionRegisterNoMain}`,
      name: owner.name.slice(0, 10),
      phoneNo: owner.mainPhoneNo.replace(/\D/g, "").slice(0, 11),
      address: owner.postAddress.address,
      detailAddress: owner.postAddress.detailAddress,
      zipNo: owner.postAddress.zipNo,
      deliveryStatus: status as "RETURNED" | "UNDELIVERED" | "DELIVERED",
      failReason:
        status === "RETURNED"
          ? POSTAL_REASONS.returned
          : status === "UNDELIVERED"
            ? POSTAL_REASONS.unknownAddress
            : null,
      refundedCost: isDelivered ? 0 : 500,
      statusAt: at(isDelivered ? 5 : 6, 9 + (i % 8)),
      sentAt: at(3),
      deliveredAt: isDelivered ? at(5, 9 + (i % 8)) : null,
    };
  });
  const inserted = await db.insert(postRecipients).values(rows).returning();
  await db.insert(postCarrierItems).values(
    inserted.map((row) => {
      const trackingNo = trackingNumberOf(row.postRecipientSeq);
      const place = `${row.address.split(/\s+/).slice(0, 2).join(" ")} 우체국`;
      return {
        trackingNo,
        reference: row.postRecipientSeq,
        zipNo: row.zipNo,
        address: `${row.address} ${row.detailAddress}`.trim(),
        stage: row.deliveryStatus,
        outcome: row.deliveryStatus,
        outcomeReason: row.failReason,
        events: [
          { stage: "PRINTING" as const, at: at(1).toISOString(), place: "우편 제작 센터 (인쇄·봉입)" },
          { stage: "DISPATCHED" as const, at: at(3).toISOString(), place: "서울 우편집중국 (발송)" },
          { stage: row.deliveryStatus, at: (row.statusAt ?? at(5)).toISOString(), place },
        ],
        acceptedAt: at(1),
        nextStepAt: null,
        reportedStage: row.deliveryStatus,
      };
    }),
  );
  await db
    .update(postRecipients)
    .set({ trackingNo: sql`'6' || lpad(${postRecipients.postRecipientSeq}::text, 12, '0')` })
    .where(eq(postRecipients.postSeq, post!.postSeq));
  return true;
}
