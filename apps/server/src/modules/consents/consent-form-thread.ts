import { requestThread } from "../../platform/threads/request-thread";
import type { renderConsentForm } from "./consent-form.pdf";

type RenderInput = Parameters<typeof renderConsentForm>[0];

/**
 * Consent forms are rendered on a thread of their own: a form is about 50 ms of CPU (pdf-lib, fontkit, the
 * signature's PNG) and owners submit several a second, so on the main thread the forms held the event loop
 * that answers the owners and the staff's console (bench:consent-submissions). One thread per process,
 * started by the first form and kept (the font is read and parsed once there). Its heap: the two Noto Sans
 * KR faces parsed by fontkit and one form at a time.
 */
const thread = requestThread<RenderInput, Uint8Array>({
  module: new URL("./consent-form.worker.ts", import.meta.url),
  name: "consent-form",
  background: true,
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
});

/** `renderConsentForm` on the consent form thread: the same bytes, the main thread free meanwhile. */
export const renderConsentFormOnThread = (input: RenderInput) => thread.call(input);

/** Stops the thread (a form in flight fails and its job is retried); the next form starts a new one. */
export const stopConsentFormThread = () => thread.stop();
