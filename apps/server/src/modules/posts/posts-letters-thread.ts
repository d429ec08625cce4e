import { requestThread } from "../../platform/threads/request-thread";
import type { LettersInput } from "./posts-letters.pdf";

/**
 * A post's letters are rendered on a thread of their own at background priority (3,000 letters are thousands of
 * pages of pdf-lib work), so the console and, on PGlite, the database keep the main thread.
 */
const thread = requestThread<LettersInput, Uint8Array>({
  module: new URL("./posts-letters.worker.ts", import.meta.url),
  name: "posts-letters",
  background: true,
  resourceLimits: { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 32 },
});

export const renderLettersOnThread = (input: LettersInput) => thread.call(input);
export const stopLettersThread = () => thread.stop();
