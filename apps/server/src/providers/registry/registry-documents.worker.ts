import { serveRequests } from "../../platform/threads/thread-serve";
import { type RegistryDocumentInput, renderRegistryDocument } from "./registry-documents.pdf";

/** The registry document thread (registry-documents-thread.ts): one ordered document as a PDF. */
serveRequests(async (input: RegistryDocumentInput) => {
  const rendered = await renderRegistryDocument(input);
  const bytes = rendered.byteLength === rendered.buffer.byteLength ? rendered : rendered.slice();
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
