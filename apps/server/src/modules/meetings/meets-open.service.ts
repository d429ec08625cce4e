import crypto from "node:crypto";
import {
  type CreateMeetInput,
  type CreateMeetResult,
  isPositionAllowed,
  type ListMeetCandidatesQuery,
  MEET_OPEN_MESSAGES as M,
  type MeetRegisterCandidate,
  meetStartOf,
  type OwnerType,
  type ShareType,
} from "@johap/contracts";
import { hash } from "@node-rs/argon2";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { debitUsage } from "../../platform/ledger";
import { assertSameUnion } from "../consents/consent-lookup";
import { settleFilesForUse } from "../files/files.service";
import { votersFromRegister } from "./meet-voters.mapper";
import { scheduleMeetStart } from "./meetings-lifecycle";
import { quoteMeetOpening } from "./meets-cost";
import {
  fileRowsOf,
  insertAgenda,
  insertMeetParts,
  insertMeetRow,
  insertParticipants,
  linkCodeTaken,
  listMeetCandidateRows,
  type MeetCandidateRow,
  shownOwnersOf,
} from "./meets-open.repository";

export const MEETING_SERVICE_TYPE = "MEETING";
export const meetReference = (meetSeq: number) => `meet:${meetSeq}`;
const LINK_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const LINK_CODE_LENGTH = 8;

/** 8 random alphanumerics (crypto) no meeting uses yet (the unique index has the last word). */
async function newMeetLinkCode(db: Db) {
  for (;;) {
    const code = Array.from({ length: LINK_CODE_LENGTH }, () => LINK_ALPHABET[crypto.randomInt(62)]).join("");
    if (!(await linkCodeTaken(db, code))) return code;
  }
}

const toCandidate = (row: MeetCandidateRow): MeetRegisterCandidate => ({
  unionRegisterSeq: row.unionRegisterSeq,
  unionRegisterNo: row.unionRegisterNoSub
    ? `${row.unionRegisterNoMain}-${row.unionRegisterNoSub}`
    : `${row.unionRegisterNoMain}`,
  name: { name: row.name, nameClass: row.nameClass },
  positionDescription: row.positionDescription,
  ownerType: row.ownerType as OwnerType,
  shareType: row.shareType as ShareType,
  birth: row.birth,
  phoneNo: row.phoneNo,
  agentName: row.agentName,
});

/** Step 1's owners: the union's register, only delegates for 대의원회 and directors for 이사회. */
export async function listMeetCandidates(opts: { db: Db; unionSeq: number; query: ListMeetCandidatesQuery }) {
  const { rows, total } = await listMeetCandidateRows(opts.db, opts.unionSeq, opts.query);
  return { items: rows.map(toCandidate), total };
}

const IMAGE_TYPES = ["image/png", "image/jpeg"];
const PDF_TYPES = ["application/pdf"];

/** Every file the body names: a stored MEET file of the union whose content is of the kinds its field takes. */
async function assertFiles(db: Db, store: FileStore, unionSeq: number, input: CreateMeetInput) {
  const wanted: { fileSeq: number; types: string[]; message: string }[] = [
    { fileSeq: input.noticeFileSeq, types: [...IMAGE_TYPES, ...PDF_TYPES], message: M.noticeFileType },
    { fileSeq: input.writtenResolutionFileSeq, types: PDF_TYPES, message: M.writtenResolutionFileType },
  ];
  for (const agenda of input.agendas) {
    if (agenda.attachFileSeq) {
      wanted.push({ fileSeq: agenda.attachFileSeq, types: [...IMAGE_TYPES, ...PDF_TYPES], message: M.agendaFileType });
    }
    for (const candidate of agenda.candidates) {
      if (candidate.attachFileSeq) {
        wanted.push({ fileSeq: candidate.attachFileSeq, types: IMAGE_TYPES, message: M.candidateImageType });
      }
    }
  }
  const seqs = wanted.map((w) => w.fileSeq);
  await settleFilesForUse({ db, store, unionSeq, fileSeqs: seqs });
  const rows = new Map((await fileRowsOf(db, seqs)).map((row) => [row.fileSeq, row]));
  for (const w of wanted) {
    const row = rows.get(w.fileSeq);
    const isUsable =
      row?.status === "STORED" &&
      row.unionSeq === unionSeq &&
      row.divisionCode === "MEET" &&
      w.types.includes(row.contentType);
    if (!isUsable) throw badRequest(w.message);
  }
}

/**
 * The voters: owners the union's register shows (another union's, or unknown ones, refused with
 * 조합원이 아니거나 소유자 정보가 없습니다.), delegates only for 대의원회 and directors only for 이사회.
 */
async function assertVoters(db: Db, unionSeq: number, input: CreateMeetInput, seqs: number[]) {
  const owners = await shownOwnersOf(db, unionSeq, seqs);
  if (owners.length !== seqs.length) throw badRequest(M.notOwner);
  if (owners.some((o) => !isPositionAllowed(input.openType, o.positionDescription))) {
    throw badRequest(input.openType === "DELEGATE" ? M.delegateOnly : M.boardOnly);
  }
}

/** The times a new meeting starts by must lie ahead (the schema has checked their order). */
function assertStartsAhead(input: CreateMeetInput, now: number) {
  if (input.meetMethod !== "ONSITE" && Date.parse(input.electronicVote!.voteStartAt) <= now) {
    throw badRequest(M.evoteStartPast);
  }
  if (input.meetMethod !== "ELECTRONIC" && Date.parse(input.onsiteVote!.submissionStartAt) <= now) {
    throw badRequest(M.submissionStartPast);
  }
}

/**
 * 총회 개설 (POST /v1/meets): every rule checked again (the schema's, then voters, positions, files and times),
 * then in one transaction the meeting (BEFORE, a new link code, the password's argon2 hash), its e-vote and
 * on-site parts by method, agendas with candidates, the voters copied from the register and the opening's
 * charge through the ledger (refused with nothing stored when the balance is short). `idempotencyKey` (the
 * `Idempotency-Key` record's action key) keys the charge, so one record can never open two meetings;
 * `onCommit` stores the answer in the same transaction. The start (BEFORE → PROCESS) is queued as a job.
 */
export async function openMeet(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  input: CreateMeetInput;
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: CreateMeetResult) => Promise<void>;
}): Promise<CreateMeetResult> {
  const { db, unionSeq, input } = opts;
  assertSameUnion(input.unionSeq, unionSeq);
  const seqs = [...new Set(input.unionRegisterSeqs)];
  await assertVoters(db, unionSeq, input, seqs);
  assertStartsAhead(input, Date.now());
  await assertFiles(db, opts.store, unionSeq, input);
  const quote = await quoteMeetOpening({ db, unionSeq, meetMethod: input.meetMethod, unionRegisterSeqs: seqs });
  const passwordHash = await hash(input.password);
  const evote = input.meetMethod === "ONSITE" ? null : input.electronicVote!;
  const onsite = input.meetMethod === "ELECTRONIC" ? null : input.onsiteVote!;
  const virtualParticipantCount =
    input.isMock && input.totalParticipantCount !== null ? input.totalParticipantCount - seqs.length : 0;

  const result = await inTransaction(db, async (tx) => {
    const meet = await insertMeetRow(tx, {
      unionSeq,
      name: input.name,
      moverName: input.moverName,
      openType: input.openType,
      meetType: input.meetType,
      meetMethod: input.meetMethod,
      meetStatus: "BEFORE",
      meetAt: new Date(onsite ? onsite.meetAt : evote!.voteEndAt),
      isMock: input.isMock,
      virtualParticipantCount,
      passwordHash,
      noticeFileSeq: input.noticeFileSeq,
      writtenResolutionFileSeq: input.writtenResolutionFileSeq,
      isVoteAdditionalInputEnabled: input.voteAdditional.isVoteAdditionalInputEnabled,
      voteAdditionalTitle: input.voteAdditional.isVoteAdditionalInputEnabled
        ? input.voteAdditional.voteAdditionalTitle
        : "",
      voteAdditionalContent: input.voteAdditional.isVoteAdditionalInputEnabled
        ? input.voteAdditional.voteAdditionalContent
        : "",
      linkCode: await newMeetLinkCode(tx),
      openCost: quote.totalCost,
      createdBy: opts.actor.memberSeq,
    });
    const meetSeq = meet.meetSeq;
    await insertMeetParts(tx, {
      electronicVote: evote
        ? {
            meetSeq,
            signatureType: evote.signatureType,
            senderName: evote.senderName,
            contactNo: evote.contactNo,
            description: evote.description,
            voteStartAt: new Date(evote.voteStartAt),
            voteEndAt: new Date(evote.voteEndAt),
          }
        : null,
      onsiteVote: onsite
        ? {
            meetSeq,
            meetAt: new Date(onsite.meetAt),
            submissionStartAt: new Date(onsite.submissionStartAt),
            submissionEndAt: new Date(onsite.submissionEndAt),
            zipNo: onsite.zipNo,
            jibunAddress: onsite.jibunAddress,
            roadAddress: onsite.roadAddress,
            detailAddress: onsite.detailAddress,
            contactNo: onsite.contactNo,
            attendanceRate: onsite.attendanceRate,
          }
        : null,
    });
    for (const agenda of [...input.agendas].sort((a, b) => a.order - b.order)) {
      await insertAgenda(
        tx,
        {
          meetSeq,
          agendaOrder: agenda.order,
          name: agenda.name,
          description: agenda.description,
          attachFileSeq: agenda.attachFileSeq,
          voteForm: agenda.voteForm,
          voteType: agenda.voteType,
          selectCount: agenda.voteForm === "SELECT" && agenda.voteType === "MULTI" ? agenda.selectCount : 1,
          agendaKind: agenda.agendaKind,
        },
        agenda.candidates.map((c, i) => ({
          meetSeq,
          no: i + 1,
          name: c.name,
          description: c.description,
          attachFileSeq: c.attachFileSeq,
        })),
      );
    }
    await insertParticipants(tx, await votersFromRegister(tx, meetSeq, unionSeq, seqs));
    if (quote.totalCost > 0) {
      await debitUsage(tx, {
        unionSeq,
        amount: quote.totalCost,
        serviceType: MEETING_SERVICE_TYPE,
        description: `총회 개설 (${input.name}, 선거인 ${seqs.length}명)`,
        reference: meetReference(meetSeq),
        idempotencyKey: `meet-open:${opts.idempotencyKey ?? meetSeq}`,
      });
    }
    const answer: CreateMeetResult = {
      meetSeq,
      meetStatus: meet.meetStatus,
      participantCount: seqs.length,
      virtualParticipantCount,
      totalCost: quote.totalCost,
    };
    await opts.onCommit?.(tx, answer);
    return answer;
  });
  const startAt = meetStartOf({ electronicVote: evote, onsiteVote: onsite });
  if (startAt) await scheduleMeetStart(opts.jobs, result.meetSeq, startAt);
  return result;
}
