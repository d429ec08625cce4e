import type { EvoteSendKind, EvoteSendStatus, VoteCategory } from "@johap/contracts";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { evoteMessageText } from "../../modules/meetings/evote/evote-message";
import { evotePhoneOf, newLinkToken } from "../../modules/meetings/evote/evote-sends";
import {
  EVOTE_TEXT_REASON,
  type EvoteSimulatorOptions,
  simulatedReceiptAt,
} from "../../modules/meetings/evote/evote-simulator";
import { registerSeqsOf, votersFromRegister } from "../../modules/meetings/meet-voters.mapper";
import { meetEvoteSends, meets } from "../../modules/meetings/meetings.table";
import type { EvidenceInput } from "../../platform/evidence/evidence-chain";
import { systemTexts } from "../../platform/system-texts/system-texts.table";
import { bulkInsert } from "../bulk-insert";
import type { Db } from "../client";
import { inTransaction } from "../transaction";
import { between, prng, type Rand } from "./korean-names";
import {
  ATTEND_EXPECTED,
  type DemoMeet,
  FAIL_REASONS,
  type FateShares,
  MEETINGS,
  type VoterFate,
  WRITTEN_STATUSES,
  WRITTEN_TYPES,
} from "./meetings-demo-plan";
import {
  appendDemoEvidenceAndComplete,
  DEMO_EVOTE,
  DEMO_MEET_PASSWORD,
  type DemoCompletion,
  insertDemoMeeting,
  insertDemoVoters,
  insertDemoVotes,
} from "./meetings-demo-writers";

export { DEMO_MEET_NAME } from "./meetings-demo-plan";
export { DEMO_MEET_PASSWORD } from "./meetings-demo-writers";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The simulator as configured by default (EVOTE_* unset): the demo's SENT links find their phones off. */
const DEFAULT_SIMULATOR: EvoteSimulatorOptions = {
  failOneIn: 0,
  receiveDelayMs: 20_000,
  lateOneIn: 25,
  lateDelayMs: 8 * HOUR,
};

/**
 * A link token the default simulator keeps SENT for at least `forMs` after `deliveredAt` (its phone is off):
 * so the demo's 전송완료 links stay so for hours after the first start instead of arriving in seconds.
 */
function lateLinkToken(deliveredAt: Date, forMs: number) {
  for (;;) {
    const token = newLinkToken();
    if (simulatedReceiptAt(token, deliveredAt, DEFAULT_SIMULATOR).getTime() > deliveredAt.getTime() + forMs)
      return token;
  }
}

type Staff = { memberSeq: number | null };
type Voter = Awaited<ReturnType<typeof votersFromRegister>>[number];

/**
 * The meetings of a demo union whose register is seeded, so the history list, the cards and the charts are alive
 * at first start: 2026년 정기총회 (ONSITE_ELECTRONIC, PROCESS: every owner a voter, the e-vote started 6 days ago
 * and ends in 3, the meeting the day after; about a third voted electronically with ballots and secret choices,
 * the other links in every delivery state, some resent, written submissions of each type and submitter,
 * attend-expected answers), last year's COMPLETE meeting with its results, a BEFORE meeting of next month, a mock
 * meeting of 8 voters and a COMPLETE delegate meeting. Ballots and written submissions have their evidence
 * events; texted links are in the service-notice outbox as the e-vote simulator writes them. The COMPLETE
 * meetings are ended through the console's services (hand counts, quorum, confirmed result with the chain head).
 * Deterministic from `seed`; rows in a few bulk statements. Once per union.
 */
export function seedDemoMeetings(
  db: Db,
  unionSeq: number,
  loginId: string,
  opts: { publicBaseUrl?: string; seed?: number } = {},
) {
  const publicBaseUrl = opts.publicBaseUrl ?? "http://localhost:8080";
  return inTransaction(db, (tx) => seedMeetings(tx, unionSeq, loginId, publicBaseUrl, opts.seed ?? 20261127));
}

async function seedMeetings(db: Db, unionSeq: number, loginId: string, publicBaseUrl: string, seed: number) {
  const [existing] = await db.select({ meetSeq: meets.meetSeq }).from(meets).where(eq(meets.unionSeq, unionSeq));
  if (existing) return false;
  const [member] = await db.select().from(members).where(eq(members.loginId, loginId));
  const staff: Staff = { memberSeq: member?.memberSeq ?? null };
  const owners = await votersFromRegister(db, 0, unionSeq, await registerSeqsOf(db, unionSeq, 100_000));
  if (owners.length === 0) return false;
  const passwordHash = await hash(DEMO_MEET_PASSWORD);
  const now = Date.now();
  const events: EvidenceInput[] = [];
  const completions: DemoCompletion[] = [];
  for (const [index, demo] of MEETINGS.entries()) {
    const r = prng(seed + index * 7919);
    const seeded = await seedMeeting(db, { unionSeq, demo, owners, passwordHash, staff, now, r, publicBaseUrl });
    events.push(...seeded.events);
    if (seeded.completion) completions.push({ ...seeded.completion, r: prng(seed + index * 7919 + 1) });
  }
  await appendDemoEvidenceAndComplete(db, member, events, completions);
  return true;
}

/** 09:00 in Korea on the day `days` from now (14:00 for a meeting). */
const kstAt = (now: number, days: number, hour: number) => {
  const kstMidnight = Math.floor((now + 9 * HOUR) / DAY) * DAY - 9 * HOUR;
  return new Date(kstMidnight + days * DAY + hour * HOUR);
};

function votersOf(demo: DemoMeet, owners: Voter[]) {
  if ("all" in demo.voters) return owners;
  if ("firstWithPhone" in demo.voters) {
    return owners
      .filter((o) => o.ownerType !== "PUBLIC" && evotePhoneOf(o) !== "")
      .slice(0, demo.voters.firstWithPhone);
  }
  const executives = owners.filter((o) => o.position === "EXECUTIVE");
  const others = owners.filter((o) => o.position !== "EXECUTIVE" && o.ownerType === "PERSON");
  return [...executives, ...others].slice(0, demo.voters.delegates);
}

function fateOf(r: Rand, fates: FateShares): VoterFate {
  let u = r();
  for (const [fate, share] of Object.entries(fates) as [VoterFate, number][]) {
    if (u < share) return fate;
    u -= share;
  }
  return "RECEIVED";
}

function pickWeighted<T>(r: Rand, items: [T, number][]): T {
  let u = r();
  for (const [item, weight] of items) {
    if (u < weight) return item;
    u -= weight;
  }
  return items.at(-1)![0];
}

type SendDraft = typeof meetEvoteSends.$inferInsert & { textStatus: "SUCCESS" | "FAIL" | null };

async function seedMeeting(
  db: Db,
  opts: {
    unionSeq: number;
    demo: DemoMeet;
    owners: Voter[];
    passwordHash: string;
    staff: Staff;
    now: number;
    r: Rand;
    publicBaseUrl: string;
  },
): Promise<{ events: EvidenceInput[]; completion: Omit<DemoCompletion, "r"> | null }> {
  const { demo, now, r } = opts;
  const hasEvote = demo.method !== "ONSITE";
  const hasOnsite = demo.method !== "ELECTRONIC";
  const voteStart = kstAt(now, demo.voteStartDays ?? demo.meetDays, 9);
  const voteEnd = kstAt(now, demo.voteEndDays ?? demo.meetDays, 18);
  const meetAt = kstAt(now, demo.meetDays, 14);
  const submissionStart = kstAt(now, demo.submissionStartDays ?? demo.meetDays - 14, 9);
  const submissionEnd = new Date(meetAt.getTime() - 5 * HOUR);
  const isComplete = demo.status === "COMPLETE";
  const evote = { ...DEMO_EVOTE, name: demo.name, voteStartAt: voteStart, voteEndAt: voteEnd };
  const { meet, agendas } = await insertDemoMeeting(
    db,
    {
      unionSeq: opts.unionSeq,
      name: demo.name,
      openType: demo.openType,
      meetType: demo.meetType,
      meetMethod: demo.method,
      // A completed meeting is seeded under way and ended by the console's services (seedMeetings).
      meetStatus: isComplete ? "PROCESS" : demo.status,
      meetAt: demo.method === "ELECTRONIC" ? voteEnd : meetAt,
      isMock: demo.isMock ?? false,
      passwordHash: opts.passwordHash,
      createdBy: opts.staff.memberSeq,
      createdAt: new Date(Math.min(voteStart.getTime(), submissionStart.getTime()) - 7 * DAY),
      ...(isComplete ? { documentStorageEndAt: new Date(meetAt.getTime() + 366 * DAY) } : {}),
    },
    {
      evote: hasEvote ? evote : undefined,
      onsite: hasOnsite ? { meetAt, submissionStartAt: submissionStart, submissionEndAt: submissionEnd } : undefined,
      agendas: demo.agendas,
    },
  );
  const meetSeq = meet.meetSeq;

  // Voters and their fates.
  const elapsedEnd = Math.min(now, voteEnd.getTime());
  const elapsed = Math.max(0, elapsedEnd - voteStart.getTime());
  const drafts = votersOf(demo, opts.owners).map((owner) => {
    const phone = evotePhoneOf(owner);
    const fate: VoterFate = hasEvote && phone ? fateOf(r, demo.fates) : "NONE";
    // Front-loaded over the elapsed period: most voters open the link in the first days.
    const openedAt = new Date(voteStart.getTime() + 10 * MINUTE + elapsed * r() ** 1.8);
    const votedAt = new Date(Math.min(elapsedEnd - MINUTE, openedAt.getTime() + between(r, 1, 12) * MINUTE));
    const isResent = fate !== "NONE" && (fate === "WAIT" || fate === "SENT" || r() < demo.resendShare);
    const written =
      hasOnsite && fate !== "VOTED" && r() < demo.writtenShare
        ? {
            type: pickWeighted(r, WRITTEN_TYPES),
            status: pickWeighted(r, WRITTEN_STATUSES),
            at: new Date(
              submissionStart.getTime() + (Math.min(now, submissionEnd.getTime()) - submissionStart.getTime()) * r(),
            ),
            isWithdrawn: r() < 0.06,
          }
        : // A few electronic voters also hand in paper: duplicate votes for the tally to resolve.
          hasOnsite && fate === "VOTED" && r() < 0.01
          ? {
              type: "DIRECT" as const,
              status: "MYSELF" as const,
              at: new Date(Math.max(votedAt.getTime(), submissionStart.getTime()) + between(r, 1, 48) * HOUR),
              isWithdrawn: false,
            }
          : null;
    const attendsOnsite = hasOnsite && isComplete && !written && r() < demo.onsiteShare;
    const attendExpectedType = hasOnsite ? pickWeighted(r, ATTEND_EXPECTED) : "NONE";
    return { owner, phone, fate, openedAt, votedAt, isResent, written, attendsOnsite, attendExpectedType };
  });
  const voteCategoryOf = (d: (typeof drafts)[number]): VoteCategory => {
    if (d.fate === "VOTED") return "PRE_ELECTRONIC_VOTED";
    if (d.written && !d.written.isWithdrawn) return "PRE_WRITTEN_VOTED";
    if (d.attendsOnsite) return "ONSITE_VOTED";
    return "NOT_VOTED";
  };
  // Delivery times of each voter's current link.
  const firstSendAt = new Date(voteStart.getTime() + between(r, 1, 5) * MINUTE);
  const timesOf = (d: (typeof drafts)[number]) => {
    if (d.fate === "WAIT" || d.fate === "SENT") {
      // An encouragement (독려) requested minutes ago, still on its way.
      const requestedAt = new Date(Math.min(now, voteEnd.getTime()) - between(r, 1, 4) * MINUTE);
      return {
        requestedAt,
        sentAt: d.fate === "SENT" ? new Date(requestedAt.getTime() + 3000) : null,
        receivedAt: null,
      };
    }
    const requestedAt = d.isResent
      ? new Date(firstSendAt.getTime() + Math.min(elapsed * 0.3, 2 * DAY) * r() + 3 * HOUR)
      : firstSendAt;
    const sentAt = new Date(requestedAt.getTime() + between(r, 2, 20) * 1000);
    const receivedAt = d.fate === "FAILED" ? null : new Date(sentAt.getTime() + between(r, 1, 30) * 1000);
    return { requestedAt, sentAt, receivedAt };
  };
  const rows = drafts.map((d) => {
    const times = d.fate === "NONE" ? null : timesOf(d);
    const openedAt =
      d.fate === "OPENED" || d.fate === "VOTED"
        ? new Date(Math.max(d.openedAt.getTime(), times!.receivedAt!.getTime() + MINUTE))
        : null;
    const votedAt = d.fate === "VOTED" ? new Date(Math.max(d.votedAt.getTime(), openedAt!.getTime() + MINUTE)) : null;
    return {
      d,
      times,
      openedAt,
      votedAt,
      voter: {
        ...d.owner,
        evoteProgressStatus: d.fate,
        sentAt: times?.sentAt ?? null,
        receivedAt: times?.receivedAt ?? null,
        openedAt,
        votedAt,
        resendCount: d.isResent ? 1 : 0,
        isResent: d.isResent,
        writtenSubmissionType: d.written?.type ?? null,
        writtenSubmissionStatus: d.written?.status ?? null,
        writtenSubmissionAt: d.written?.at ?? null,
        writtenWithdrawalAt: d.written?.isWithdrawn
          ? new Date(d.written.at.getTime() + between(r, 1, 30) * HOUR)
          : null,
        attendExpectedType: d.attendExpectedType,
        attendanceCategory: d.attendsOnsite ? ("ONSITE" as const) : ("NOT_ATTEND" as const),
        attendAt: d.attendsOnsite ? new Date(meetAt.getTime() - between(r, 5, 60) * MINUTE) : null,
        voteCategory: voteCategoryOf(d),
      },
    };
  });
  const { voters, seqs } = await insertDemoVoters(
    db,
    meet,
    rows.map((row) => row.voter),
  );

  // Ballot links: the first send (cancelled when a resend or an encouragement replaced it) and the current one.
  const sends: SendDraft[] = [];
  for (const [i, row] of rows.entries()) {
    const { d, times } = row;
    if (!times) continue;
    const meetParticipantSeq = seqs[i]!;
    if (d.isResent) {
      const cancelledAt = times.requestedAt;
      sends.push({
        meetSeq,
        meetParticipantSeq,
        kind: "SEND",
        status: "CANCELLED",
        phoneNo: d.phone,
        linkToken: newLinkToken(),
        requestedAt: firstSendAt,
        sentAt: new Date(firstSendAt.getTime() + 5000),
        receivedAt: new Date(firstSendAt.getTime() + 15_000),
        cancelledAt,
        textStatus: "SUCCESS",
      });
    }
    const kind: EvoteSendKind = !d.isResent ? "SEND" : d.fate === "WAIT" || d.fate === "SENT" ? "ENCOURAGE" : "RESEND";
    const status: EvoteSendStatus =
      d.fate === "WAIT" ? "WAIT" : d.fate === "SENT" ? "SENT" : d.fate === "FAILED" ? "FAILED" : "RECEIVED";
    sends.push({
      meetSeq,
      meetParticipantSeq,
      kind,
      status,
      phoneNo: d.phone,
      linkToken: status === "SENT" && times.sentAt ? lateLinkToken(times.sentAt, 2 * HOUR) : newLinkToken(),
      failReason: status === "FAILED" ? FAIL_REASONS[between(r, 0, FAIL_REASONS.length - 1)]! : null,
      requestedAt: times.requestedAt,
      sentAt: times.sentAt,
      receivedAt: times.receivedAt,
      openedAt: row.openedAt,
      // A SENT link's text was delivered to the carrier; its phone is off (lateLinkToken).
      textStatus: status === "WAIT" ? null : status === "FAILED" ? "FAIL" : "SUCCESS",
    });
  }
  await insertSendsWithTexts(db, sends, evote, opts.publicBaseUrl);

  // Ballots (who voted, when) and their choices (what, without who), then the evidence of each act.
  const memberSeq = opts.staff.memberSeq;
  const events = await insertDemoVotes(db, r, { unionSeq: opts.unionSeq, meetSeq, memberSeq, agendas, voters, seqs });
  // Counted (on site) a few hours after the meeting or the e-vote's end, ended the next day.
  const endedAt = demo.method === "ELECTRONIC" ? voteEnd : meetAt;
  const completion = isComplete
    ? {
        unionSeq: opts.unionSeq,
        meetSeq,
        agendas,
        countingAt: new Date(endedAt.getTime() + 3 * HOUR),
        completedAt: new Date(meetAt.getTime() + DAY),
        paper: "drawn" as const,
      }
    : null;
  return { events, completion };
}

/** The texted link of every handed-over delivery in the service-notice outbox, as the e-vote simulator writes it. */
async function insertSendsWithTexts(
  db: Db,
  sends: SendDraft[],
  evote: Parameters<typeof evoteMessageText>[0],
  publicBaseUrl: string,
) {
  const texted = sends.filter((s) => s.textStatus !== null);
  const textIds = (await bulkInsert(
    db,
    systemTexts,
    texted.map((s) => ({
      phoneNo: s.phoneNo,
      text: evoteMessageText(evote, { kind: s.kind, publicBaseUrl, linkToken: s.linkToken }),
      reason: EVOTE_TEXT_REASON,
      status: s.textStatus!,
      failReason: s.textStatus === "FAIL" ? s.failReason : null,
      createdAt: s.requestedAt,
      settledAt: s.sentAt ?? null,
    })),
    "systemTextSeq",
  )) as number[];
  const refOf = new Map(texted.map((s, i) => [s.linkToken, textIds[i]!]));
  await bulkInsert(
    db,
    meetEvoteSends,
    sends.map(({ textStatus: _, ...s }) => ({ ...s, smsRecipientSeq: refOf.get(s.linkToken) ?? null })),
    "sendSeq",
  );
}
