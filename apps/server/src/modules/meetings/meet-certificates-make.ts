import {
  AGAINST_CHOICE_LABELS,
  CERTIFICATE_TYPE_LABELS,
  type CertificateType,
  MEET_METHOD_LABELS,
  VOTER_LABELS,
} from "@johap/contracts";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { sha256 } from "../../platform/evidence/evidence-chain";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import { insertFile } from "../files/files.repository";
import type { CertificateInput } from "./meet-certificates.pdf";
import { type CertificateRow, requestedCertificates } from "./meet-certificates.repository";
import { resultFilePath } from "./meet-certificates.service";
import { renderCertificateOnThread, renderResultCertificateOnThread } from "./meet-certificates-thread";
import { maskedIdentity } from "./meet-joint-book.pdf";
import { unionNameOf } from "./meet-joint-book.repository";
import { MEET_FILE_DIVISION, SYSTEM_UPLOADER, seoulMinute } from "./meet-joint-book.service";
import { meetCertificates, meetResults } from "./meet-results.table";
import {
  meetAgendas,
  meetBallotChoices,
  meetBallots,
  meetCandidates,
  meetEvoteSends,
  meetParticipants,
  meets,
} from "./meetings.table";

type Deps = { db: Db; store: FileStore; log?: FastifyBaseLogger };
type MeetRow = typeof meets.$inferSelect;

/** 010-1234-5678 → 010-****-5678. */
export const maskedPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 8) return digits ? "*".repeat(digits.length) : "-";
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
};

const at = (date: Date | null | undefined) => (date ? `${seoulMinute(date)} (KST)` : "-");

/** The document an owner's ballot link opens: the meeting and its agendas, hashed for the 전자문서 증명서. */
async function ballotDocumentHash(db: Db, meet: MeetRow) {
  const agendas = await db
    .select({ order: meetAgendas.agendaOrder, name: meetAgendas.name, description: meetAgendas.description })
    .from(meetAgendas)
    .where(eq(meetAgendas.meetSeq, meet.meetSeq))
    .orderBy(asc(meetAgendas.agendaOrder));
  return {
    count: agendas.length,
    hash: sha256(JSON.stringify({ meet: meet.name, meetAt: meet.meetAt.toISOString(), agendas })),
  };
}

/** The facts a certificate states for one voter. */
async function certificateInput(
  db: Db,
  meet: MeetRow,
  unionName: string,
  certificate: CertificateRow,
  chain: CertificateInput["chain"],
): Promise<CertificateInput> {
  const type = certificate.certificateType as CertificateType;
  const [voter] = await db
    .select()
    .from(meetParticipants)
    .where(eq(meetParticipants.meetParticipantSeq, certificate.meetParticipantSeq));
  if (!voter) throw new Error(`voter ${certificate.meetParticipantSeq} not found`);
  const identity = voter.ownerType === "COMPANY" || voter.ownerType === "PUBLIC" ? voter.companyNo : voter.birth;
  let factsHeading = "";
  let facts: [string, string][] = [];
  let note = "";
  if (type === "DIST_CERT") {
    const sends = await db
      .select()
      .from(meetEvoteSends)
      .where(eq(meetEvoteSends.meetParticipantSeq, voter.meetParticipantSeq))
      .orderBy(asc(meetEvoteSends.sendSeq));
    factsHeading = "전자문서 유통 내역";
    facts = sends.length
      ? sends.map((s, i) => [
          `${i + 1}. ${VOTER_LABELS.sendKind[s.kind]}`,
          `수신 번호 ${maskedPhone(s.phoneNo)} · 상태 ${VOTER_LABELS.sendStatus[s.status]}\n요청 ${at(s.requestedAt)} · 발송 ${at(s.sentAt)}\n수신 ${at(s.receivedAt)} · 열람 ${at(s.openedAt)}`,
        ])
      : [["발송", `발송 ${at(voter.sentAt)} · 수신 ${at(voter.receivedAt)} · 열람 ${at(voter.openedAt)}`]];
    note = "전자투표 안내 문서(투표 링크)가 위와 같이 선거인의 휴대전화로 발송되고 수신되었음을 증명합니다.";
  } else if (type === "ELEC_CERT") {
    const document = await ballotDocumentHash(db, meet);
    factsHeading = "전자문서 열람 내역";
    facts = [
      ["전자문서", `${meet.name} 전자투표 안내문 (안건 ${document.count}건)`],
      ["문서 해시 (SHA-256)", document.hash],
      ["최초 열람 일시", at(voter.openedAt ?? voter.votedAt)],
    ];
    note = "선거인이 위 전자문서를 전자투표 시스템에서 열람하였음을 증명합니다.";
  } else {
    const [ballot] = await db
      .select()
      .from(meetBallots)
      .where(eq(meetBallots.meetParticipantSeq, voter.meetParticipantSeq));
    factsHeading = "투표 내역";
    facts = [
      ["투표 방법", ballot?.channel === "ONLINE" ? "온라인투표" : "전자투표"],
      ["투표 일시", at(ballot?.castAt)],
      ["접수 확인 코드 해시 (SHA-256)", ballot?.receiptHash ?? "-"],
    ];
    note =
      "선거인이 위 일시에 투표하였음을 증명합니다. 비밀투표 원칙에 따라 투표 내용(찬반·선택)은 기재하지 않으며, 선거인은 받은 접수 확인 코드로 집계 포함 여부를 확인할 수 있습니다.";
  }
  return {
    title: CERTIFICATE_TYPE_LABELS[type],
    certificateNo: `${meet.meetSeq}-${type}-${certificate.certificateSeq}`,
    unionName,
    meet: [
      ["총회명", meet.name],
      ["투표 방식", MEET_METHOD_LABELS[meet.meetMethod]],
      ["총회 일시", at(meet.meetAt)],
    ],
    voter: [
      ["성명", voter.name],
      ["연번", `${voter.unionRegisterNoMain}-${voter.unionRegisterNoSub}`],
      [
        voter.ownerType === "COMPANY" || voter.ownerType === "PUBLIC" ? "사업자등록번호" : "생년월일",
        maskedIdentity(identity) || "-",
      ],
    ],
    factsHeading,
    facts,
    note,
    issuedAt: at(new Date()),
    chain,
  };
}

const chainOf = async (db: Db, meetSeq: number) => {
  const [result] = await db.select().from(meetResults).where(eq(meetResults.meetSeq, meetSeq));
  return result ? { index: result.chainIndex, hash: result.chainHeadHash } : null;
};

/** Certificates made per batch (each stored and marked COMPLETE in its own short transaction). */
const BATCH = 20;

/**
 * The certificate job: makes the meeting's REQUESTED certificates in batches (render on the certificate thread,
 * store, COMPLETE with the file). One that fails is marked FAILED with the reason (the staff sees 발급 실패);
 * the others go on.
 */
export async function makeCertificates(deps: Deps, meetSeq: number) {
  const { db, store } = deps;
  const [meet] = await db.select().from(meets).where(eq(meets.meetSeq, meetSeq));
  if (!meet) return;
  const unionName = await unionNameOf(db, meet.unionSeq);
  const chain = await chainOf(db, meetSeq);
  for (;;) {
    const batch = await requestedCertificates(db, meetSeq, BATCH);
    if (batch.length === 0) return;
    for (const certificate of batch) {
      const key = newStorageKey(MEET_FILE_DIVISION);
      try {
        const input = await certificateInput(db, meet, unionName, certificate, chain);
        const bytes = await renderCertificateOnThread(input);
        await store.put(key, Buffer.from(bytes));
        const kept = await inTransaction(db, async (tx) => {
          const [locked] = await tx
            .select()
            .from(meetCertificates)
            .where(eq(meetCertificates.certificateSeq, certificate.certificateSeq))
            .for("update");
          if (locked?.status !== "REQUESTED") return false;
          const file = await insertFile(tx, {
            unionSeq: meet.unionSeq,
            uploadedBy: SYSTEM_UPLOADER,
            divisionCode: MEET_FILE_DIVISION,
            originalName: `${input.title}_${input.certificateNo}.pdf`,
            contentType: "application/pdf",
            size: bytes.byteLength,
            storageKey: key,
            status: "STORED",
          });
          await tx
            .update(meetCertificates)
            .set({ status: "COMPLETE", fileSeq: file.fileSeq, completedAt: new Date(), failReason: null })
            .where(eq(meetCertificates.certificateSeq, certificate.certificateSeq));
          return true;
        });
        if (!kept) await store.remove(key);
      } catch (error) {
        deps.log?.error({ err: error, certificateSeq: certificate.certificateSeq }, "certificate failed");
        await store.remove(key).catch(() => {});
        await db
          .update(meetCertificates)
          .set({ status: "FAILED", failReason: error instanceof Error ? error.message.slice(0, 500) : String(error) })
          .where(eq(meetCertificates.certificateSeq, certificate.certificateSeq));
      }
    }
  }
}

/** The per-channel counts and each agenda's table for the result certificate. */
async function resultTables(db: Db, meet: MeetRow) {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      electronic: sql<number>`count(*) filter (where ${meetBallots.channel} = 'ELECTRONIC')`.mapWith(Number),
      written:
        sql<number>`count(*) filter (where ${meetBallots.channel} = 'WRITTEN' or ${meetParticipants.voteCategory} = 'PRE_WRITTEN_VOTED')`.mapWith(
          Number,
        ),
      onsite:
        sql<number>`count(*) filter (where ${meetBallots.channel} = 'ONSITE' or ${meetParticipants.voteCategory} = 'ONSITE_VOTED')`.mapWith(
          Number,
        ),
      online:
        sql<number>`count(*) filter (where ${meetBallots.channel} = 'ONLINE' or ${meetParticipants.voteCategory} = 'ONLINE_VOTED')`.mapWith(
          Number,
        ),
      voted:
        sql<number>`count(*) filter (where ${meetBallots.ballotSeq} is not null or ${meetParticipants.voteCategory} <> 'NOT_VOTED')`.mapWith(
          Number,
        ),
    })
    .from(meetParticipants)
    .leftJoin(meetBallots, eq(meetBallots.meetParticipantSeq, meetParticipants.meetParticipantSeq))
    .where(and(eq(meetParticipants.meetSeq, meet.meetSeq), isNull(meetParticipants.deletedAt)));
  const c = counts ?? { total: 0, electronic: 0, written: 0, onsite: 0, online: 0, voted: 0 };
  const total = c.total + meet.virtualParticipantCount;
  const agendas = await db
    .select()
    .from(meetAgendas)
    .where(eq(meetAgendas.meetSeq, meet.meetSeq))
    .orderBy(asc(meetAgendas.agendaOrder));
  const candidates = await db
    .select()
    .from(meetCandidates)
    .where(eq(meetCandidates.meetSeq, meet.meetSeq))
    .orderBy(asc(meetCandidates.no));
  // Electronic counts from the choices (no voter link) plus the hand counts entered in the tally.
  const choices = await db
    .select({
      candidateSeq: meetBallotChoices.candidateSeq,
      choice: meetBallotChoices.choice,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(meetBallotChoices)
    .where(and(eq(meetBallotChoices.meetSeq, meet.meetSeq), isNotNull(meetBallotChoices.candidateSeq)))
    .groupBy(meetBallotChoices.candidateSeq, meetBallotChoices.choice);
  const hand = await db.execute(
    sql`select candidate_seq, sum(yes_count)::int as yes, sum(no_count)::int as no, sum(abstention_count)::int as abstain,
      sum(selected_count)::int as selected from meet_tally_counts where meet_seq = ${meet.meetSeq} group by candidate_seq`,
  );
  const handRows = (Array.isArray(hand) ? hand : (hand as { rows: unknown[] }).rows) as {
    candidate_seq: number;
    yes: number;
    no: number;
    abstain: number;
    selected: number;
  }[];
  const tally = new Map<number, { YES: number; NO: number; ABSTAIN: number; SELECTED: number }>();
  const entry = (seq: number) => {
    let e = tally.get(seq);
    if (!e) {
      e = { YES: 0, NO: 0, ABSTAIN: 0, SELECTED: 0 };
      tally.set(seq, e);
    }
    return e;
  };
  for (const ch of choices) if (ch.candidateSeq !== null) entry(ch.candidateSeq)[ch.choice] += ch.n;
  for (const h of handRows) {
    const e = entry(h.candidate_seq);
    e.YES += h.yes;
    e.NO += h.no;
    e.ABSTAIN += h.abstain;
    e.SELECTED += h.selected;
  }
  const decision = (isPassed: boolean | null) => (isPassed === true ? "가결" : isPassed === false ? "부결" : "미정");
  return {
    counts: [
      ["전체 선거인", `${total.toLocaleString("ko-KR")}명`],
      ["투표 참여", `${c.voted.toLocaleString("ko-KR")}명`],
      ["방법별", `전자투표 ${c.electronic}명, 서면 ${c.written}명, 현장 ${c.onsite}명, 온라인 ${c.online}명`],
    ] as [string, string][],
    agendas: agendas.map((a) => ({
      title: `제${a.agendaOrder}호 안건: ${a.name}`,
      rows: candidates
        .filter((cd) => cd.agendaSeq === a.agendaSeq)
        .map((cd) => {
          const e = tally.get(cd.candidateSeq) ?? { YES: 0, NO: 0, ABSTAIN: 0, SELECTED: 0 };
          return a.voteForm === "AGAINST"
            ? [
                String(cd.no),
                cd.name,
                `${AGAINST_CHOICE_LABELS.YES} ${e.YES}`,
                String(e.NO),
                String(e.ABSTAIN),
                decision(cd.isPassed),
              ]
            : [String(cd.no), cd.name, `선택 ${e.SELECTED}`, "-", "-", decision(cd.isPassed)];
        }),
    })),
  };
}

/**
 * The result certificate of a completed meeting whose result is confirmed (meet_results, with the chain head):
 * rendered, stored, and named in `meets.voteResultCertificateFilePath` (the console shows 투표결과 파일 생성
 * 중... until then) and `meet_results.resultFileSeq`. Does nothing for a meeting that has it or is not ready.
 */
export async function makeResultCertificate(deps: Deps, meetSeq: number) {
  const { db, store } = deps;
  const [meet] = await db.select().from(meets).where(eq(meets.meetSeq, meetSeq));
  const [result] = await db.select().from(meetResults).where(eq(meetResults.meetSeq, meetSeq));
  if (!meet || !result || meet.meetStatus !== "COMPLETE" || result.resultFileSeq !== null) return false;
  const tables = await resultTables(db, meet);
  const bytes = await renderResultCertificateOnThread({
    unionName: await unionNameOf(db, meet.unionSeq),
    meet: [
      ["총회명", meet.name],
      ["투표 방식", MEET_METHOD_LABELS[meet.meetMethod]],
      ["총회 일시", at(meet.meetAt)],
      ["종료 일시", at(meet.completedAt ?? result.confirmedAt)],
    ],
    counts: tables.counts,
    agendas: tables.agendas,
    confirmedAt: at(result.confirmedAt),
    chain: { index: result.chainIndex, hash: result.chainHeadHash },
    issuedAt: at(new Date()),
  });
  const key = newStorageKey(MEET_FILE_DIVISION);
  await store.put(key, Buffer.from(bytes));
  const kept = await inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(meetResults).where(eq(meetResults.meetSeq, meetSeq)).for("update");
    if (!locked || locked.resultFileSeq !== null) return false;
    const file = await insertFile(tx, {
      unionSeq: meet.unionSeq,
      uploadedBy: SYSTEM_UPLOADER,
      divisionCode: MEET_FILE_DIVISION,
      originalName: `${meet.name}_투표결과.pdf`,
      contentType: "application/pdf",
      size: bytes.byteLength,
      storageKey: key,
      status: "STORED",
    });
    await tx.update(meetResults).set({ resultFileSeq: file.fileSeq }).where(eq(meetResults.meetSeq, meetSeq));
    await tx
      .update(meets)
      .set({ voteResultCertificateFilePath: resultFilePath(file.fileSeq) })
      .where(eq(meets.meetSeq, meetSeq));
    return true;
  });
  if (!kept) await store.remove(key);
  return kept;
}

/** Completed meetings with a confirmed result and no result certificate yet (the sweep's work). */
export async function meetsWaitingForResultFile(db: Db, limit = 20) {
  const rows = await db
    .select({ meetSeq: meets.meetSeq })
    .from(meets)
    .innerJoin(meetResults, eq(meetResults.meetSeq, meets.meetSeq))
    .where(and(eq(meets.meetStatus, "COMPLETE"), isNull(meetResults.resultFileSeq)))
    .limit(limit);
  return rows.map((r) => r.meetSeq);
}

/**
 * Meetings with certificates still REQUESTED a while after their request (the job's send lost with a crash, or
 * rows written by the demo seed): the sweep makes them.
 */
export async function meetsWithWaitingCertificates(db: Db, olderThanMs = 60_000, limit = 20) {
  const rows = await db
    .selectDistinct({ meetSeq: meetCertificates.meetSeq })
    .from(meetCertificates)
    .where(
      and(
        eq(meetCertificates.status, "REQUESTED"),
        sql`${meetCertificates.requestedAt} < ${new Date(Date.now() - olderThanMs)}`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.meetSeq);
}
