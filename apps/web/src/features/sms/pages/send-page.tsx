import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { callersQuery } from "../api/sms-queries";
import { SendWizard } from "../components/compose/send-wizard";

/** Tab 문자발송: the send wizard with the approved callers (status C) as senders. */
export function SendPage() {
  const unionSeq = useUnionSeq();
  const { data: callers } = useSuspenseQuery(callersQuery(unionSeq));
  const [round, setRound] = useState(0);
  const approved = callers.filter((caller) => caller.status === "C");
  return (
    <SendWizard
      key={`${unionSeq}-${round}`}
      unionSeq={unionSeq}
      callers={approved}
      onSent={() => setRound((value) => value + 1)}
    />
  );
}
