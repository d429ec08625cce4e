import { serveRequests } from "../../platform/threads/thread-serve";
import { type ConsentCertificateInput, renderConsentCertificate } from "./consent-certificates.pdf";

/** The consent certificate thread (consent-certificates-thread.ts). */
serveRequests(async (input: ConsentCertificateInput) => {
  const rendered = await renderConsentCertificate(input);
  const bytes = rendered.byteLength === rendered.buffer.byteLength ? rendered : rendered.slice();
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
