import { requestThread } from "../../platform/threads/request-thread";
import type { ConsentCertificateInput } from "./consent-certificates.pdf";

/**
 * Consent certificates are rendered on a thread of their own (a page each; a request may name thousands of
 * recipients), so the console and, on PGlite, the database keep the main thread.
 */
const thread = requestThread<ConsentCertificateInput, Uint8Array>({
  module: new URL("./consent-certificates.worker.ts", import.meta.url),
  name: "consent-certificates",
  background: true,
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
});

export const renderConsentCertificateOnThread = (input: ConsentCertificateInput) => thread.call(input);
export const stopConsentCertificateThread = () => thread.stop();
