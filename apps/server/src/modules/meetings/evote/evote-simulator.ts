import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { bulkInsert } from "../../../db/bulk-insert";
import type { Db } from "../../../db/client";
import { systemTexts } from "../../../platform/system-texts/system-texts.table";
import type { EvoteDeliveryReport, EvoteHandedOver, EvoteMessage, EvotePort } from "./evote.port";

/** The reason the simulator's texts carry in the outbox (`npm run ops -- texts <phone>` lists them). */
export const EVOTE_TEXT_REASON = "MEET_EVOTE_LINK";

/** What the simulated service reports for a link the carrier delivered but the phone never took. */
export const EVOTE_SIMULATED_FAIL_REASON = "단말기 수신 실패 (전원 꺼짐 또는 통화권 이탈)";

/** A number in [0, 1) drawn from a link token and a purpose: random across links, the same on every poll. */
function draw(linkToken: string, purpose: string) {
  return createHash("sha256").update(`${purpose}:${linkToken}`).digest().readUInt32BE(0) / 2 ** 32;
}

export type EvoteSimulatorOptions = {
  /** About one delivered link in this many never reaches its phone (0: none). */
  failOneIn: number;
  /** A delivered link reaches its phone within this long (drawn per link). */
  receiveDelayMs: number;
  /** About one link in this many reaches a phone that is off or out of coverage: it stays SENT for hours (0: none). */
  lateOneIn?: number;
  /** How long such a phone stays away at most. */
  lateDelayMs?: number;
};

/** When the simulated phone takes a link the carrier delivered at `deliveredAt` (before any random failure). */
export function simulatedReceiptAt(linkToken: string, deliveredAt: Date, opts: EvoteSimulatorOptions) {
  const isLate = (opts.lateOneIn ?? 0) > 0 && draw(linkToken, "late") < 1 / opts.lateOneIn!;
  const delay = isLate
    ? opts.receiveDelayMs + draw(linkToken, "delay") * (opts.lateDelayMs ?? 0)
    : draw(linkToken, "delay") * opts.receiveDelayMs;
  return new Date(deliveredAt.getTime() + Math.floor(delay));
}

/**
 * The built-in e-vote service. It texts each ballot link through the SMS port: `submit` queues the texts in the
 * service-notice outbox (system_texts, reason MEET_EVOTE_LINK), whose job hands them to the SMS gateway and
 * settles the carrier's reports (wrong or empty numbers and numbers ending in 0000 fail there). `poll` reads
 * the outbox: queued is PENDING, with the carrier SENT, delivered RECEIVED after a delay of up to
 * `receiveDelayMs` drawn per link (phones take a while; about one in `lateOneIn` is off or out of coverage and
 * takes up to `lateDelayMs` more), and about one link in `failOneIn` that the carrier delivered never reaches its
 * phone (FAILED). The draws come from the link token, so a link's fate is fixed.
 */
export function evoteSimulator(opts: EvoteSimulatorOptions): EvotePort {
  return {
    submit: async (db: Db, messages: EvoteMessage[]) => {
      const ids = (await bulkInsert(
        db,
        systemTexts,
        messages.map((m) => ({ phoneNo: m.phoneNo, text: m.text, reason: EVOTE_TEXT_REASON })),
        "systemTextSeq",
      )) as number[];
      return new Map(messages.map((m, i) => [m.sendSeq, ids[i]!]));
    },
    poll: async (db: Db, items: EvoteHandedOver[], now: Date) => {
      if (items.length === 0) return [];
      const texts = await db
        .select()
        .from(systemTexts)
        .where(
          inArray(
            systemTexts.systemTextSeq,
            items.map((i) => i.ref),
          ),
        );
      const byId = new Map(texts.map((t) => [t.systemTextSeq, t]));
      return items.map((item): EvoteDeliveryReport => {
        const text = byId.get(item.ref);
        if (!text || text.status === "QUEUED") return { sendSeq: item.sendSeq, state: "PENDING" };
        if (text.status === "SENDING" || !text.settledAt) return { sendSeq: item.sendSeq, state: "SENT", at: now };
        if (text.status === "FAIL") {
          return {
            sendSeq: item.sendSeq,
            state: "FAILED",
            at: text.settledAt,
            failReason: text.failReason ?? "전송 실패",
          };
        }
        const at = simulatedReceiptAt(item.linkToken, text.settledAt, opts);
        if (at > now) return { sendSeq: item.sendSeq, state: "SENT", at: text.settledAt };
        if (opts.failOneIn > 0 && draw(item.linkToken, "fail") < 1 / opts.failOneIn) {
          return { sendSeq: item.sendSeq, state: "FAILED", at, failReason: EVOTE_SIMULATED_FAIL_REASON };
        }
        return { sendSeq: item.sendSeq, state: "RECEIVED", at };
      });
    },
  };
}
