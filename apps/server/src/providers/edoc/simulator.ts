import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { edocSimDocuments } from "../../modules/e-posts/e-posts.table";
import { EdocMaintenanceError, type EdocPort, type EdocProgress, type EdocState, type EdocSubmission } from "./port";

/** Reasons the simulated service gives, in its words. */
export const EDOC_FAIL_REASONS = {
  notMobile: "휴대전화 번호가 아니어서 전자문서를 보낼 수 없습니다.",
  noMessenger: "카카오톡 미사용자 또는 수신 거부 번호입니다.",
} as const;

const MOBILE = /^01[016789]\d{7,8}$/;
const HOUR_MS = 3_600_000;
/** Simulated seconds from hand-over to the messenger's delivery (수신). */
const RECEIVE_SECONDS = 30;
/** Simulated minutes between opening and confirming (완료). */
const CONFIRM_MINUTES = 30;

export type EdocPlan =
  | { kind: "fail"; failReason: string }
  | { kind: "expire" }
  | { kind: "open-only"; openAfterHours: number }
  | { kind: "complete"; openAfterHours: number };

/**
 * What the recipient of a number does, deterministically (tests and demos rely on it): a number that is not
 * a mobile phone, or ends in 0000, fails; by the last digit d, 4 and 9 never open (expire), 3 and 8 open after
 * d+1 hours and never confirm (expire), the others open after d+1 hours and confirm 30 minutes later.
 */
export function edocPlanOf(phoneNo: string): EdocPlan {
  const digits = phoneNo.replace(/\D/g, "");
  if (!MOBILE.test(digits)) return { kind: "fail", failReason: EDOC_FAIL_REASONS.notMobile };
  if (digits.endsWith("0000")) return { kind: "fail", failReason: EDOC_FAIL_REASONS.noMessenger };
  const last = Number(digits.at(-1));
  if (last === 4 || last === 9) return { kind: "expire" };
  if (last === 3 || last === 8) return { kind: "open-only", openAfterHours: last + 1 };
  return { kind: "complete", openAfterHours: last + 1 };
}

type SimRow = typeof edocSimDocuments.$inferSelect;

/** The state of a document at `now`: planned times that have passed are events that happened. */
export function edocStateAt(row: SimRow, now: Date, receiveMs: number): Omit<SimRow, "edocDocumentId"> {
  const at = now.getTime();
  if (row.failReason !== null) return { ...row, status: "FAILED" };
  const next = { ...row };
  const expires = row.expiresAt.getTime();
  const receiveAt = row.requestedAt.getTime() + receiveMs;
  const done = (t: Date | null) => t !== null && t.getTime() <= at && t.getTime() < expires;
  let status: EdocProgress = "SENT";
  if (receiveAt <= at) {
    status = "RECEIVED";
    next.receivedAt ??= new Date(Math.min(receiveAt, expires));
  }
  if (done(row.plannedOpenAt)) {
    status = "OPENED";
    next.openedAt ??= row.plannedOpenAt;
  }
  if (done(row.plannedCompleteAt) && next.openedAt) {
    status = "COMPLETED";
    next.completedAt ??= row.plannedCompleteAt;
  }
  if (status !== "COMPLETED" && expires <= at) {
    status = "EXPIRED";
    next.expiredAt ??= row.expiresAt;
  }
  next.status = status;
  return next;
}

const toState = (row: SimRow): EdocState => ({
  externalId: row.externalId,
  providerDocumentId: String(row.edocDocumentId),
  status: row.status as EdocProgress,
  sentAt: row.requestedAt,
  receivedAt: row.receivedAt,
  openedAt: row.openedAt,
  completedAt: row.completedAt,
  expiredAt: row.expiredAt,
  failReason: row.failReason,
});

export type EdocSimulatorOptions = {
  db: Db;
  isInMaintenance: () => Promise<boolean>;
  /** Simulated time runs this many times faster than real time (EDOC_CLOCK_SCALE; e2e uses 3600: an hour a second). */
  clockScale?: number;
  now?: () => Date;
};

/**
 * The built-in KAKAO_PAY service. It keeps every document it was handed (edoc_sim_documents), fixes at
 * hand-over when the recipient will open and confirm it (`edocPlanOf`), and moves it through received, opened,
 * completed or expired as (scaled) time passes; each `track` stores what happened since. While the POST_SEND
 * maintenance switch is on, `submit` refuses and the caller retries later.
 */
export function edocSimulator(opts: EdocSimulatorOptions): EdocPort & {
  /** The recipient page: the document opens (and, with `confirm`, is confirmed) now. */
  act: (accessCode: string, action: "open" | "confirm") => Promise<EdocState | null>;
  findByAccessCode: (accessCode: string) => Promise<SimRow | null>;
} {
  const { db } = opts;
  const scale = opts.clockScale ?? 1;
  const now = opts.now ?? (() => new Date());
  const simMs = (ms: number) => ms / scale;
  const receiveMs = simMs(RECEIVE_SECONDS * 1000);

  async function advance(rows: SimRow[]): Promise<SimRow[]> {
    const at = now();
    const out: SimRow[] = [];
    for (const row of rows) {
      const next = { ...edocStateAt(row, at, receiveMs), edocDocumentId: row.edocDocumentId };
      if (next.status !== row.status) {
        await db
          .update(edocSimDocuments)
          .set({
            status: next.status,
            receivedAt: next.receivedAt,
            openedAt: next.openedAt,
            completedAt: next.completedAt,
            expiredAt: next.expiredAt,
          })
          .where(eq(edocSimDocuments.edocDocumentId, row.edocDocumentId));
      }
      out.push(next);
    }
    return out;
  }

  return {
    submit: async (items: EdocSubmission[]) => {
      if (items.length === 0) return [];
      if (await opts.isInMaintenance()) throw new EdocMaintenanceError();
      const at = now();
      const values = items.map((item) => {
        const plan = edocPlanOf(item.phoneNo);
        const openAt =
          plan.kind === "open-only" || plan.kind === "complete"
            ? new Date(at.getTime() + simMs(plan.openAfterHours * HOUR_MS))
            : null;
        return {
          externalId: item.externalId,
          unionSeq: item.unionSeq,
          title: item.title,
          name: item.name,
          phoneNo: item.phoneNo,
          fileSeqs: item.fileSeqs,
          sendMethod: item.sendMethod,
          status: plan.kind === "fail" ? "FAILED" : "SENT",
          accessCode: crypto.randomBytes(12).toString("base64url"),
          requestedAt: at,
          expiresAt: new Date(at.getTime() + simMs(item.expireHours * HOUR_MS)),
          plannedOpenAt: openAt,
          plannedCompleteAt:
            plan.kind === "complete" && openAt ? new Date(openAt.getTime() + simMs(CONFIRM_MINUTES * 60_000)) : null,
          failReason: plan.kind === "fail" ? plan.failReason : null,
        };
      });
      // A document handed over twice (a retried job) stays the first one.
      await db.insert(edocSimDocuments).values(values).onConflictDoNothing({ target: edocSimDocuments.externalId });
      const rows = await db
        .select()
        .from(edocSimDocuments)
        .where(
          inArray(
            edocSimDocuments.externalId,
            items.map((i) => i.externalId),
          ),
        );
      return rows.map(toState);
    },
    track: async (ids: string[]) => {
      const seqs = ids.map(Number).filter((n) => Number.isInteger(n) && n > 0);
      if (seqs.length === 0) return [];
      const rows = await db.select().from(edocSimDocuments).where(inArray(edocSimDocuments.edocDocumentId, seqs));
      return (await advance(rows)).map(toState);
    },
    findByAccessCode: async (accessCode: string) => {
      const [row] = await db.select().from(edocSimDocuments).where(eq(edocSimDocuments.accessCode, accessCode));
      return row ?? null;
    },
    act: async (accessCode: string, action: "open" | "confirm") => {
      const [row] = await db.select().from(edocSimDocuments).where(eq(edocSimDocuments.accessCode, accessCode));
      if (!row) return null;
      const [current] = await advance([row]);
      if (!current || !["SENT", "RECEIVED", "OPENED"].includes(current.status))
        return current ? toState(current) : null;
      const at = now();
      const plannedOpenAt =
        current.plannedOpenAt && current.plannedOpenAt <= at ? current.plannedOpenAt : new Date(at.getTime() - 1);
      const plannedCompleteAt = action === "confirm" ? at : current.plannedCompleteAt;
      await db
        .update(edocSimDocuments)
        .set({ plannedOpenAt, plannedCompleteAt, receivedAt: current.receivedAt ?? plannedOpenAt })
        .where(eq(edocSimDocuments.edocDocumentId, row.edocDocumentId));
      const [updated] = await db
        .select()
        .from(edocSimDocuments)
        .where(eq(edocSimDocuments.edocDocumentId, row.edocDocumentId));
      if (!updated) return null;
      const [advanced] = await advance([{ ...updated, receivedAt: updated.receivedAt }]);
      return advanced ? toState(advanced) : null;
    },
  };
}
