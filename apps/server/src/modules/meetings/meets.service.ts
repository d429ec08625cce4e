import {
  evotePeriodProblem,
  type ListMeetsQuery,
  MEET_OPEN_MESSAGES as M,
  type MeetAgenda,
  type MeetDetail,
  type MeetListItem,
  meetStartOf,
  onsitePeriodProblem,
  type UpdateMeetInput,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest } from "../../platform/errors";
import { factsGroups } from "./meet-attendance.repository";
import { voteAggregatesOf } from "./meet-attendance.rules";
import { meetOf } from "./meet-lookup";
import { toMeetAgendas, toMeetDetail, toMeetListItem, toVoteCounts } from "./meets.mapper";
import {
  agendasOf,
  type ElectronicVoteRow,
  fileNamesOf,
  findElectronicVote,
  findOnsiteVote,
  listMeetRows,
  type MeetRow,
  meetCountsOf,
  type OnsiteVoteRow,
  updateElectronicVoteRow,
  updateMeetRow,
  updateOnsiteVoteRow,
} from "./meets.repository";

/** GET /v1/meets: a page of the union's meetings, newest first; `no` counts down from the total. */
export async function listMeets(opts: {
  db: Db;
  unionSeq: number;
  query: ListMeetsQuery;
}): Promise<{ items: MeetListItem[]; total: number }> {
  const { rows, total } = await listMeetRows(opts.db, opts.unionSeq, opts.query, { isPaged: true });
  const first = opts.query.page * opts.query.pageSize;
  return { items: rows.map((row, i) => toMeetListItem(row, total - first - i)), total };
}

/** The detail of a meeting already read (and locked, in an edit). */
async function detailOf(db: Db, meet: MeetRow, publicBaseUrl: string): Promise<MeetDetail> {
  const [counts, electronicVote, onsiteVote, groups, fileNames] = await Promise.all([
    meetCountsOf(db, meet.meetSeq),
    findElectronicVote(db, meet.meetSeq),
    findOnsiteVote(db, meet.meetSeq),
    factsGroups(db, meet.meetSeq),
    fileNamesOf(db, [meet.noticeFileSeq, meet.writtenResolutionFileSeq]),
  ]);
  return toMeetDetail({
    meet,
    counts,
    electronicVote,
    onsiteVote,
    voteCounts: toVoteCounts(voteAggregatesOf(groups, meet.virtualParticipantCount)),
    fileNames,
    publicBaseUrl,
  });
}

/** GET /v1/meets/{meetSeq}: another union's meeting is 404. */
export async function getMeet(opts: {
  db: Db;
  unionSeq: number;
  meetSeq: number;
  publicBaseUrl: string;
}): Promise<MeetDetail> {
  return detailOf(opts.db, await meetOf(opts.db, opts.unionSeq, opts.meetSeq), opts.publicBaseUrl);
}

/** GET /v1/meets/{meetSeq}/agendas: in order, candidates by number, attachments by name. */
export async function getMeetAgendas(opts: { db: Db; unionSeq: number; meetSeq: number }): Promise<MeetAgenda[]> {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const { agendas, candidates } = await agendasOf(opts.db, opts.meetSeq);
  const names = await fileNamesOf(opts.db, [
    ...agendas.map((a) => a.attachFileSeq),
    ...candidates.map((c) => c.attachFileSeq),
  ]);
  return toMeetAgendas(agendas, candidates, names);
}

const sameTime = (given: string | undefined, stored: Date) =>
  given === undefined || Date.parse(given) === stored.getTime();
const dateOf = (given: string | undefined) => (given === undefined ? undefined : new Date(given));

/** The times the body moves (a time equal to the stored one is no change). */
function movedTimes(input: UpdateMeetInput, e: ElectronicVoteRow | null, o: OnsiteVoteRow | null) {
  const ev = input.electronicVote;
  const ov = input.onsiteVote;
  return (
    (e !== null &&
      ev !== undefined &&
      !(sameTime(ev.voteStartAt, e.voteStartAt) && sameTime(ev.voteEndAt, e.voteEndAt))) ||
    (o !== null &&
      ov !== undefined &&
      !(
        sameTime(ov.meetAt, o.meetAt) &&
        sameTime(ov.submissionStartAt, o.submissionStartAt) &&
        sameTime(ov.submissionEndAt, o.submissionEndAt)
      ))
  );
}

/** The merged times checked in the opening's order; a moved start must still lie ahead. */
function assertTimes(
  e: { voteStartAt: Date; voteEndAt: Date } | null,
  o: { meetAt: Date; submissionStartAt: Date; submissionEndAt: Date } | null,
  before: { e: ElectronicVoteRow | null; o: OnsiteVoteRow | null },
  now: Date,
) {
  if (o) {
    const problem = onsitePeriodProblem({
      submissionStartAt: o.submissionStartAt.toISOString(),
      submissionEndAt: o.submissionEndAt.toISOString(),
      meetAt: o.meetAt.toISOString(),
    });
    if (problem) throw badRequest(problem);
    if (
      before.o &&
      o.submissionStartAt.getTime() !== before.o.submissionStartAt.getTime() &&
      o.submissionStartAt <= now
    ) {
      throw badRequest(M.submissionStartPast);
    }
  }
  if (e) {
    const problem = evotePeriodProblem({
      voteStartAt: e.voteStartAt.toISOString(),
      voteEndAt: e.voteEndAt.toISOString(),
      onsiteMeetAt: o?.meetAt.toISOString() ?? null,
    });
    if (problem) throw badRequest(problem);
    if (before.e && e.voteStartAt.getTime() !== before.e.voteStartAt.getTime() && e.voteStartAt <= now) {
      throw badRequest(M.evoteStartPast);
    }
  }
}

/**
 * PATCH /v1/meets/{meetSeq} (정보 수정) under the meeting's row lock. BEFORE and PROCESS take the names, the
 * convener, the e-vote sender/contact/description, the on-site place/contact and the additional info; the
 * times move only while BEFORE (checked in the opening's order, a moved start still ahead); COUNTING, COMPLETE
 * and CANCEL take nothing (수정이 불가능한 상태입니다). A part the method lacks is refused the same way.
 * Answers the meeting and, when its start moved, the new start (the opening's start job is queued again).
 */
export async function updateMeet(opts: {
  db: Db;
  unionSeq: number;
  meetSeq: number;
  input: UpdateMeetInput;
  publicBaseUrl: string;
  now?: Date;
}): Promise<{ meet: MeetDetail; movedStartAt: Date | null }> {
  const { input } = opts;
  const now = opts.now ?? new Date();
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    if (meet.meetStatus !== "BEFORE" && meet.meetStatus !== "PROCESS") throw badRequest(M.notEditable);
    const [e, o] = await Promise.all([findElectronicVote(tx, meet.meetSeq), findOnsiteVote(tx, meet.meetSeq)]);
    if ((input.electronicVote && !e) || (input.onsiteVote && !o)) throw badRequest(M.notEditable);
    const ev = input.electronicVote;
    const ov = input.onsiteVote;
    const isMoved = movedTimes(input, e, o);
    if (isMoved && meet.meetStatus !== "BEFORE") throw badRequest(M.notEditable);

    const nextE = e && {
      voteStartAt: dateOf(ev?.voteStartAt) ?? e.voteStartAt,
      voteEndAt: dateOf(ev?.voteEndAt) ?? e.voteEndAt,
    };
    const nextO = o && {
      meetAt: dateOf(ov?.meetAt) ?? o.meetAt,
      submissionStartAt: dateOf(ov?.submissionStartAt) ?? o.submissionStartAt,
      submissionEndAt: dateOf(ov?.submissionEndAt) ?? o.submissionEndAt,
    };
    if (isMoved) assertTimes(nextE, nextO, { e, o }, now);

    if (e && ev) {
      await updateElectronicVoteRow(tx, meet.meetSeq, {
        ...(ev.senderName !== undefined ? { senderName: ev.senderName } : {}),
        ...(ev.contactNo !== undefined ? { contactNo: ev.contactNo } : {}),
        ...(ev.description !== undefined ? { description: ev.description } : {}),
        ...(isMoved && nextE ? nextE : {}),
      });
    }
    if (o && ov) {
      await updateOnsiteVoteRow(tx, meet.meetSeq, {
        ...(ov.zipNo !== undefined ? { zipNo: ov.zipNo } : {}),
        ...(ov.jibunAddress !== undefined ? { jibunAddress: ov.jibunAddress } : {}),
        ...(ov.roadAddress !== undefined ? { roadAddress: ov.roadAddress } : {}),
        ...(ov.detailAddress !== undefined ? { detailAddress: ov.detailAddress } : {}),
        ...(ov.contactNo !== undefined ? { contactNo: ov.contactNo } : {}),
        ...(isMoved && nextO ? nextO : {}),
      });
    }
    const va = input.voteAdditional;
    await updateMeetRow(tx, meet.meetSeq, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.moverName !== undefined ? { moverName: input.moverName } : {}),
      ...(va ?? {}),
      // The meeting time follows the on-site time, or the e-vote end of an ELECTRONIC meeting.
      ...(isMoved ? { meetAt: nextO?.meetAt ?? nextE?.voteEndAt ?? meet.meetAt } : {}),
    });
    const oldStart = meetStartOf({ electronicVote: e, onsiteVote: o });
    const newStart = meetStartOf({ electronicVote: nextE, onsiteVote: nextO });
    const movedStartAt = isMoved && newStart && newStart.getTime() !== oldStart?.getTime() ? newStart : null;
    const updated = await meetOf(tx, opts.unionSeq, opts.meetSeq);
    return { meet: await detailOf(tx, updated, opts.publicBaseUrl), movedStartAt };
  });
}
