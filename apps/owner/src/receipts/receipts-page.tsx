import type { OwnerReceipts } from "@johap/contracts";
import { RECEIPT_MESSAGES } from "@johap/contracts/owner-client";
import { useCallback, useEffect, useState } from "react";
import { call, messageOf } from "../api";
import { dateTime } from "../format";
import { ReceiptCheckForm } from "./receipt-check";
import { ReceiptsList } from "./receipts-list";

type Query = { page: number; prefix: string };

/**
 * `/m/r/{linkCode}`: a meeting's published receipts (issue 16, verifiable receipts). After voting closes, the
 * fingerprints of the counted ballots' receipt codes, a voter's check of their own code, and the evidence chain's
 * head once the results are confirmed (the result certificate carries the same).
 */
export default function ReceiptsPage({ linkCode }: { linkCode: string }) {
  const [data, setData] = useState<OwnerReceipts | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [marked, setMarked] = useState<string | null>(null);

  const load = useCallback(
    (query: Query) => {
      setIsLoading(true);
      const search = new URLSearchParams({ page: String(query.page) });
      if (query.prefix) search.set("prefix", query.prefix);
      call<OwnerReceipts>(`/v1/owner/meet-receipts/${linkCode}?${search}`)
        .then((found) => {
          setData(found);
          setLoadError(null);
        })
        .catch((error) => setLoadError(messageOf(error)))
        .finally(() => setIsLoading(false));
    },
    [linkCode],
  );
  const [query, setQuery] = useState<Query>({ page: 0, prefix: "" });
  useEffect(() => load(query), [load, query]);

  useEffect(() => {
    document.title = data ? `${data.name} - 투표 접수 확인` : "투표 접수 확인";
  }, [data]);

  if (loadError && !data) {
    return (
      <main className="page">
        <h1 className="title">투표 접수 확인</h1>
        <p className="alert" role="alert">
          {loadError}
        </p>
      </main>
    );
  }
  if (!data) {
    return (
      <main className="page" aria-busy="true">
        <p className="muted">불러오는 중입니다…</p>
      </main>
    );
  }

  const isOnsite = data.meetMethod !== "ELECTRONIC";
  return (
    <main className="page stack">
      <header className="masthead">
        <p className="union">{data.unionName}</p>
        <h1 className="title">{data.name}</h1>
        <p className="muted">투표 접수 확인 · 총회 {dateTime(data.meetAt)}</p>
      </header>
      {data.phase === "NOT_CLOSED" ? (
        <section aria-labelledby="wait-heading" className="card">
          <h2 id="wait-heading" className="subtitle">
            아직 공개 전입니다
          </h2>
          <p role="status">{RECEIPT_MESSAGES.notClosed}</p>
          <p className="muted">
            {isOnsite
              ? "총회 당일 개표를 시작하면 공개됩니다."
              : `전자투표 마감(${dateTime(data.closesAt)}) 뒤에 공개됩니다.`}
          </p>
        </section>
      ) : (
        <>
          <ReceiptCheckForm
            linkCode={linkCode}
            onShow={(page, receiptHash) => {
              setMarked(receiptHash);
              setQuery({ page, prefix: "" });
            }}
          />
          {loadError && (
            <p className="alert" role="alert">
              {loadError}
            </p>
          )}
          <ReceiptsList
            data={data}
            marked={marked}
            isLoading={isLoading}
            onPage={(page) => setQuery((q) => ({ ...q, page }))}
            onPrefix={(prefix) => setQuery({ page: 0, prefix })}
          />
          {data.chain && (
            <section aria-labelledby="chain-heading" className="card">
              <h2 id="chain-heading" className="subtitle">
                증거 체인
              </h2>
              <p className="muted">
                투표와 집계의 기록은 조합의 해시 체인에 이어 쓰여 고칠 수 없습니다. 결과 확정 때의 체인 머리는 투표결과
                증명서에 적힌 값과 같습니다.
              </p>
              <dl className="summary">
                <dt>결과 확정</dt>
                <dd>{dateTime(data.chain.confirmedAt)}</dd>
                <dt>체인 위치</dt>
                <dd>{data.chain.chainIndex.toLocaleString("ko-KR")}번째</dd>
                <dt>체인 머리 해시</dt>
                <dd className="hash">{data.chain.chainHeadHash}</dd>
              </dl>
            </section>
          )}
        </>
      )}
    </main>
  );
}
