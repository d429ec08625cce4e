import { MEET_CERTIFICATE_MESSAGES as C, type JointBook, type JointBookRequestBody } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest } from "../../platform/errors";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { sendSystemText } from "../../platform/system-texts/system-texts";
import { insertFile } from "../files/files.repository";
import { ATTENDANCE_LABELS, type RosterInput, type RosterLine, VOTE_LABELS } from "./meet-joint-book.pdf";
import {
  type JointBookRow,
  jointBookOf,
  type RosterVoter,
  rosterVoters,
  setJointBook,
  unionNameOf,
  upsertProcessing,
} from "./meet-joint-book.repository";
import { renderRosterOnThread } from "./meet-joint-book-thread";
import { meetOf } from "./meet-lookup";
import { meetJointBooks } from "./meet-results.table";
import { meets } from "./meetings.table";

export const JOINT_BOOK_JOB = "meetings.joint-book";
/** Files the console makes for a meeting are stored under the meeting division (read with M1003/M1004/M1005). */
export const MEET_FILE_DIVISION = "MEET";
export const SYSTEM_UPLOADER = 0;

type MeetCall = { db: Db; unionSeq: number; meetSeq: number };

const toDto = (meetSeq: number, row: JointBookRow | null): JointBook => ({
  meetSeq,
  status: row?.status ?? "BEFORE",
  publicFileSeq: row?.publicFileSeq ?? null,
  privateFileSeq: row?.privateFileSeq ?? null,
  isNotificationAllowed: row?.isNotificationAllowed ?? false,
  name: row?.name ?? "",
  phoneNo: row?.phoneNo ?? "",
  requestedAt: row?.requestedAt?.toISOString() ?? null,
  completedAt: row?.completedAt?.toISOString() ?? null,
  failReason: row?.failReason ?? null,
});

/** GET /v1/meets/{meetSeq}/joint-book: the request, BEFORE when there is none. */
export async function getJointBook(opts: MeetCall): Promise<JointBook> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  return toDto(meet.meetSeq, await jointBookOf(opts.db, meet.meetSeq));
}

/**
 * POST /v1/meets/{meetSeq}/joint-book (연명부 신청, spec 03 §4): only while the meeting is COUNTING or COMPLETE;
 * from BEFORE or FAILED to PROCESSING, and the job makes both PDFs. A second request while one is made or made
 * is refused (이미 신청된 연명부입니다.).
 */
export async function requestJointBook(
  opts: MeetCall & { jobs: Jobs; memberSeq: number; body: JointBookRequestBody },
): Promise<JointBook> {
  const row = await inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    if (meet.meetStatus !== "COUNTING" && meet.meetStatus !== "COMPLETE") throw badRequest(C.jointBookNotAllowed);
    const current = await jointBookOf(tx, meet.meetSeq, { forUpdate: true });
    if (current && (current.status === "PROCESSING" || current.status === "COMPLETED")) {
      throw badRequest(C.jointBookAlreadyRequested);
    }
    const notify = Boolean(opts.body.isNotificationAllowed && opts.body.phoneNo);
    return upsertProcessing(tx, {
      meetSeq: meet.meetSeq,
      requestedBy: opts.memberSeq,
      isNotificationAllowed: notify,
      name: notify ? (opts.body.name ?? "") : "",
      phoneNo: notify ? (opts.body.phoneNo ?? "") : "",
    });
  });
  await opts.jobs.send(JOINT_BOOK_JOB, { meetSeq: row.meetSeq });
  return toDto(row.meetSeq, row);
}

const SEOUL_MINUTE = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
/** "2026-11-26 14:03" in Seoul time. */
export const seoulMinute = (date: Date) => SEOUL_MINUTE.format(date);

const registerNoOf = (v: { unionRegisterNoMain: number; unionRegisterNoSub: number }) =>
  `${v.unionRegisterNoMain}-${v.unionRegisterNoSub}`;

/** A voter as the roster prints them: how they took part (their ballot's channel, else the category) and when. */
export function rosterLineOf(v: RosterVoter): RosterLine {
  const agentName = v.writtenSubmissionStatus === "AGENT" || v.agent ? (v.agent?.name ?? "") : "";
  const at = v.castAt ?? v.attendAt;
  return {
    registerNo: registerNoOf(v),
    name: v.name,
    identity: v.ownerType === "COMPANY" || v.ownerType === "PUBLIC" ? v.companyNo : v.birth,
    phoneNo: v.phoneNo,
    agentName: v.writtenSubmissionStatus === "AGENT" ? agentName : "",
    attendance: ATTENDANCE_LABELS[v.attendanceCategory as keyof typeof ATTENDANCE_LABELS] ?? "불참",
    vote: VOTE_LABELS[v.voteCategory as keyof typeof VOTE_LABELS] ?? "미투표",
    at: at ? seoulMinute(at) : "",
  };
}

/** The roster's facts: the union, the meeting, each voter's line and the counts by vote. */
export async function rosterInputOf(
  db: Db,
  meet: {
    meetSeq: number;
    unionSeq: number;
    name: string;
    meetMethod: RosterInput["meet"]["meetMethod"];
    meetAt: Date;
  },
  now: Date,
) {
  const voters = await rosterVoters(db, meet.meetSeq);
  const lines = voters.map(rosterLineOf);
  const byVote: Record<string, number> = {};
  let attended = 0;
  for (const v of voters) {
    if (v.voteCategory === "NOT_VOTED" && v.attendanceCategory === "NOT_ATTEND") continue;
    attended++;
    const label = VOTE_LABELS[v.voteCategory as keyof typeof VOTE_LABELS] ?? "현장 참석";
    byVote[label] = (byVote[label] ?? 0) + 1;
  }
  const base = {
    unionName: await unionNameOf(db, meet.unionSeq),
    meet: { name: meet.name, meetMethod: meet.meetMethod, meetAt: seoulMinute(meet.meetAt) },
    madeAt: seoulMinute(now),
    lines,
    counts: { total: voters.length, attended, byVote },
  };
  return base;
}

/**
 * The roster job: renders the public and private PDFs on the roster thread, stores them, and marks the
 * request COMPLETED with both files (and queues the text when asked), or FAILED with the reason. Runs once per
 * PROCESSING request; a request no longer PROCESSING (deleted by a re-entry) leaves nothing behind.
 */
export async function makeJointBook(deps: { db: Db; store: FileStore; log?: FastifyBaseLogger }, meetSeq: number) {
  const { db, store } = deps;
  const request = await jointBookOf(db, meetSeq);
  if (request?.status !== "PROCESSING") return;
  const stored: string[] = [];
  try {
    const [meet] = await db.select().from(meets).where(eq(meets.meetSeq, meetSeq));
    if (!meet) return;
    const base = await rosterInputOf(db, meet, new Date());
    const made: { variant: "PUBLIC" | "PRIVATE"; key: string; size: number }[] = [];
    for (const variant of ["PUBLIC", "PRIVATE"] as const) {
      const bytes = await renderRosterOnThread({ ...base, variant });
      const key = newStorageKey(MEET_FILE_DIVISION);
      await store.put(key, Buffer.from(bytes));
      stored.push(key);
      made.push({ variant, key, size: bytes.byteLength });
    }
    const done = await inTransaction(db, async (tx) => {
      const locked = await jointBookOf(tx, meetSeq, { forUpdate: true });
      if (locked?.status !== "PROCESSING") return false;
      const fileSeqs: Record<string, number> = {};
      for (const file of made) {
        const row = await insertFile(tx, {
          unionSeq: meet.unionSeq,
          uploadedBy: SYSTEM_UPLOADER,
          divisionCode: MEET_FILE_DIVISION,
          originalName: `${meet.name}_연명부_${file.variant === "PUBLIC" ? "공개용" : "내부보관용"}.pdf`,
          contentType: "application/pdf",
          size: file.size,
          storageKey: file.key,
          status: "STORED",
        });
        fileSeqs[file.variant] = row.fileSeq;
      }
      await setJointBook(tx, meetSeq, {
        status: "COMPLETED",
        publicFileSeq: fileSeqs.PUBLIC ?? null,
        privateFileSeq: fileSeqs.PRIVATE ?? null,
        completedAt: new Date(),
        failReason: null,
      });
      if (locked.isNotificationAllowed && locked.phoneNo) {
        await sendSystemText(tx, {
          phoneNo: locked.phoneNo,
          text: `[조합 OMS] ${meet.name} 연명부 생성이 완료되었습니다.`,
          reason: `meet:${meetSeq}:joint-book`,
        });
      }
      return true;
    });
    if (!done) await Promise.all(stored.map((key) => store.remove(key)));
  } catch (error) {
    deps.log?.error({ err: error, meetSeq }, "roster failed");
    await Promise.all(stored.map((key) => store.remove(key).catch(() => {})));
    await db
      .update(meetJointBooks)
      .set({ status: "FAILED", failReason: error instanceof Error ? error.message.slice(0, 500) : String(error) })
      .where(and(eq(meetJointBooks.meetSeq, meetSeq), eq(meetJointBooks.status, "PROCESSING")));
  }
}
