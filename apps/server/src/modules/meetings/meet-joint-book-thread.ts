import { requestThread } from "../../platform/threads/request-thread";
import type { RosterInput } from "./meet-joint-book.pdf";

/**
 * Rosters are rendered on a thread of their own: a roster of 10,000 voters is a few seconds of CPU (pdf-lib
 * drawing some 70,000 cells, then the font subset) that would hold the event loop answering the console (and,
 * on PGlite, the database). Its heap: the two Noto Sans KR faces and one roster's pages at a time (the
 * bench: tools/bench/meet-roster.ts keeps the whole under 300 MB).
 */
const thread = requestThread<RosterInput, Uint8Array>({
  module: new URL("./meet-joint-book.worker.ts", import.meta.url),
  name: "meet-roster",
  background: true,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
});

export const renderRosterOnThread = (input: RosterInput) => thread.call(input);
export const stopRosterThread = () => thread.stop();
