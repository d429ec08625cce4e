import { useState } from "react";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { PostWizard } from "../components/post-wizard";

/** Tab 우편발송: the four-step wizard; a fresh one after each request. */
export function PostSendPage() {
  const unionSeq = useUnionSeq();
  const [round, setRound] = useState(0);
  return <PostWizard key={`${unionSeq}-${round}`} unionSeq={unionSeq} onSent={() => setRound((value) => value + 1)} />;
}
