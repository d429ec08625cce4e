import type { PostDeliveryStatus } from "@johap/contracts";
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { postCarrierItems } from "../../modules/posts/posts.table";
import { type PostalItem, PostalMaintenanceError, type PostalMove, type PostalPort } from "./port";

/** Korean carrier reasons the simulator gives. */
export const POSTAL_REASONS = {
  unknownAddress: "수취인 주소 불명 (미배달)",
  returned: "수취인 부재 3회로 반송",
} as const;

/** A zip the carrier never finds (the demo and tests use it for an undeliverable letter). */
export const UNDELIVERABLE_ZIP = "00000";

const PLACES = {
  PRINTING: "우편 제작 센터 (인쇄·봉입)",
  DISPATCHED: "서울 우편집중국 (발송)",
} as const;

/** A small deterministic hash (FNV-1a) so the same letter always meets the same fate. */
export function fateHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * How a letter ends: zip 00000 is undeliverable (미배달); about one in `returnOneIn` (by its address and name) is
 * returned (반송); the rest are delivered.
 */
export function plannedOutcome(
  item: Pick<PostalItem, "zipNo" | "address" | "detailAddress" | "name">,
  returnOneIn: number,
): { outcome: PostDeliveryStatus; reason: string | null } {
  if (item.zipNo.replace(/\D/g, "") === UNDELIVERABLE_ZIP) {
    return { outcome: "UNDELIVERED", reason: POSTAL_REASONS.unknownAddress };
  }
  if (returnOneIn > 0 && fateHash(`${item.address}|${item.detailAddress}|${item.name}`) % returnOneIn === 0) {
    return { outcome: "RETURNED", reason: POSTAL_REASONS.returned };
  }
  return { outcome: "DELIVERED", reason: null };
}

/** A registered-mail number: 13 digits (우체국 등기번호 form), unique per our reference. */
export const trackingNumberOf = (reference: number) => `6${String(reference).padStart(12, "0")}`;

/**
 * The built-in postal service. Its items live in `post_carrier_items` (so stages survive restarts) and move by
 * `advance`, which the tracking job calls every few seconds: PRINTING → DISPATCHED after one step, then to the
 * planned outcome after another step (a share of letters one step later, as a slower round). While POST_SEND
 * maintenance is on, `accept` refuses and the job retries.
 */
export function postSimulator(opts: {
  db: Db;
  stepSeconds: number;
  returnOneIn: number;
  isInMaintenance: () => Promise<boolean>;
}): PostalPort {
  const { db } = opts;
  const stepMs = Math.round(opts.stepSeconds * 1000);
  const event = (stage: PostDeliveryStatus, at: Date, place: string) => ({ stage, at: at.toISOString(), place });

  return {
    accept: async (items) => {
      if (await opts.isInMaintenance()) throw new PostalMaintenanceError();
      if (items.length === 0) return [];
      const now = new Date();
      const rows = items.map((item) => {
        const { outcome, reason } = plannedOutcome(item, opts.returnOneIn);
        return {
          trackingNo: trackingNumberOf(item.reference),
          reference: item.reference,
          zipNo: item.zipNo,
          address: `${item.address} ${item.detailAddress}`.trim(),
          stage: "PRINTING" as const,
          outcome,
          outcomeReason: reason,
          events: [event("PRINTING", now, PLACES.PRINTING)],
          acceptedAt: now,
          nextStepAt: new Date(now.getTime() + stepMs),
        };
      });
      for (let i = 0; i < rows.length; i += 1000) {
        await db
          .insert(postCarrierItems)
          .values(rows.slice(i, i + 1000))
          .onConflictDoNothing();
      }
      return rows.map((r) => ({ reference: r.reference, trackingNo: r.trackingNo }));
    },

    advance: async (now = new Date()) => {
      const at = now.toISOString();
      const next = new Date(now.getTime() + stepMs).toISOString();
      // A slower round for about one letter in four: delivered a step later.
      const later = new Date(now.getTime() + 2 * stepMs).toISOString();
      const dispatched = await db
        .update(postCarrierItems)
        .set({
          stage: "DISPATCHED",
          events: sql`${postCarrierItems.events} || jsonb_build_array(jsonb_build_object('stage', 'DISPATCHED', 'at', ${at}::text, 'place', ${PLACES.DISPATCHED}::text))`,
          nextStepAt: sql`case when abs(hashtext(${postCarrierItems.trackingNo})) % 4 = 0 then ${later}::timestamptz else ${next}::timestamptz end`,
        })
        .where(
          and(
            eq(postCarrierItems.stage, "PRINTING"),
            isNotNull(postCarrierItems.nextStepAt),
            lte(postCarrierItems.nextStepAt, now),
          ),
        )
        .returning({ trackingNo: postCarrierItems.trackingNo });
      const settled = await db
        .update(postCarrierItems)
        .set({
          stage: sql`${postCarrierItems.outcome}`,
          events: sql`${postCarrierItems.events} || jsonb_build_array(jsonb_build_object('stage', ${postCarrierItems.outcome}, 'at', ${at}::text, 'place', split_part(${postCarrierItems.address}, ' ', 1) || ' ' || split_part(${postCarrierItems.address}, ' ', 2) || ' 우체국'))`,
          nextStepAt: null,
        })
        .where(
          and(
            eq(postCarrierItems.stage, "DISPATCHED"),
            isNotNull(postCarrierItems.nextStepAt),
            lte(postCarrierItems.nextStepAt, now),
          ),
        )
        .returning({ trackingNo: postCarrierItems.trackingNo });
      return dispatched.length + settled.length;
    },

    collectMoves: async (limit) => {
      const rows = await db
        .select()
        .from(postCarrierItems)
        .where(sql`${postCarrierItems.reportedStage} is distinct from ${postCarrierItems.stage}`)
        .orderBy(postCarrierItems.reference)
        .limit(limit);
      return rows.map((row): PostalMove => {
        const last = row.events.at(-1);
        const isFinal = row.stage === "RETURNED" || row.stage === "UNDELIVERED";
        return {
          trackingNo: row.trackingNo,
          reference: row.reference,
          stage: row.stage,
          at: last ? new Date(last.at) : row.acceptedAt,
          reason: isFinal ? row.outcomeReason : null,
        };
      });
    },

    acknowledge: async (moves) => {
      const byStage = new Map<PostDeliveryStatus, string[]>();
      for (const move of moves) byStage.set(move.stage, [...(byStage.get(move.stage) ?? []), move.trackingNo]);
      for (const [stage, trackingNos] of byStage) {
        for (let i = 0; i < trackingNos.length; i += 1000) {
          await db
            .update(postCarrierItems)
            .set({ reportedStage: stage })
            .where(
              and(
                inArray(postCarrierItems.trackingNo, trackingNos.slice(i, i + 1000)),
                eq(postCarrierItems.stage, stage),
              ),
            );
        }
      }
    },

    track: async (trackingNo) => {
      const [row] = await db.select().from(postCarrierItems).where(eq(postCarrierItems.trackingNo, trackingNo));
      return row ? { trackingNo: row.trackingNo, stage: row.stage, events: row.events } : null;
    },
  };
}

export { PostalMaintenanceError };
