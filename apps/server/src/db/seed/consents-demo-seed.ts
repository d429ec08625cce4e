import crypto from "node:crypto";
import {
  CONSENT_EVIDENCE_KINDS,
  type ProgressStatus,
  type RecipientAction,
  type RecipientStatus,
  type SubmitType,
} from "@johap/contracts";
import { and, asc, eq, ne, or } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { consentTextHash } from "../../modules/consents/consent-recipients.service";
import { newLinkCode } from "../../modules/consents/consents.service";
import {
  electronicConsentRecipientHistories,
  electronicConsentRecipients,
  electronicConsents,
} from "../../modules/consents/consents.table";
import { storageEndOf } from "../../modules/consents/consents-lifecycle";
import { unionRegisters } from "../../modules/register/register.table";
import { appendEvidence } from "../../platform/evidence/evidence-chain";
import type { Db } from "../client";
import { inTransaction } from "../transaction";
import { prng, type Rand } from "./korean-names";

const DAY = 24 * 3600 * 1000;
const RECIPIENTS = 200;

type DemoConsent = {
  title: string;
  content: string;
  status: ProgressStatus;
  startDays: number;
  endDays: number;
  /** Share of the recipients who submitted (electronic or written). */
  submitted: number;
};

const CONSENTS: DemoConsent[] = [
  {
    title: "조합설립인가 동의서",
    content: "주택재개발정비사업 조합설립인가 신청에 동의합니다.",
    status: "COMPLETED",
    startDays: -90,
    endDays: -60,
    submitted: 0.7,
  },
  {
    title: "정비계획 변경 동의서",
    content: "정비계획(건축물 배치 및 용적률) 변경안에 동의합니다.",
    status: "IN_PROGRESS",
    startDays: -10,
    endDays: 20,
    submitted: 0.4,
  },
  {
    title: "조합 정관 변경 동의서",
    content: "조합 정관 제12조(임원의 임기) 변경안에 동의합니다.",
    status: "BEFORE",
    startDays: 7,
    endDays: 37,
    submitted: 0,
  },
];

type Act = {
  recipientSeq: number;
  at: Date;
  action: RecipientAction;
  status: RecipientStatus;
  submitType: SubmitType;
  managerName: string;
  managerMemberSeq: number | null;
};

/** What one recipient did: nothing, consented online, in writing (registered by staff), then maybe withdrew. */
function fateOf(r: Rand, share: number, start: number, end: number) {
  if (r() >= share) return null;
  const submitType: SubmitType = r() < 0.75 ? "ELECTRONIC" : "WRITTEN";
  const at = new Date(start + Math.floor(r() * (end - start) * 0.8));
  const withdrawn = r() < 0.08 ? new Date(at.getTime() + Math.floor(r() * 5 * DAY)) : null;
  return { submitType, at, withdrawn };
}

/**
 * Electronic consents of a demo union whose register is seeded: one COMPLETED, one IN_PROGRESS (about 40%
 * submitted, some in writing, some withdrawn, with histories and evidence events) and one BEFORE, each
 * with up to 200 owners (public owners consent automatically). Their start and end are the lifecycle
 * sweep's to follow. Once per union.
 */
export function seedDemoConsents(db: Db, unionSeq: number, loginId: string, seed = 20261201) {
  return inTransaction(db, (tx) => seedConsents(tx, unionSeq, loginId, seed));
}

async function seedConsents(db: Db, unionSeq: number, loginId: string, seed: number) {
  const [existing] = await db.select().from(electronicConsents).where(eq(electronicConsents.unionSeq, unionSeq));
  if (existing) return false;
  const [staff] = await db.select().from(members).where(eq(members.loginId, loginId));
  const owners = await db
    .select({ seq: unionRegisters.unionRegisterSeq, name: unionRegisters.name, ownerType: unionRegisters.ownerType })
    .from(unionRegisters)
    .where(
      and(
        eq(unionRegisters.unionSeq, unionSeq),
        or(ne(unionRegisters.birth, ""), eq(unionRegisters.ownerType, "PUBLIC")),
      ),
    )
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(RECIPIENTS);
  const r = prng(seed);
  const now = Date.now();
  for (const demo of CONSENTS) {
    const start = now + demo.startDays * DAY;
    const end = now + demo.endDays * DAY;
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
        startedAt: new Date(start),
        endedAt: new Date(end),
        activeWithdrawnDays: 14,
        linkCode: await newLinkCode(db),
        createdBy: staff?.memberSeq ?? null,
        createdAt: new Date(start - 3 * DAY),
        ...(demo.status === "COMPLETED"
          ? { completedAt: new Date(end), documentStorageEndAt: storageEndOf(new Date(end)) }
          : {}),
      })
      .returning();
    const acts: Act[] = [];
    const fates = owners.map((o) =>
      o.ownerType === "PUBLIC" ? null : fateOf(r, demo.submitted, start, Math.min(end, now)),
    );
    const rows = await db
      .insert(electronicConsentRecipients)
      .values(
        owners.map((o, i) => {
          const fate = fates[i];
          const isPublic = o.ownerType === "PUBLIC";
          const status: RecipientStatus = isPublic
            ? "AUTO_SUBMITTED"
            : !fate
              ? "NOT_SUBMITTED"
              : fate.withdrawn
                ? "WITHDRAWAL"
                : fate.submitType === "WRITTEN"
                  ? "WRITTEN_SUBMITTED"
                  : "ELECTRONIC_SUBMITTED";
          return {
            consentSeq: consent!.consentSeq,
            unionSeq,
            unionRegisterSeq: o.seq,
            recipientId: crypto.randomBytes(12).toString("base64url"),
            status,
            submitType: isPublic ? ("AUTO" as const) : (fate?.submitType ?? null),
            submittedAt: isPublic ? (demo.status === "BEFORE" ? null : new Date(start)) : (fate?.at ?? null),
            activeWithdrawnDays: 14,
            activeWithdrawnAt: fate ? new Date(fate.at.getTime() + 14 * DAY) : null,
            withdrawnAt: fate?.withdrawn ?? null,
          };
        }),
      )
      .returning({ recipientSeq: electronicConsentRecipients.recipientSeq });
    rows.forEach((row, i) => {
      const fate = fates[i];
      if (!fate) return;
      const byStaff = { managerName: staff?.name ?? "", managerMemberSeq: staff?.memberSeq ?? null };
      const submitter =
        fate.submitType === "WRITTEN" ? byStaff : { managerName: owners[i]!.name, managerMemberSeq: null };
      const status = fate.submitType === "WRITTEN" ? "WRITTEN_SUBMITTED" : "ELECTRONIC_SUBMITTED";
      const base = { recipientSeq: row.recipientSeq, submitType: fate.submitType };
      acts.push({ ...base, ...submitter, at: fate.at, action: "SUBMITTED", status });
      if (fate.withdrawn)
        acts.push({ ...base, ...byStaff, at: fate.withdrawn, action: "WITHDRAWN", status: "WITHDRAWAL" });
    });
    acts.sort((a, b) => a.at.getTime() - b.at.getTime());
    if (acts.length) {
      await db.insert(electronicConsentRecipientHistories).values(
        acts.map((a) => ({
          recipientSeq: a.recipientSeq,
          consentSeq: consent!.consentSeq,
          action: a.action,
          status: a.status,
          managerMemberSeq: a.managerMemberSeq,
          managerName: a.managerName,
          occurredAt: a.at,
        })),
      );
    }
    const textHash = consentTextHash(consent!);
    for (const a of acts) {
      await appendEvidence(db, {
        unionSeq,
        kind: a.action === "SUBMITTED" ? CONSENT_EVIDENCE_KINDS.submitted : CONSENT_EVIDENCE_KINDS.withdrawn,
        subject: `consent:${consent!.consentSeq}/recipient:${a.recipientSeq}`,
        payload: {
          consentSeq: consent!.consentSeq,
          recipientSeq: a.recipientSeq,
          consentTextHash: textHash,
          submitType: a.submitType,
        },
        occurredAt: a.at,
      });
    }
  }
  return true;
}
