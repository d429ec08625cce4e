import type { EvoteSendKind } from "@johap/contracts";
import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { sha256 } from "../../../platform/evidence/evidence-chain";
import { refundUsage } from "../../../platform/ledger";
import { pauseBetweenBatches } from "../../sms/sms-delivery.job";
import { EVOTE_RESEND_SERVICE_TYPE } from "../meet-resend.service";
import { meetElectronicVotes, meetEvoteSends, meetParticipants, meets } from "../meetings.table";
import type { EvoteDeliveryReport, EvotePort } from "./evote.port";
import { evoteMessageText } from "./evote-message";
import { evotePhoneOf, OPEN_SEND_STATUSES, requestEvoteSends } from "./evote-sends";

/** Deliveries handed to the port per transaction, and reports read per poll. */
export const DISPATCH_BATCH = 500;
export const POLL_BATCH = 1000;
/** Why a delivery requested for a meeting whose e-vote is over was never sent. */
export const EVOTE_CLOSED_REASON = "전자투표 기간 종료로 미발송";

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/**
 * The first sends (opening paid for them): for each meeting with an e-vote whose start has passed and whose end
 * has not, in PROCESS or still BEFORE (the status job may come later), and with no first send yet, requests one
 * ballot link for every voter with a number (own or agent's; voters without one stay NONE, 미발송) who has no
 * open link already (a resend before the start). The meeting row is locked and the check repeated inside, so
 * two sweeps send once.
 */
export async function sweepFirstSends(opts: { db: Db; now?: Date }) {
  const now = opts.now ?? new Date();
  const noFirstSend = notExists(
    opts.db
      .select({ one: sql`1` })
      .from(meetEvoteSends)
      .where(and(eq(meetEvoteSends.meetSeq, meets.meetSeq), eq(meetEvoteSends.kind, "SEND"))),
  );
  const due = await opts.db
    .select({ meetSeq: meets.meetSeq, unionSeq: meets.unionSeq })
    .from(meets)
    .innerJoin(meetElectronicVotes, eq(meetElectronicVotes.meetSeq, meets.meetSeq))
    .where(
      and(
        inArray(meets.meetStatus, ["BEFORE", "PROCESS"]),
        lte(meetElectronicVotes.voteStartAt, now),
        gt(meetElectronicVotes.voteEndAt, now),
        noFirstSend,
        exists(
          opts.db
            .select({ one: sql`1` })
            .from(meetParticipants)
            .where(and(eq(meetParticipants.meetSeq, meets.meetSeq), isNull(meetParticipants.deletedAt))),
        ),
      ),
    )
    .orderBy(asc(meets.meetSeq));
  let requested = 0;
  for (const meet of due) {
    requested += await inTransaction(opts.db, async (tx) => {
      const [locked] = await tx
        .select({ meetSeq: meets.meetSeq })
        .from(meets)
        .where(and(eq(meets.meetSeq, meet.meetSeq), noFirstSend))
        .for("update");
      if (!locked) return 0;
      const voters = await tx
        .select({
          meetParticipantSeq: meetParticipants.meetParticipantSeq,
          phoneNo: meetParticipants.phoneNo,
          agent: meetParticipants.agent,
        })
        .from(meetParticipants)
        .where(
          and(
            eq(meetParticipants.meetSeq, meet.meetSeq),
            isNull(meetParticipants.deletedAt),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(meetEvoteSends)
                .where(
                  and(
                    eq(meetEvoteSends.meetParticipantSeq, meetParticipants.meetParticipantSeq),
                    inArray(meetEvoteSends.status, [...OPEN_SEND_STATUSES]),
                  ),
                ),
            ),
          ),
        );
      const withPhone = voters.filter((v) => evotePhoneOf(v) !== "").map((v) => v.meetParticipantSeq);
      const { requested: n } = await requestEvoteSends(tx, {
        unionSeq: meet.unionSeq,
        meetSeq: meet.meetSeq,
        meetParticipantSeqs: withPhone,
        kind: "SEND",
      });
      return n;
    });
  }
  return { meetings: due.length, requested };
}

/**
 * Hands waiting deliveries (WAIT, not yet with the service) to the e-vote port, DISPATCH_BATCH per transaction:
 * the rows are claimed with skip locked, their texts written, handed over and marked with the service's id in
 * one transaction, so a delivery goes out once whatever runs beside it. A delivery of a meeting whose e-vote
 * is over (or that was completed or cancelled) is not sent: it fails with EVOTE_CLOSED_REASON.
 */
export async function dispatchEvoteSends(opts: { db: Db; port: EvotePort; publicBaseUrl: string; now?: Date }) {
  let handedOver = 0;
  let closed = 0;
  for (;;) {
    const batch = await inTransaction(opts.db, async (tx) => {
      const now = opts.now ?? new Date();
      const rows = await tx
        .select({
          sendSeq: meetEvoteSends.sendSeq,
          meetSeq: meetEvoteSends.meetSeq,
          meetParticipantSeq: meetEvoteSends.meetParticipantSeq,
          kind: meetEvoteSends.kind,
          phoneNo: meetEvoteSends.phoneNo,
          linkToken: meetEvoteSends.linkToken,
        })
        .from(meetEvoteSends)
        .where(and(eq(meetEvoteSends.status, "WAIT"), isNull(meetEvoteSends.smsRecipientSeq)))
        .orderBy(asc(meetEvoteSends.sendSeq))
        .limit(DISPATCH_BATCH)
        .for("update", { skipLocked: true });
      if (rows.length === 0) return null;
      const meetSeqs = [...new Set(rows.map((r) => r.meetSeq))];
      const meetRows = await tx
        .select({
          meetSeq: meets.meetSeq,
          name: meets.name,
          meetStatus: meets.meetStatus,
          senderName: meetElectronicVotes.senderName,
          contactNo: meetElectronicVotes.contactNo,
          description: meetElectronicVotes.description,
          voteStartAt: meetElectronicVotes.voteStartAt,
          voteEndAt: meetElectronicVotes.voteEndAt,
        })
        .from(meets)
        .leftJoin(meetElectronicVotes, eq(meetElectronicVotes.meetSeq, meets.meetSeq))
        .where(inArray(meets.meetSeq, meetSeqs));
      const meetOf = new Map(meetRows.map((m) => [m.meetSeq, m]));
      const isOpen = (meetSeq: number) => {
        const m = meetOf.get(meetSeq);
        return !!m?.voteEndAt && m.voteEndAt > now && m.meetStatus !== "COMPLETE" && m.meetStatus !== "CANCEL";
      };
      const sendable = rows.filter((r) => isOpen(r.meetSeq));
      const late = rows.filter((r) => !isOpen(r.meetSeq));
      if (late.length) {
        await applyReports(
          tx,
          late.map((r) => ({ sendSeq: r.sendSeq, state: "FAILED", at: now, failReason: EVOTE_CLOSED_REASON })),
        );
      }
      const refs = await opts.port.submit(
        tx,
        sendable.map((r) => {
          const m = meetOf.get(r.meetSeq)!;
          return {
            sendSeq: r.sendSeq,
            phoneNo: r.phoneNo,
            linkToken: r.linkToken,
            text: evoteMessageText(
              {
                name: m.name,
                senderName: m.senderName ?? "",
                contactNo: m.contactNo ?? "",
                description: m.description ?? "",
                voteStartAt: m.voteStartAt!,
                voteEndAt: m.voteEndAt!,
              },
              { kind: r.kind, publicBaseUrl: opts.publicBaseUrl, linkToken: r.linkToken },
            ),
          };
        }),
      );
      const handed = [...refs].map(([sendSeq, ref]) => ({ send_seq: sendSeq, ref }));
      if (handed.length) {
        await tx.execute(sql`
          update meet_evote_sends s set sms_recipient_seq = r.ref
          from jsonb_to_recordset(${JSON.stringify(handed)}::jsonb) as r(send_seq integer, ref integer)
          where s.send_seq = r.send_seq and s.status = 'WAIT'`);
      }
      return { handed: handed.length, closed: late.length, full: rows.length === DISPATCH_BATCH };
    });
    if (!batch) break;
    handedOver += batch.handed;
    closed += batch.closed;
    // Rows the service did not accept stay waiting for the next run.
    if (!batch.full || batch.handed + batch.closed === 0) break;
    await pauseBetweenBatches();
  }
  return { handedOver, closed };
}

/**
 * Writes delivery reports to the deliveries and their voters in one statement each. A delivery only moves
 * forward (WAIT → SENT → RECEIVED, or to FAILED from WAIT or SENT; a cancelled one stays cancelled), and a voter
 * follows only from WAIT or SENT, so a voter who opened the ballot, voted or withdrew is never set back.
 */
async function applyReports(tx: Db, reports: EvoteDeliveryReport[]) {
  const moves = reports.flatMap((r) =>
    r.state === "PENDING"
      ? []
      : [
          {
            send_seq: r.sendSeq,
            status: r.state,
            at: r.at.toISOString(),
            fail_reason: r.state === "FAILED" ? r.failReason : null,
          },
        ],
  );
  if (moves.length === 0) return 0;
  const moved = rowsOf<{
    meet_participant_seq: number;
    send_seq: number;
    meet_seq: number;
    kind: EvoteSendKind;
    cost: number;
    status: string;
    at: string;
  }>(
    await tx.execute(sql`
      update meet_evote_sends s set
        status = r.status,
        sent_at = case when r.status in ('SENT', 'RECEIVED') then coalesce(s.sent_at, r.at) else s.sent_at end,
        received_at = case when r.status = 'RECEIVED' then r.at else s.received_at end,
        fail_reason = r.fail_reason
      from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
        as r(send_seq integer, status text, at timestamptz, fail_reason text)
      where s.send_seq = r.send_seq
        and (s.status = 'WAIT' or (s.status = 'SENT' and r.status in ('RECEIVED', 'FAILED')))
      returning s.meet_participant_seq, s.send_seq, s.meet_seq, s.kind, s.cost, r.status, r.at`),
  );
  if (moved.length === 0) return 0;
  await refundFailedLinks(
    tx,
    moved.filter((m) => m.status === "FAILED" && Number(m.cost) > 0),
  );
  await tx.execute(sql`
    update meet_participants p set
      evote_progress_status = r.status,
      sent_at = case when r.status in ('SENT', 'RECEIVED') then coalesce(p.sent_at, r.at) else p.sent_at end,
      received_at = case when r.status = 'RECEIVED' then r.at else p.received_at end,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb)
      as r(meet_participant_seq integer, status text, at timestamptz)
    where p.meet_participant_seq = r.meet_participant_seq
      and (p.evote_progress_status = 'WAIT' or (p.evote_progress_status = 'SENT' and r.status in ('RECEIVED', 'FAILED')))`);
  return moved.length;
}

/**
 * Gives back what failed paid links (resends, encouragements) cost, in the transaction that marks them FAILED (a
 * delivery fails once, so it is refunded once): one refund per meeting and kind, against the charge's reference.
 */
async function refundFailedLinks(
  tx: Db,
  failed: { send_seq: number; meet_seq: number; kind: EvoteSendKind; cost: number }[],
) {
  if (failed.length === 0) return;
  const meetSeqs = [...new Set(failed.map((f) => Number(f.meet_seq)))];
  const unionOf = new Map(
    (
      await tx
        .select({ meetSeq: meets.meetSeq, unionSeq: meets.unionSeq, name: meets.name })
        .from(meets)
        .where(inArray(meets.meetSeq, meetSeqs))
    ).map((m) => [m.meetSeq, m]),
  );
  const groups = new Map<string, typeof failed>();
  for (const f of failed) {
    const key = `${f.meet_seq}:${f.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  for (const group of groups.values()) {
    const { meet_seq: meetSeq, kind } = group[0]!;
    const meet = unionOf.get(Number(meetSeq));
    if (!meet) continue;
    const sendSeqs = group.map((f) => Number(f.send_seq)).sort((a, b) => a - b);
    await refundUsage(tx, {
      unionSeq: meet.unionSeq,
      amount: group.reduce((sum, f) => sum + Number(f.cost), 0),
      serviceType: EVOTE_RESEND_SERVICE_TYPE,
      description: `${kind === "ENCOURAGE" ? "독려 투표 재발송" : "전자투표 재발송"} 실패 환불 (${meet.name}, ${group.length}건)`,
      reference: `meet:${meet.meetSeq}:${kind.toLowerCase()}`,
      idempotencyKey: `meet-evote-refund:${sha256(sendSeqs.join(","))}`,
    });
  }
}

/**
 * Reads where the handed-over deliveries are (WAIT or SENT with the service's id) from the port, POLL_BATCH at
 * a time, and writes what moved. The port is asked outside any transaction (a real service is a network call).
 */
export async function collectEvoteReports(opts: { db: Db; port: EvotePort; now?: Date }) {
  let moved = 0;
  let after = 0;
  for (;;) {
    const items = await opts.db
      .select({
        sendSeq: meetEvoteSends.sendSeq,
        ref: meetEvoteSends.smsRecipientSeq,
        phoneNo: meetEvoteSends.phoneNo,
        linkToken: meetEvoteSends.linkToken,
      })
      .from(meetEvoteSends)
      .where(
        and(
          inArray(meetEvoteSends.status, ["WAIT", "SENT"]),
          isNotNull(meetEvoteSends.smsRecipientSeq),
          gt(meetEvoteSends.sendSeq, after),
        ),
      )
      .orderBy(asc(meetEvoteSends.sendSeq))
      .limit(POLL_BATCH);
    if (items.length === 0) break;
    const reports = await opts.port.poll(
      opts.db,
      items.map((i) => ({ ...i, ref: i.ref! })),
      opts.now ?? new Date(),
    );
    moved += await inTransaction(opts.db, (tx) => applyReports(tx, reports));
    if (items.length < POLL_BATCH) break;
    after = items.at(-1)!.sendSeq;
    await pauseBetweenBatches();
  }
  return { moved };
}
