import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../account/account.table";
import { files } from "../files/files.table";
import { meetParticipants, meets } from "../meetings/meetings.table";

/**
 * The online general meeting (온라인 총회) of a meeting: a premium service applied for from the meeting detail
 * (spec 03 §2.9, §4). `serviceStatus` APPLYING → CONFIRMED (operator) → CREATED (stream and viewer link made);
 * a cancelled application keeps its row with CANCELED and `canceledAt` (a new application makes a new row: only
 * one live row per meeting). `streamingStatus` is null until the stream info is generated, then BROADCASTING and
 * STOPPED toggle; `voteStatus` PENDING → VOTING (irreversible) → PENDING again when closed (`voteEndedAt` set).
 * `accessCode` names the attendees' viewer link (`/m/o/{accessCode}`), unique across unions.
 */
export const onlineGeneralMeetings = pgTable(
  "online_general_meetings",
  {
    onlineGeneralMeetingSeq: serial("online_general_meeting_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    unionSeq: integer("union_seq").notNull(),
    serviceStatus: text("service_status").notNull().default("APPLYING"),
    appliedBy: integer("applied_by").references(() => members.memberSeq),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** What the application cost (won), charged through the ledger; refunded when cancelled before CONFIRMED. */
    cost: integer("cost").notNull().default(0),
    accessCode: text("access_code"),
    /** The streaming port's channel (providers/streaming) and what it handed out. */
    channelId: text("channel_id"),
    playUrl: text("play_url"),
    encoderUrl: text("encoder_url"),
    streamKey: text("stream_key"),
    streamKeyExpiresAt: timestamp("stream_key_expires_at", { withTimezone: true }),
    stageArn: text("stage_arn"),
    adminId: text("admin_id"),
    adminPassword: text("admin_password"),
    streamingStatus: text("streaming_status"),
    /** The broadcast's first start and its end (온라인 총회 시작 / 종료). */
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    voteStatus: text("vote_status").notNull().default("PENDING"),
    voteStartedAt: timestamp("vote_started_at", { withTimezone: true }),
    voteEndedAt: timestamp("vote_ended_at", { withTimezone: true }),
    /** 온라인 총회 내역 증명서: status UNAVAILABLE/APPLYING/AVAILABLE…, its PDF once made. */
    certificateStatus: text("certificate_status").notNull().default("UNAVAILABLE"),
    certificateFileSeq: integer("certificate_file_seq").references(() => files.fileSeq),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("online_general_meetings_live_uq").on(t.meetSeq).where(sql`canceled_at is null`),
    uniqueIndex("online_general_meetings_access_uq").on(t.accessCode),
    index("online_general_meetings_status_idx").on(t.serviceStatus),
  ],
);

/** 공지 등록: notices to the attendees (150 characters), newest shown on the dashboard and the viewer. */
export const onlineMeetingNotices = pgTable(
  "online_meeting_notices",
  {
    noticeSeq: serial("notice_seq").primaryKey(),
    onlineGeneralMeetingSeq: integer("online_general_meeting_seq")
      .notNull()
      .references(() => onlineGeneralMeetings.onlineGeneralMeetingSeq, { onDelete: "cascade" }),
    message: text("message").notNull(),
    createdBy: integer("created_by").references(() => members.memberSeq),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("online_meeting_notices_meeting_idx").on(t.onlineGeneralMeetingSeq, t.createdAt.desc())],
);

/**
 * An attendee of the online meeting: one row per voter (the owner or the agent signs in through the identity
 * check). `attendanceStatus` ATTEND/LEAVE; `lastSeenAt` is refreshed by the viewer's polling at most once a
 * minute (the live count reads it), so 10,000 viewers polling every 10 s do not write on every poll.
 */
export const onlineMeetingViewers = pgTable(
  "online_meeting_viewers",
  {
    viewerSeq: serial("viewer_seq").primaryKey(),
    onlineGeneralMeetingSeq: integer("online_general_meeting_seq")
      .notNull()
      .references(() => onlineGeneralMeetings.onlineGeneralMeetingSeq, { onDelete: "cascade" }),
    meetParticipantSeq: integer("meet_participant_seq")
      .notNull()
      .references(() => meetParticipants.meetParticipantSeq, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    isAgent: integer("is_agent").notNull().default(0),
    attendanceStatus: text("attendance_status").notNull().default("ATTEND"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("online_meeting_viewers_participant_uq").on(t.onlineGeneralMeetingSeq, t.meetParticipantSeq),
    index("online_meeting_viewers_seen_idx").on(t.onlineGeneralMeetingSeq, t.lastSeenAt),
  ],
);

/** 참석자 의견: an attendee's opinion (150 characters) and the staff's answer. Status PENDING → COMPLETED. */
export const onlineMeetingOpinions = pgTable(
  "online_meeting_opinions",
  {
    opinionSeq: serial("opinion_seq").primaryKey(),
    onlineGeneralMeetingSeq: integer("online_general_meeting_seq")
      .notNull()
      .references(() => onlineGeneralMeetings.onlineGeneralMeetingSeq, { onDelete: "cascade" }),
    viewerSeq: integer("viewer_seq")
      .notNull()
      .references(() => onlineMeetingViewers.viewerSeq, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    commentAt: timestamp("comment_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull().default("PENDING"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: integer("answered_by").references(() => members.memberSeq),
  },
  (t) => [index("online_meeting_opinions_meeting_idx").on(t.onlineGeneralMeetingSeq, t.commentAt.desc())],
);

/**
 * 발언 요청: an attendee's request to speak (VOICE or PHONE). REQUESTED → (발언승인) PENDING → SPEAKING →
 * (연결종료) COMPLETED; PENDING → (연결취소) CANCELED; the attendee may cancel a REQUESTED one (CANCELED).
 */
export const onlineMeetingSpeeches = pgTable(
  "online_meeting_speeches",
  {
    speechSeq: serial("speech_seq").primaryKey(),
    onlineGeneralMeetingSeq: integer("online_general_meeting_seq")
      .notNull()
      .references(() => onlineGeneralMeetings.onlineGeneralMeetingSeq, { onDelete: "cascade" }),
    viewerSeq: integer("viewer_seq")
      .notNull()
      .references(() => onlineMeetingViewers.viewerSeq, { onDelete: "cascade" }),
    speechCategory: text("speech_category").notNull(),
    status: text("status").notNull().default("REQUESTED"),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => members.memberSeq),
  },
  (t) => [
    index("online_meeting_speeches_meeting_idx").on(t.onlineGeneralMeetingSeq, t.registeredAt),
    // One open request per attendee.
    uniqueIndex("online_meeting_speeches_open_uq")
      .on(t.onlineGeneralMeetingSeq, t.viewerSeq)
      .where(sql`status in ('REQUESTED', 'PENDING', 'SPEAKING')`),
  ],
);

/** 온라인 총회 링크 발송: each viewer link texted to a voter (NOT_ATTEND only), with the SMS message it went in. */
export const onlineMeetingLinkSends = pgTable(
  "online_meeting_link_sends",
  {
    linkSendSeq: serial("link_send_seq").primaryKey(),
    onlineGeneralMeetingSeq: integer("online_general_meeting_seq")
      .notNull()
      .references(() => onlineGeneralMeetings.onlineGeneralMeetingSeq, { onDelete: "cascade" }),
    meetParticipantSeq: integer("meet_participant_seq")
      .notNull()
      .references(() => meetParticipants.meetParticipantSeq, { onDelete: "cascade" }),
    smsMessageSeq: integer("sms_message_seq"),
    sentBy: integer("sent_by").references(() => members.memberSeq),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("online_meeting_link_sends_meeting_idx").on(t.onlineGeneralMeetingSeq, t.meetParticipantSeq)],
);
