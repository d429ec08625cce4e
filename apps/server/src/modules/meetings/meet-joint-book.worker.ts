import { serveRequests } from "../../platform/threads/thread-serve";
import { type RosterInput, renderRoster } from "./meet-joint-book.pdf";

/** The roster thread (meet-joint-book-thread.ts): renders a roster, the PDF's bytes handed back. */
serveRequests(async (input: RosterInput) => {
  const rendered = await renderRoster(input);
  const bytes = rendered.byteLength === rendered.buffer.byteLength ? rendered : rendered.slice();
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
