import { serveRequests } from "../../platform/threads/thread-serve";
import { type LettersInput, renderLetters } from "./posts-letters.pdf";

/** The letters thread (posts-letters-thread.ts): every letter of a post merged into one PDF. */
serveRequests(async (input: LettersInput) => {
  const rendered = await renderLetters(input);
  const bytes = rendered.byteLength === rendered.buffer.byteLength ? rendered : rendered.slice();
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
