import type { OwnerReceipts } from "@johap/contracts";
import { formatReceiptHash, RECEIPT_MESSAGES } from "@johap/contracts/owner-client";
import { type FormEvent, useState } from "react";

type Props = {
  data: OwnerReceipts;
  /** The fingerprint to mark (the voter's, after a check). */
  marked: string | null;
  isLoading: boolean;
  onPage: (page: number) => void;
  onPrefix: (prefix: string) => void;
};

const HEX = /^[0-9a-f]*$/;

/**
 * 집계된 투표의 접수번호: the published fingerprints, a page at a time, ascending (the same list for everyone, so
 * anyone may read every page and count them), with a search by a fingerprint's first digits.
 */
export function ReceiptsList({ data, marked, isLoading, onPage, onPrefix }: Props) {
  const [prefix, setPrefix] = useState("");
  const [error, setError] = useState<string | null>(null);
  const matched = data.matchedCount ?? 0;
  const pages = Math.max(1, Math.ceil(matched / data.pageSize));
  const first = data.page * data.pageSize + 1;

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    const value = prefix.trim().toLowerCase().replace(/\s/g, "");
    if (!HEX.test(value) || value.length > 64) {
      setError(RECEIPT_MESSAGES.prefixFormat);
      return;
    }
    setError(null);
    onPrefix(value);
  };

  return (
    <section aria-labelledby="list-heading" className="card stack">
      <h2 id="list-heading" className="subtitle">
        집계된 투표의 접수번호 <span className="muted">(총 {(data.totalCount ?? 0).toLocaleString("ko-KR")}건)</span>
      </h2>
      <p className="muted">
        접수번호 대신 그 지문(SHA-256)을 공개합니다. 이름과 투표 내용은 없고, 투표한 순서가 아닌 지문 순서로 정렬되어
        있어 누구나 같은 목록을 볼 수 있습니다.
      </p>
      {data.totalCount === 0 ? (
        <p className="alert">{RECEIPT_MESSAGES.noReceipts}</p>
      ) : (
        <>
          <form onSubmit={handleSearch} noValidate className="row prefix-search">
            <label className="field">
              <span>지문 앞자리로 찾기</span>
              <input
                name="prefix"
                autoComplete="off"
                spellCheck={false}
                placeholder="예: 3fa9"
                value={prefix}
                onChange={(event) => setPrefix(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby="prefix-error"
              />
            </label>
            <button type="submit" className="button search-button">
              찾기
            </button>
          </form>
          <p id="prefix-error" className="error" role="alert">
            {error ?? ""}
          </p>
          {data.receipts.length === 0 ? (
            <p className="muted">찾는 지문이 없습니다.</p>
          ) : (
            <ol className="hashes" start={first} aria-label="접수번호 지문 목록" aria-busy={isLoading}>
              {data.receipts.map((hash) => (
                <li key={hash} className={hash === marked ? "hash mine" : "hash"}>
                  {formatReceiptHash(hash)}
                  {hash === marked && <strong className="mine-label"> 내 접수번호</strong>}
                </li>
              ))}
            </ol>
          )}
          <nav className="row pager" aria-label="쪽 이동">
            <button
              type="button"
              className="button"
              disabled={data.page === 0 || isLoading}
              onClick={() => onPage(data.page - 1)}
            >
              이전
            </button>
            <p className="pager-label">
              {data.page + 1} / {pages}쪽
            </p>
            <button
              type="button"
              className="button"
              disabled={data.page + 1 >= pages || isLoading}
              onClick={() => onPage(data.page + 1)}
            >
              다음
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
