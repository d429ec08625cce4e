import type {
  AgainstChoice,
  AgendaKind,
  AttendanceCategory,
  AttendExpectedType,
  BallotChannel,
  EvoteProgressStatus,
  EvoteSendKind,
  EvoteSendStatus,
  MeetMethod,
  MeetStatus,
  MeetType,
  OpenType,
  ParticipantActionType,
  SignatureType,
  VoteCategory,
  VoteForm,
  VoteType,
  WrittenSubmissionStatus,
  WrittenSubmissionType,
} from "@johap/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { files } from "../files/files.table";
import { unionRegisters } from "../register/register.table";
import { unions } from "../union-users/union-users.table";

/**
 * A general meeting (총회, 대의원회 or 이사회) of a union. `meetStatus` moves BEFORE → PROCESS by a job at the
 * start (the e-vote start, or the written submission start for ONSITE), then COUNTING and COMPLETE by staff.
 * `passwordHash` guards the detail (spec 03 section 6); `linkCode` names it in the owners' ballot link
 * (`/m/v/{linkCode}`), unique across unions. A mock meeting may add `virtualParticipantCount` voters that
 * exist only in the counts.
 */
export const meets = pgTable(
  "meets",
  {
    meetSeq: serial("meet_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    name: text("name").notNull(),
    moverName: text("mover_name").notNull(),
    openType: text("open_type").$type<OpenType>().notNull(),
    meetType: text("meet_type").$type<MeetType>().notNull(),
    meetMethod: text("meet_method").$type<MeetMethod>().notNull(),
    meetStatus: text("meet_status").$type<MeetStatus>().notNull().default("BEFORE"),
    /** When the meeting is held: the on-site meeting time, or the e-vote end for an ELECTRONIC meeting. */
    meetAt: timestamp("meet_at", { withTimezone: true }).notNull(),
    isMock: boolean("is_mock").notNull().default(false),
    virtualParticipantCount: integer("virtual_participant_count").notNull().default(0),
    passwordHash: text("password_hash").notNull(),
    noticeFileSeq: integer("notice_file_seq").references(() => files.fileSeq),
    writtenResolutionFileSeq: integer("written_resolution_file_seq").references(() => files.fileSeq),
    isVoteAdditionalInputEnabled: boolean("is_vote_additional_input_enabled").notNull().default(false),
    voteAdditionalTitle: text("vote_additional_title").notNull().default(""),
    voteAdditionalContent: text("vote_additional_content").notNull().default(""),
    linkCode: text("link_code").notNull(),
    /** What opening cost (원), charged through the ledger once (`ledgerRef` names the entry). */
    openCost: integer("open_cost").notNull().default(0),
    liveStreamUrl: text("live_stream_url"),
    voteResultCertificateFilePath: text("vote_result_certificate_file_path"),
    documentStorageEndAt: timestamp("document_storage_end_at", { withTimezone: true }),
    documentStorageStatus: text("document_storage_status").notNull().default("STORING"),
    documentStorageExtensionStatus: text("document_storage_extension_status").notNull().default("NONE"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("meets_link_code_uq").on(t.linkCode),
    index("meets_union_idx").on(t.unionSeq, t.meetSeq),
    /** The lifecycle sweep reads the meetings not yet started. */
    index("meets_before_idx").on(t.meetStatus).where(sql`meet_status = 'BEFORE'`),
  ],
);

/** The electronic vote of a meeting (ELECTRONIC, ONSITE_ELECTRONIC): one row per meeting. */
export const meetElectronicVotes = pgTable("meet_electronic_votes", {
  meetSeq: integer("meet_seq")
    .primaryKey()
    .references(() => meets.meetSeq, { onDelete: "cascade" }),
  signatureType: text("signature_type").$type<SignatureType>().notNull().default("ELECTRONIC"),
  senderName: text("sender_name").notNull(),
  contactNo: text("contact_no").notNull(),
  description: text("description").notNull().default(""),
  voteStartAt: timestamp("vote_start_at", { withTimezone: true }).notNull(),
  voteEndAt: timestamp("vote_end_at", { withTimezone: true }).notNull(),
});

/** The on-site part of a meeting (ONSITE, ONSITE_ELECTRONIC): written submission period, place, attendance rate. */
export const meetOnsiteVotes = pgTable("meet_onsite_votes", {
  meetSeq: integer("meet_seq")
    .primaryKey()
    .references(() => meets.meetSeq, { onDelete: "cascade" }),
  meetAt: timestamp("meet_at", { withTimezone: true }).notNull(),
  submissionStartAt: timestamp("submission_start_at", { withTimezone: true }).notNull(),
  submissionEndAt: timestamp("submission_end_at", { withTimezone: true }).notNull(),
  zipNo: text("zip_no").notNull().default(""),
  jibunAddress: text("jibun_address").notNull().default(""),
  roadAddress: text("road_address").notNull(),
  detailAddress: text("detail_address").notNull().default(""),
  contactNo: text("contact_no").notNull().default(""),
  attendanceRate: integer("attendance_rate").notNull().default(10),
});

/** An agenda (안건) of a meeting, numbered by `agendaOrder` (unique in the meeting). */
export const meetAgendas = pgTable(
  "meet_agendas",
  {
    agendaSeq: serial("agenda_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    agendaOrder: integer("agenda_order").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    attachFileSeq: integer("attach_file_seq").references(() => files.fileSeq),
    voteForm: text("vote_form").$type<VoteForm>().notNull(),
    voteType: text("vote_type").$type<VoteType>().notNull(),
    selectCount: integer("select_count").notNull().default(1),
    /** What the agenda decides, for the quorum rules (contracts `AGENDA_KINDS`: 일반, 시공자 선정, …). */
    agendaKind: text("agenda_kind").$type<AgendaKind>().notNull().default("GENERAL"),
  },
  (t) => [uniqueIndex("meet_agendas_order_uq").on(t.meetSeq, t.agendaOrder)],
);

/** A candidate (후보) of an agenda: the single item of an against vote, or one of the choices. `isPassed` is the result. */
export const meetCandidates = pgTable(
  "meet_candidates",
  {
    candidateSeq: serial("candidate_seq").primaryKey(),
    agendaSeq: integer("agenda_seq")
      .notNull()
      .references(() => meetAgendas.agendaSeq, { onDelete: "cascade" }),
    meetSeq: integer("meet_seq").notNull(),
    no: integer("no").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    attachFileSeq: integer("attach_file_seq").references(() => files.fileSeq),
    isPassed: boolean("is_passed"),
  },
  (t) => [uniqueIndex("meet_candidates_no_uq").on(t.agendaSeq, t.no)],
);

type VoterAddress = {
  address: string;
  detailAddress: string;
  zipNo?: string;
  city?: string;
  gu?: string;
  dong?: string;
};
type VoterLocalAddress = {
  dong: string;
  jibun: string;
  building: string;
  apartmentDong: string;
  apartmentFloor: string;
  apartmentHosu: string;
};
type VoterAgent = { name: string; nameClass: string; birth: string; gender: string; phoneNo: string };

/**
 * A voter (선거인): a copy of a register owner's details as of the meeting (staff may edit the copy), with the
 * voter's electronic delivery, written submission, attendance and vote category. A deleted voter keeps the row
 * with `deletedAt`. `participantId` is a random id naming the voter outside the console (ballot links).
 */
export const meetParticipants = pgTable(
  "meet_participants",
  {
    meetParticipantSeq: serial("meet_participant_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    unionSeq: integer("union_seq").notNull(),
    unionRegisterSeq: integer("union_register_seq").references(() => unionRegisters.unionRegisterSeq, {
      onDelete: "set null",
    }),
    participantId: text("participant_id").notNull(),
    unionRegisterNoMain: integer("union_register_no_main").notNull(),
    unionRegisterNoSub: integer("union_register_no_sub").notNull().default(0),
    position: text("position").notNull().default("NONE"),
    name: text("name").notNull(),
    nameClass: text("name_class").notNull().default(""),
    ownerType: text("owner_type").notNull().default("NONE"),
    companyNo: text("company_no").notNull().default(""),
    birth: text("birth").notNull().default(""),
    gender: text("gender").notNull().default("NONE"),
    phoneNo: text("phone_no").notNull().default(""),
    tendency: text("tendency").notNull().default("NONE"),
    shareType: text("share_type").notNull().default("SINGLE"),
    postAddress: jsonb("post_address").$type<VoterAddress>().notNull(),
    realAddress: jsonb("real_address").$type<VoterAddress>().notNull(),
    localAddresses: jsonb("local_addresses").$type<VoterLocalAddress[]>().notNull().default([]),
    agent: jsonb("agent").$type<VoterAgent | null>(),
    promotionUserSeq: integer("promotion_user_seq"),
    evoteProgressStatus: text("evote_progress_status").$type<EvoteProgressStatus>().notNull().default("NONE"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    votedAt: timestamp("voted_at", { withTimezone: true }),
    resendCount: integer("resend_count").notNull().default(0),
    isResent: boolean("is_resent").notNull().default(false),
    writtenSubmissionType: text("written_submission_type").$type<WrittenSubmissionType>(),
    writtenSubmissionStatus: text("written_submission_status").$type<WrittenSubmissionStatus>(),
    writtenSubmissionAt: timestamp("written_submission_at", { withTimezone: true }),
    writtenWithdrawalAt: timestamp("written_withdrawal_at", { withTimezone: true }),
    attendExpectedType: text("attend_expected_type").$type<AttendExpectedType>().notNull().default("NONE"),
    attendanceCategory: text("attendance_category").$type<AttendanceCategory>().notNull().default("NOT_ATTEND"),
    attendAt: timestamp("attend_at", { withTimezone: true }),
    voteCategory: text("vote_category").$type<VoteCategory>().notNull().default("NOT_VOTED"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deleteReason: text("delete_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("meet_participants_id_uq").on(t.participantId),
    uniqueIndex("meet_participants_owner_uq").on(t.meetSeq, t.unionRegisterSeq).where(sql`deleted_at is null`),
    index("meet_participants_meet_idx").on(t.meetSeq, t.unionRegisterNoMain, t.unionRegisterNoSub),
    // The voter list's order over live voters only (no filter on deleted_at, no sort for the tie): a page's ids
    // are read from the index instead of sorting every voter, and the live count can come from it.
    index("meet_participants_live_order_idx")
      .on(t.meetSeq, t.unionRegisterNoMain, t.unionRegisterNoSub, t.meetParticipantSeq)
      .where(sql`deleted_at is null`),
    index("meet_participants_evote_idx").on(t.meetSeq, t.evoteProgressStatus),
    index("meet_participants_owner_idx").on(t.unionRegisterSeq),
  ],
);

/** 변동이력: each voter added, deleted or edited, with the voter before and after and who did it. */
export const meetParticipantHistories = pgTable(
  "meet_participant_histories",
  {
    meetParticipantHistorySeq: serial("meet_participant_history_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    meetParticipantSeq: integer("meet_participant_seq")
      .notNull()
      .references(() => meetParticipants.meetParticipantSeq, { onDelete: "cascade" }),
    actionType: text("action_type").$type<ParticipantActionType>().notNull(),
    participant: jsonb("participant").$type<Record<string, unknown>>().notNull(),
    previousParticipant: jsonb("previous_participant").$type<Record<string, unknown> | null>(),
    reason: text("reason").notNull().default(""),
    modifiedByMemberSeq: integer("modified_by_member_seq"),
    modifiedBy: text("modified_by").notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meet_participant_histories_meet_idx").on(t.meetSeq, t.modifiedAt)],
);

/**
 * Each delivery of a voter's ballot link through the e-vote port (send, resend, encouragement): its status
 * moves WAIT → SENT → RECEIVED (or FAILED) as the port reports; a resend cancels the voter's earlier links.
 * `linkToken` is the random token in the texted link; `smsRecipientSeq` ties it to the SMS module's record.
 */
export const meetEvoteSends = pgTable(
  "meet_evote_sends",
  {
    sendSeq: serial("send_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    meetParticipantSeq: integer("meet_participant_seq")
      .notNull()
      .references(() => meetParticipants.meetParticipantSeq, { onDelete: "cascade" }),
    kind: text("kind").$type<EvoteSendKind>().notNull(),
    status: text("status").$type<EvoteSendStatus>().notNull().default("WAIT"),
    phoneNo: text("phone_no").notNull(),
    linkToken: text("link_token").notNull(),
    smsRecipientSeq: integer("sms_recipient_seq"),
    failReason: text("fail_reason"),
    cost: integer("cost").notNull().default(0),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("meet_evote_sends_token_uq").on(t.linkToken),
    index("meet_evote_sends_participant_idx").on(t.meetParticipantSeq, t.requestedAt),
    index("meet_evote_sends_open_idx").on(t.status).where(sql`status in ('WAIT', 'SENT')`),
  ],
);

/**
 * A cast ballot: at most one per voter across every channel (the unique index is the rule, so concurrent casts
 * cannot both land). It says who voted, how and when, never what: the choices are in `meet_ballot_choices`
 * without a link back (secret ballot). `receiptHash` is the SHA-256 of the receipt code given to the voter.
 */
export const meetBallots = pgTable(
  "meet_ballots",
  {
    ballotSeq: serial("ballot_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    meetParticipantSeq: integer("meet_participant_seq")
      .notNull()
      .references(() => meetParticipants.meetParticipantSeq, { onDelete: "cascade" }),
    channel: text("channel").$type<BallotChannel>().notNull(),
    receiptHash: text("receipt_hash").notNull(),
    castAt: timestamp("cast_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("meet_ballots_participant_uq").on(t.meetParticipantSeq),
    index("meet_ballots_meet_idx").on(t.meetSeq, t.castAt),
  ],
);

/**
 * The choices of the ballots, one row per agenda choice, with no voter: an against vote's YES/NO/ABSTAIN on its
 * candidate, or a selected candidate of a select vote. Counts only (the console never shows who chose what).
 */
export const meetBallotChoices = pgTable(
  "meet_ballot_choices",
  {
    /** Random, not a sequence: a sequence would line the choices up with the ballots inserted beside them. */
    choiceId: uuid("choice_id").primaryKey().defaultRandom(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    agendaSeq: integer("agenda_seq")
      .notNull()
      .references(() => meetAgendas.agendaSeq, { onDelete: "cascade" }),
    candidateSeq: integer("candidate_seq").references(() => meetCandidates.candidateSeq, { onDelete: "cascade" }),
    choice: text("choice").$type<AgainstChoice | "SELECTED">().notNull(),
    channel: text("channel").$type<BallotChannel>().notNull(),
  },
  (t) => [index("meet_ballot_choices_agenda_idx").on(t.meetSeq, t.agendaSeq, t.candidateSeq)],
);
