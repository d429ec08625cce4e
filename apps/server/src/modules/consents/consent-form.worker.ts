import { serveRequests } from "../../platform/threads/thread-serve";
import { renderConsentForm } from "./consent-form.pdf";

/** The consent form thread (consent-form-thread.ts): renders forms, the PDF's bytes handed back. */
serveRequests(async (input: Parameters<typeof renderConsentForm>[0]) => {
  const rendered = await renderConsentForm(input);
  // Handed over whole: a view of a larger buffer is copied first.
  const bytes = rendered.byteLength === rendered.buffer.byteLength ? rendered : rendered.slice();
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
