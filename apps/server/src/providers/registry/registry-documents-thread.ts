import { requestThread } from "../../platform/threads/request-thread";
import type { RegistryDocumentInput } from "./registry-documents.pdf";

/** Documents are rendered on a thread of their own (an order may hold thousands), off the event loop. */
const thread = requestThread<RegistryDocumentInput, Uint8Array>({
  module: new URL("./registry-documents.worker.ts", import.meta.url),
  name: "registry-documents",
  background: true,
  resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
});

export const renderRegistryDocumentOnThread = (input: RegistryDocumentInput) => thread.call(input);
export const stopRegistryDocumentThread = () => thread.stop();
