import { requestThread } from "../../platform/threads/request-thread";
import type { CertificateInput, ResultCertificateInput } from "./meet-certificates.pdf";
import type { CertificateRequest } from "./meet-certificates.worker";

/**
 * Certificates are rendered on a thread of their own (a page each, about 50 ms of pdf-lib and fontkit; a request
 * may name thousands of voters), so the console and, on PGlite, the database keep the main thread.
 */
const thread = requestThread<CertificateRequest, Uint8Array>({
  module: new URL("./meet-certificates.worker.ts", import.meta.url),
  name: "meet-certificates",
  background: true,
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
});

export const renderCertificateOnThread = (input: CertificateInput) => thread.call({ kind: "certificate", input });
export const renderResultCertificateOnThread = (input: ResultCertificateInput) =>
  thread.call({ kind: "result", input });
export const stopCertificateThread = () => thread.stop();
