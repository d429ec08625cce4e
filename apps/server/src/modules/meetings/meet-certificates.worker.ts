import { serveRequests } from "../../platform/threads/thread-serve";
import {
  type CertificateInput,
  type ResultCertificateInput,
  renderCertificate,
  renderResultCertificate,
} from "./meet-certificates.pdf";

export type CertificateRequest =
  | { kind: "certificate"; input: CertificateInput }
  | { kind: "result"; input: ResultCertificateInput };

/** The certificate thread (meet-certificates-thread.ts): a voter's certificate or the result certificate. */
serveRequests(async (request: CertificateRequest) => {
  const rendered =
    request.kind === "certificate"
      ? await renderCertificate(request.input)
      : await renderResultCertificate(request.input);
  const bytes = rendered.byteLength === rendered.buffer.byteLength ? rendered : rendered.slice();
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
