import { CONSENT_EVIDENCE_KINDS, type ProgressStatus, type RecipientAction, type SubmitType } from "@johap/contracts";
import { asc, eq, sql } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { consentTextHash } from "../../modules/consents/consent-recipients.service";
import { newLinkCode } from "../../modules/consents/consents.service";
import {
  electronicConsents,
  electronicConsentRecipientHistories as histories,
  electronicConsentRecipients as recipients,
} from "../../modules/consents/consents.table";
import { storageEndOf } from "../../modules/consents/consents-lifecycle";
import type { EvidenceInput } from "../../platform/evidence/evidence-chain";
import type { Db } from "../client";
import { inTransaction } from "../transaction";
import { appendDemoEvidence } from "./demo-evidence";

const DAY = 24 * 3600 * 1000;
/** Of those who submit: online (the rest in writing, registered by staff). */
const ELECTRONIC_SHARE = 0.8;
/** Of those who submit (not public owners): withdrawn later, within 5 days and the deadline. */
const WITHDRAWN_SHARE = 0.08;
const WITHDRAW_DAYS = 14;
/**
 * Submission odds by the owner's apartment dong (its number modulo 5), so the dong heat map shows
 * different bands: 1동 1.7×, 2동 1×, 3동 0.35× the consent's share; owners without one 1×.
 */
const DONG_FACTORS = [0.8, 1.7, 1, 0.35, 1.3];

type DemoConsent = {
  title: string;
  content: string;
  status: ProgressStatus;
  startDays: number;
  endDays: number;
  /** Share of the recipients (not public owners) who submit, electronic or written. */
  share: number;
};

const CONSENTS: DemoConsent[] = [
  {
    title: "조합설립인가 동의서",
    content: "주택재개발정비사업 조합설립인가 신청에 동의합니다.",
    status: "COMPLETED",
    startDays: -90,
    endDays: -60,
    share: 0.7,
  },
  {
    title: "정비계획 변경 동의서",
    content: "정비계획(건축물 배치 및 용적률) 변경안에 동의합니다.",
    status: "IN_PROGRESS",
    startDays: -10,
    endDays: 20,
    share: 0.4,
  },
  {
    title: "조합 정관 변경 동의서",
    content: "조합 정관 제12조(임원의 임기) 변경안에 동의합니다.",
    status: "BEFORE",
    startDays: 7,
    endDays: 37,
    share: 0,
  },
];

type Staff = { memberSeq: number | null; name: string };
type ConsentRow = typeof electronicConsents.$inferSelect;

/**
 * Electronic consents of a demo union whose register is seeded, every owner who may be a recipient
 * (public owners, owners with a name and birth date, their own or their agent's) in each: one COMPLETED
 * (about 70% submitted), one IN_PROGRESS (about 40%: mostly online, some in writing, some withdrawn,
 * spread over the days since its start and unevenly over apartment dongs) and one BEFORE (nothing
 * submitted, public owners' automatic consents come at its start). Submissions and withdrawals have their
 * histories and evidence events. Set-based statements (INSERT ... SELECT, fates drawn from md5 of the
 * seed and the owner), so 3,000 owners take a few statements; the start and end are the lifecycle
 * sweep's to follow. Once per union.
 */
export function seedDemoConsents(db: Db, unionSeq: number, loginId: string, seed = 20261201) {
  return inTransaction(db, (tx) => seedConsents(tx, unionSeq, loginId, seed));
}

async function seedConsents(db: Db, unionSeq: number, loginId: string, seed: number) {
  const [existing] = await db.select().from(electronicConsents).where(eq(electronicConsents.unionSeq, unionSeq));
  if (existing) return false;
  const [member] = await db.select().from(members).where(eq(members.loginId, loginId));
  const staff: Staff = { memberSeq: member?.memberSeq ?? null, name: member?.name ?? "" };
  const now = new Date();
  const events: EvidenceInput[] = [];
  for (const [index, demo] of CONSENTS.entries()) {
    const start = new Date(now.getTime() + demo.startDays * DAY);
    const end = new Date(now.getTime() + demo.endDays * DAY);
    const [consent] = await db
      .insert(electronicConsents)
      .values({
        unionSeq,
        templateSeq: 1,
        title: demo.title,
        content: demo.content,
        guideFileTitle: `${demo.title} 안내`,
        guideFileContent: "동의서 제출 전 안내자료를 확인해 주세요.",
        progressStatus: demo.status,
        startedAt: start,
        endedAt: end,
        activeWithdrawnDays: WITHDRAW_DAYS,
        linkCode: await newLinkCode(db),
        createdBy: staff.memberSeq,
        createdAt: new Date(start.getTime() - 3 * DAY),
        ...(demo.status === "COMPLETED" ? { completedAt: end, documentStorageEndAt: storageEndOf(end) } : {}),
      })
      .returning();
    await insertDemoRecipients(db, consent!, { seed: `${seed}:${index}`, share: demo.share, now });
    if (demo.status === "BEFORE") continue;
    await insertDemoHistories(db, consent!.consentSeq, staff);
    events.push(...(await evidenceOf(db, consent!)));
  }
  await appendDemoEvidence(db, events);
  return true;
}

/** Uniform [0, 1) from 8 hex digits of the draw's md5. */
const draw = (from: number) => sql.raw(`(('x' || substr(h, ${from}, 8))::bit(32)::bigint / 4294967296.0)`);

/**
 * Every eligible owner of the union as a recipient, in one INSERT ... SELECT. Each owner's fate comes
 * from md5(seed, owner): submits with the consent's share times its dong's factor, online or in writing,
 * at a time front-loaded over the elapsed period (start + elapsed × u^1.6), withdrawn now and then.
 */
async function insertDemoRecipients(db: Db, consent: ConsentRow, opts: { seed: string; share: number; now: Date }) {
  const isStarted = consent.progressStatus !== "BEFORE";
  const limit = new Date(Math.min(consent.endedAt?.getTime() ?? opts.now.getTime(), opts.now.getTime()));
  const elapsedMs = Math.max(0, limit.getTime() - consent.startedAt.getTime());
  await db.execute(sql`
    with dongs as (
      select union_register_seq, min(apartment_dong) as apartment_dong from register_local_addresses
      where union_seq = ${consent.unionSeq} and apartment_dong <> '' group by union_register_seq
    ), eligible as (
      select o.union_register_seq as seq, o.owner_type = 'PUBLIC' as is_public,
        o.union_register_no_main as no_main, o.union_register_no_sub as no_sub,
        md5(${opts.seed}::text || ':' || o.union_register_seq::text) as h, d.apartment_dong
      from union_registers o
      left join register_agents a on a.union_register_seq = o.union_register_seq
      left join dongs d on d.union_register_seq = o.union_register_seq
      where o.union_seq = ${consent.unionSeq}
        and (o.owner_type = 'PUBLIC'
          or (btrim(o.name) <> '' and btrim(o.birth) <> '')
          or (btrim(coalesce(a.name, '')) <> '' and btrim(coalesce(a.birth, '')) <> ''))
    ), draws as (
      select seq, is_public, no_main, no_sub,
        ${draw(1)} as r_submit, ${draw(9)} as r_type, ${draw(17)} as r_time, ${draw(25)} as r_withdraw,
        coalesce((${sql.raw(`array[${DONG_FACTORS.join(", ")}]::float8[]`)})[
          nullif(regexp_replace(apartment_dong, '\\D', '', 'g'), '')::bigint % ${DONG_FACTORS.length} + 1], 1) as factor
      from eligible
    ), fates as (
      select seq, no_main, no_sub,
        is_public and ${isStarted}::boolean as is_auto,
        not is_public and r_submit < least(0.95, ${opts.share}::float8 * factor) as submits,
        r_type < ${ELECTRONIC_SHARE}::float8 as is_electronic,
        r_withdraw < ${WITHDRAWN_SHARE}::float8 as withdraws,
        r_withdraw / ${WITHDRAWN_SHARE}::float8 as r_withdrawn_at,
        ${consent.startedAt}::timestamptz + ${elapsedMs}::float8 * power(r_time, 1.6) * interval '1 millisecond' as at
      from draws
    )
    insert into electronic_consent_recipients (consent_seq, union_seq, union_register_seq, recipient_id, status,
      submit_type, submitted_at, active_withdrawn_days, active_withdrawn_at, withdrawn_at)
    select ${consent.consentSeq}::int, ${consent.unionSeq}::int, seq,
      translate(encode(substr(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 1, 12), 'base64'), '+/', '-_'),
      case when is_auto then 'AUTO_SUBMITTED' when not submits then 'NOT_SUBMITTED' when withdraws then 'WITHDRAWAL'
        when is_electronic then 'ELECTRONIC_SUBMITTED' else 'WRITTEN_SUBMITTED' end,
      case when is_auto then 'AUTO' when not submits then null when is_electronic then 'ELECTRONIC' else 'WRITTEN' end,
      case when is_auto then ${consent.startedAt}::timestamptz when submits then at end,
      ${consent.activeWithdrawnDays}::int,
      case when submits then at + ${consent.activeWithdrawnDays}::int * interval '1 day' end,
      case when submits and withdraws
        then at + least(interval '5 days', ${limit}::timestamptz - at) * r_withdrawn_at end
    from fates
    order by no_main, no_sub
  `);
}

/**
 * 이력 보기 of the seeded acts: each submission (online by the owner, in writing by the staff member)
 * and each withdrawal (by the staff member), in time order.
 */
function insertDemoHistories(db: Db, consentSeq: number, staff: Staff) {
  return db.execute(sql`
    insert into electronic_consent_recipient_histories
      (recipient_seq, consent_seq, action, status, manager_member_seq, manager_name, occurred_at)
    select recipient_seq, consent_seq, action, status, manager_member_seq, manager_name, occurred_at from (
      select r.recipient_seq, r.consent_seq, 'SUBMITTED' as action,
        case when r.submit_type = 'WRITTEN' then 'WRITTEN_SUBMITTED' else 'ELECTRONIC_SUBMITTED' end as status,
        case when r.submit_type = 'WRITTEN' then ${staff.memberSeq}::int end as manager_member_seq,
        case when r.submit_type = 'WRITTEN' then ${staff.name}::text else o.name end as manager_name,
        r.submitted_at as occurred_at
      from electronic_consent_recipients r
      join union_registers o on o.union_register_seq = r.union_register_seq
      where r.consent_seq = ${consentSeq} and r.submit_type in ('ELECTRONIC', 'WRITTEN')
      union all
      select r.recipient_seq, r.consent_seq, 'WITHDRAWN', 'WITHDRAWAL', ${staff.memberSeq}::int, ${staff.name}::text,
        r.withdrawn_at
      from electronic_consent_recipients r
      where r.consent_seq = ${consentSeq} and r.status = 'WITHDRAWAL'
    ) acts
    order by occurred_at, recipient_seq
  `);
}

/** The evidence events of the seeded acts (as the submission and withdrawal services write them), in time order. */
async function evidenceOf(db: Db, consent: ConsentRow): Promise<EvidenceInput[]> {
  const acts = await db
    .select({
      recipientSeq: histories.recipientSeq,
      action: histories.action,
      occurredAt: histories.occurredAt,
      submitType: recipients.submitType,
      submittedAt: recipients.submittedAt,
    })
    .from(histories)
    .innerJoin(recipients, eq(recipients.recipientSeq, histories.recipientSeq))
    .where(eq(histories.consentSeq, consent.consentSeq))
    .orderBy(asc(histories.occurredAt), asc(histories.recipientHistorySeq));
  const textHash = consentTextHash(consent);
  return acts.map((act) => ({
    unionSeq: consent.unionSeq,
    kind: kindOf(act.action),
    subject: `consent:${consent.consentSeq}/recipient:${act.recipientSeq}`,
    payload: {
      consentSeq: consent.consentSeq,
      recipientSeq: act.recipientSeq,
      consentTextHash: textHash,
      ...payloadOf(act.action, act.submitType, act.submittedAt!, act.occurredAt),
    },
    occurredAt: act.occurredAt,
  }));
}

const kindOf = (action: RecipientAction) =>
  action === "WITHDRAWN" ? CONSENT_EVIDENCE_KINDS.withdrawn : CONSENT_EVIDENCE_KINDS.submitted;

function payloadOf(action: RecipientAction, submitType: SubmitType | null, submittedAt: Date, at: Date) {
  const submitted = { submitType, submittedAt: submittedAt.toISOString() };
  if (action === "WITHDRAWN") return { ...submitted, withdrawnAt: at.toISOString() };
  return submitType === "WRITTEN" ? { ...submitted, certifiedNoHash: null } : submitted;
}
