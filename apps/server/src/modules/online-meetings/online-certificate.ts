import { MEET_METHOD_LABELS, VIEWER_ATTENDANCE_LABELS, type ViewerAttendanceStatus } from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { sha256 } from "../../platform/evidence/evidence-chain";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import { insertFile } from "../files/files.repository";
import { unionNameOf } from "../meetings/meet-joint-book.repository";
import { MEET_FILE_DIVISION, SYSTEM_UPLOADER, seoulMinute } from "../meetings/meet-joint-book.service";
import type { OnlineCertificateInput } from "./online-certificate.pdf";
import { renderOnlineCertificateOnThread } from "./online-certificate-thread";
import { registerNo } from "./online-meetings.mapper";
import { endCounts, onlineById, participantCounts, updateOnline, viewersOf } from "./online-meetings.repository";
import { onlineGeneralMeetings } from "./online-meetings.table";

/** 홍길동 → 홍*동; 김철 → 김*. */
export const maskedName = (name: string) => {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(chars.length - 2)}${chars[chars.length - 1]}`;
};
const at = (date: Date | null) => (date ? `${seoulMinute(date)} (KST)` : "-");

/** The certificate's facts, read after the end (`endAt`). */
export async function onlineCertificateInput(
  db: Db,
  id: number,
  issuedAt: Date,
): Promise<OnlineCertificateInput | null> {
  const found = await onlineById(db, id);
  if (!found) return null;
  const { online, meet } = found;
  const [unionName, counts, handled, viewers] = await Promise.all([
    unionNameOf(db, meet.unionSeq),
    participantCounts(db, online, meet, new Date(0)),
    endCounts(db, id),
    viewersOf(db, id),
  ]);
  const facts = {
    meet: [
      ["총회명", meet.name],
      ["투표 방식", MEET_METHOD_LABELS[meet.meetMethod]],
      ["총회 일시", at(meet.meetAt)],
    ] as [string, string][],
    summary: [
      ["온라인 총회 시작", at(online.startAt)],
      ["온라인 총회 종료", at(online.endAt)],
      ["전체 선거인", `${counts.total}명`],
      ["온라인 참석자 (누적)", `${counts.cumulative}명 (대리인 ${counts.agents}명)`],
      ["참석자 의견", `${handled.opinions.totalCount}건 (답변 ${handled.opinions.processCount}건)`],
      ["발언 요청", `${handled.speeches.totalCount}건 (발언 완료 ${handled.speeches.processCount}건)`],
      [
        "온라인 투표",
        online.voteStartedAt ? `${at(online.voteStartedAt)} ~ ${at(online.voteEndedAt)}` : "진행하지 않음",
      ],
    ] as [string, string][],
    attendees: viewers.map((row, i) => [
      String(i + 1),
      registerNo(row.voter.unionRegisterNoMain, row.voter.unionRegisterNoSub),
      maskedName(row.viewer.name),
      row.viewer.isAgent === 1 ? "대리인" : "본인",
      at(row.viewer.joinedAt),
      VIEWER_ATTENDANCE_LABELS[row.viewer.attendanceStatus as ViewerAttendanceStatus] ?? row.viewer.attendanceStatus,
    ]),
  };
  return { unionName, ...facts, hash: sha256(JSON.stringify(facts)), issuedAt: at(issuedAt) };
}

/**
 * The certificate job: renders the PDF on its thread, stores it and marks the online meeting AVAILABLE with the
 * file, unless the broadcast was restarted or stopped again meanwhile (`endAt` names the stop it was made for).
 */
export async function makeOnlineCertificate(
  deps: { db: Db; store: FileStore; log?: FastifyBaseLogger },
  job: { onlineGeneralMeetingSeq: number; endAt: string },
) {
  const { db, store } = deps;
  const id = job.onlineGeneralMeetingSeq;
  const current = await onlineById(db, id);
  if (!current || current.online.endAt?.toISOString() !== job.endAt) return;
  const input = await onlineCertificateInput(db, id, new Date());
  if (!input) return;
  const bytes = await renderOnlineCertificateOnThread(input);
  const key = newStorageKey(MEET_FILE_DIVISION);
  await store.put(key, Buffer.from(bytes));
  const kept = await inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(onlineGeneralMeetings)
      .where(eq(onlineGeneralMeetings.onlineGeneralMeetingSeq, id))
      .for("update");
    if (locked?.endAt?.toISOString() !== job.endAt) return false;
    const file = await insertFile(tx, {
      unionSeq: locked.unionSeq,
      uploadedBy: SYSTEM_UPLOADER,
      divisionCode: MEET_FILE_DIVISION,
      originalName: `${current.meet.name}_온라인총회_내역_증명서.pdf`,
      contentType: "application/pdf",
      size: bytes.byteLength,
      storageKey: key,
      status: "STORED",
    });
    await updateOnline(tx, id, { certificateStatus: "AVAILABLE", certificateFileSeq: file.fileSeq });
    return true;
  });
  if (!kept) await store.remove(key).catch(() => {});
}
