import type { PostDeliveryStatus, PostType } from "@johap/contracts";

/** One letter handed to the carrier; `reference` is ours (postRecipientSeq) and comes back in every move. */
export type PostalItem = {
  reference: number;
  postType: PostType;
  name: string;
  address: string;
  detailAddress: string;
  zipNo: string;
};

/** The carrier's registered-mail number for a letter it accepted. */
export type PostalAcceptance = { reference: number; trackingNo: string };

/** A letter's latest stage not yet read by us. `reason` is the carrier's Korean reason for a return or failure. */
export type PostalMove = {
  trackingNo: string;
  reference: number;
  stage: PostDeliveryStatus;
  at: Date;
  reason: string | null;
};

export type PostalTrackingEvent = { stage: PostDeliveryStatus; at: string; place: string };
export type PostalTracking = { trackingNo: string; stage: PostDeliveryStatus; events: PostalTrackingEvent[] };

/**
 * The postal service (우편 제작·발송 대행): `accept` takes printed letters and answers a tracking number per letter;
 * the letters then move by themselves (printing → dispatch → delivered, returned or undelivered). `advance` lets the
 * carrier's clock run (a real carrier does it on its side: a no-op), `collectMoves` reads moves we have not read yet
 * and `acknowledge` marks them read, so a crash between the two only repeats a move (applying one is idempotent).
 */
export type PostalPort = {
  accept: (items: PostalItem[]) => Promise<PostalAcceptance[]>;
  advance: (now?: Date) => Promise<number>;
  collectMoves: (limit: number) => Promise<PostalMove[]>;
  acknowledge: (moves: Pick<PostalMove, "trackingNo" | "stage">[]) => Promise<void>;
  track: (trackingNo: string) => Promise<PostalTracking | null>;
};

export class PostalMaintenanceError extends Error {}
