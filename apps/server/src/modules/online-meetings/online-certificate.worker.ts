import { serveRequests } from "../../platform/threads/thread-serve";
import { type OnlineCertificateInput, renderOnlineCertificate } from "./online-certificate.pdf";

/** The online certificate's thread (online-certificate-thread.ts). */
serveRequests(async (input: OnlineCertificateInput) => {
  const rendered = await renderOnlineCertificate(input);
  const bytes = rendered.byteLength === rendered.buffer.byteLength ? rendered : rendered.slice();
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
