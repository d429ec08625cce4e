/**
 * The ballot bench's data, written straight into the server's database while the server is stopped
 * (tools/bench/meet-ballots.ts runs this between the server's first start and the measured one):
 *
 *   seed    VOTERS register owners of union 1 (numbers from 90,000), an ONSITE_ELECTRONIC meeting in PROCESS
 *           with its e-vote open and four agendas (one of each vote form and type), the owners as its voters,
 *           one SENT ballot link each, and an owner token for each voter minted as the server mints them
 *           after the identity check (signOwnerToken with the database's ES256 key, scope MEETING): written
 *           to OUT as JSON { meetSeq, agendas, voters: [{ linkToken, accessToken }] }.
 *   count   the meeting's ballots, ballot choices, voters VOTED and ballot events chained and queued (MEET_SEQ), as JSON.
 *
 * The identity check itself (name, birth, texted code) is not run per voter: the bench measures the cast.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { BALLOT_EVIDENCE_KIND } from "@johap/contracts";
import { and, count, eq, like } from "drizzle-orm";
import { loadServerSecrets } from "../../apps/server/src/auth-server/server-secrets";
import { openDatabase } from "../../apps/server/src/db/client";
import { newParticipantId } from "../../apps/server/src/modules/meetings/meet-voters.mapper";
import {
  meetBallotChoices,
  meetBallots,
  meetEvoteSends,
  meetParticipants,
} from "../../apps/server/src/modules/meetings/meetings.table";
import { type AgendaFixture, insertMeet } from "../../apps/server/src/modules/meetings/meetings-test-support";
import { agendasWithCandidates } from "../../apps/server/src/modules/meetings/owner-meetings.repository";
import { signOwnerToken } from "../../apps/server/src/modules/owner/owner-token";
import { registerFileStatus, unionRegisters } from "../../apps/server/src/modules/register/register.table";
import { auditEventQueue, auditEvents } from "../../apps/server/src/platform/evidence/evidence.table";

const UNION = 1;
const FIRST_NO = 90_000;
const CHUNK = 1_000;

export const BENCH_AGENDAS: AgendaFixture[] = [
  { name: "정관 변경의 건", voteForm: "AGAINST", voteType: "MONO", candidates: ["정관 변경안"] },
  { name: "예산 승인의 건", voteForm: "AGAINST", voteType: "MULTI", candidates: ["운영비", "용역비", "예비비"] },
  { name: "조합장 선출의 건", voteForm: "SELECT", voteType: "MONO", candidates: ["김철수", "이영희", "박민수"] },
  {
    name: "이사 선출의 건",
    voteForm: "SELECT",
    voteType: "MULTI",
    selectCount: 2,
    candidates: ["가이사", "나이사", "다이사", "라이사"],
  },
];

export type BenchAgenda = {
  agendaSeq: number;
  voteForm: string;
  voteType: string;
  selectCount: number;
  candidateSeqs: number[];
};
export type BenchSeed = {
  meetSeq: number;
  agendas: BenchAgenda[];
  voters: { linkToken: string; accessToken: string }[];
};

const chunks = <T>(xs: T[]) =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

async function seed(voters: number, out: string) {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? "./data",
  });
  const { db } = handle;
  try {
    await db
      .insert(registerFileStatus)
      .values({ unionSeq: UNION, status: "CONFIRM", confirmedAt: new Date() })
      .onConflictDoNothing({ target: registerFileStatus.unionSeq });
    const owners: { unionRegisterSeq: number; unionRegisterNoMain: number }[] = [];
    for (const part of chunks(Array.from({ length: voters }, (_, i) => i))) {
      owners.push(
        ...(await db
          .insert(unionRegisters)
          .values(
            part.map((i) => ({
              unionSeq: UNION,
              unionRegisterNoMain: FIRST_NO + i,
              name: `투표자${i}`,
              birth: "19600101",
              ownerType: "PERSON",
              shareType: "SINGLE",
              mainPhone: { phoneNo: `010${String(70_000_000 + i).padStart(8, "0")}`, isContactAllowed: true },
              mainPhoneNo: `010${String(70_000_000 + i).padStart(8, "0")}`,
              realAddress: {
                city: "서울특별시",
                gu: "중구",
                dong: "태평로1가",
                jibun: "31",
                address: "",
                detailAddress: "",
              },
              postAddress: { address: "서울특별시 중구 세종대로 110", detailAddress: "", zipNo: "04524" },
            })),
          )
          .returning({
            unionRegisterSeq: unionRegisters.unionRegisterSeq,
            unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
          })),
      );
    }
    const { meet } = await insertMeet(db, {
      unionSeq: UNION,
      method: "ONSITE_ELECTRONIC",
      status: "PROCESS",
      name: "투표 벤치 총회",
      agendas: BENCH_AGENDAS,
      unionRegisterSeqs: [],
    });
    const participants: { meetParticipantSeq: number; unionRegisterSeq: number | null; phoneNo: string }[] = [];
    for (const part of chunks(owners)) {
      participants.push(
        ...(await db
          .insert(meetParticipants)
          .values(
            part.map((o) => ({
              meetSeq: meet.meetSeq,
              unionSeq: UNION,
              unionRegisterSeq: o.unionRegisterSeq,
              participantId: newParticipantId(),
              unionRegisterNoMain: o.unionRegisterNoMain,
              name: `투표자${o.unionRegisterNoMain - FIRST_NO}`,
              ownerType: "PERSON",
              birth: "19600101",
              phoneNo: `010${String(70_000_000 + o.unionRegisterNoMain - FIRST_NO).padStart(8, "0")}`,
              postAddress: { address: "서울특별시 중구 세종대로 110", detailAddress: "" },
              realAddress: { address: "", detailAddress: "" },
              evoteProgressStatus: "RECEIVED" as const,
              sentAt: new Date(),
              receivedAt: new Date(),
            })),
          )
          .returning({
            meetParticipantSeq: meetParticipants.meetParticipantSeq,
            unionRegisterSeq: meetParticipants.unionRegisterSeq,
            phoneNo: meetParticipants.phoneNo,
          })),
      );
    }
    const links = participants.map((p) => ({ ...p, linkToken: crypto.randomBytes(18).toString("base64url") }));
    for (const part of chunks(links)) {
      await db.insert(meetEvoteSends).values(
        part.map((l) => ({
          meetSeq: meet.meetSeq,
          meetParticipantSeq: l.meetParticipantSeq,
          kind: "SEND" as const,
          status: "RECEIVED" as const,
          phoneNo: l.phoneNo,
          linkToken: l.linkToken,
          sentAt: new Date(),
          receivedAt: new Date(),
        })),
      );
    }
    const secrets = await loadServerSecrets(db);
    const minted: BenchSeed["voters"] = [];
    for (const l of links) {
      const { accessToken } = await signOwnerToken(secrets, {
        unionSeq: UNION,
        unionRegisterSeq: l.unionRegisterSeq!,
        scopeType: "MEETING",
        scopeSeq: meet.meetSeq,
        recipientSeq: l.meetParticipantSeq,
        signerType: "OWNER",
        verificationId: crypto.randomBytes(18).toString("base64url"),
      });
      minted.push({ linkToken: l.linkToken, accessToken });
    }
    const agendas = (await agendasWithCandidates(db, meet.meetSeq)).map(({ agenda, candidates }) => ({
      agendaSeq: agenda.agendaSeq,
      voteForm: agenda.voteForm,
      voteType: agenda.voteType,
      selectCount: agenda.selectCount,
      candidateSeqs: candidates.map((c) => c.candidateSeq),
    }));
    fs.writeFileSync(out, JSON.stringify({ meetSeq: meet.meetSeq, agendas, voters: minted } satisfies BenchSeed));
  } finally {
    await handle.close();
  }
}

async function countBallots(meetSeq: number) {
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? "./data",
  });
  try {
    const [ballots] = await handle.db.select({ n: count() }).from(meetBallots).where(eq(meetBallots.meetSeq, meetSeq));
    const [choices] = await handle.db
      .select({ n: count() })
      .from(meetBallotChoices)
      .where(eq(meetBallotChoices.meetSeq, meetSeq));
    const [voted] = await handle.db
      .select({ n: count() })
      .from(meetParticipants)
      .where(and(eq(meetParticipants.meetSeq, meetSeq), eq(meetParticipants.evoteProgressStatus, "VOTED")));
    // Ballot events chained (the drain job appends the queue a moment after each cast) and still queued.
    const [chained] = await handle.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, BALLOT_EVIDENCE_KIND), like(auditEvents.subject, `meet:${meetSeq}/%`)));
    const [queued] = await handle.db.select({ n: count() }).from(auditEventQueue);
    console.log(
      JSON.stringify({
        ballots: ballots?.n ?? 0,
        choices: choices?.n ?? 0,
        voted: voted?.n ?? 0,
        chained: chained?.n ?? 0,
        queued: queued?.n ?? 0,
      }),
    );
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, arg] = process.argv.slice(2);
  if (command === "seed") await seed(Number(process.env.VOTERS ?? 10_000), arg ?? "bench-voters.json");
  else if (command === "count") await countBallots(Number(arg));
  else throw new Error("usage: meet-ballots-seed.ts seed <out.json> | count <meetSeq>");
}
