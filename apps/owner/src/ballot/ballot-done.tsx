import type { BallotReceipt, OwnerBallot } from "@johap/contracts";
import { BALLOT_MESSAGES, type BallotChannel } from "@johap/contracts/owner-client";
import { dateTime } from "../format";

const CHANNEL_LABELS: Record<BallotChannel, string> = {
  ELECTRONIC: "전자투표",
  WRITTEN: "서면투표",
  ONSITE: "현장투표",
  ONLINE: "온라인 투표",
};

/**
 * The receipt of a cast, kept on this phone (the server keeps only its hash): a reload of the link shows it
 * again. Gone with the browser's storage; the vote itself stands.
 */
const keyOf = (linkToken: string) => `ballot-receipt:${linkToken}`;

export function savedReceipt(linkToken: string): BallotReceipt | null {
  try {
    const raw = localStorage.getItem(keyOf(linkToken));
    return raw ? (JSON.parse(raw) as BallotReceipt) : null;
  } catch {
    return null;
  }
}

export function saveReceipt(linkToken: string, receipt: BallotReceipt) {
  try {
    localStorage.setItem(keyOf(linkToken), JSON.stringify(receipt));
  } catch {
    // Private mode without storage: the receipt is on screen now only.
  }
}

/** 투표 완료 (with the receipt code when this phone cast it), or why the voter cannot vote now. */
export function BallotDone({ me, receipt }: { me: OwnerBallot; receipt: BallotReceipt | null }) {
  const { voter, meeting } = me;
  if (!voter.votedAt) {
    return (
      <section aria-labelledby="done-heading" className="card">
        <h2 id="done-heading" className="subtitle" tabIndex={-1}>
          투표할 수 없습니다
        </h2>
        <p className="alert" role="status">
          {meeting.phase === "BEFORE" ? BALLOT_MESSAGES.beforeStart : BALLOT_MESSAGES.linkExpired}
        </p>
      </section>
    );
  }
  const isThisCast = receipt !== null && voter.channel === "ELECTRONIC";
  return (
    <section aria-labelledby="done-heading" className="card">
      <h2 id="done-heading" className="subtitle ok" tabIndex={-1}>
        투표 완료
      </h2>
      <p role="status">{BALLOT_MESSAGES.cast}</p>
      <dl className="summary">
        <dt>투표 방법</dt>
        <dd>{voter.channel ? CHANNEL_LABELS[voter.channel] : "-"}</dd>
        <dt>투표 일시</dt>
        <dd>{dateTime(voter.votedAt)}</dd>
      </dl>
      {isThisCast && (
        <p className="receipt-box">
          <span className="muted">접수번호</span>
          <strong className="receipt" data-testid="receipt-code">
            {receipt.receiptCode}
          </strong>
        </p>
      )}
      {isThisCast ? (
        <p className="muted">
          접수번호는 이 화면에서만 확인할 수 있습니다. 캡처하거나 적어 두시면 투표가 그대로 접수되었는지 확인할 때 쓸 수
          있습니다. 조합은 누가 무엇을 선택했는지 알 수 없습니다.
        </p>
      ) : (
        <p className="muted">투표는 한 번만 할 수 있어 다시 투표할 수 없습니다.</p>
      )}
      {voter.channel === "ELECTRONIC" && (
        <a className="link" href={meeting.receiptsPath}>
          투표 접수 확인 (투표 마감 뒤 공개)
        </a>
      )}
    </section>
  );
}
