import { requestThread } from "../../platform/threads/request-thread";
import type { OnlineCertificateInput } from "./online-certificate.pdf";

/**
 * The online certificate is rendered on a thread of its own (pdf-lib and fontkit over up to 10,000 attendee rows),
 * so the event loop keeps answering the polling attendees and the console.
 */
const thread = requestThread<OnlineCertificateInput, Uint8Array>({
  module: new URL("./online-certificate.worker.ts", import.meta.url),
  name: "online-certificate",
  background: true,
  resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32 },
});

export const renderOnlineCertificateOnThread = (input: OnlineCertificateInput) => thread.call(input);
export const stopOnlineCertificateThread = () => thread.stop();
