import type { ConsentCertificateVerification } from "@johap/contracts";
import { CONSENT_CERTIFICATE_MESSAGES as C, CERTIFICATE_VERIFY_MAX_BYTES } from "@johap/contracts/owner-client";
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from "react";
import { ApiError, messageOf } from "../api";
import { dateTime } from "../format";

const SUBMIT_LABELS: Record<string, string> = { ELECTRONIC: "전자 제출", WRITTEN: "서면 제출", AUTO: "자동 제출" };

/** Sends the PDF's bytes as they are (application/pdf): the server hashes exactly what was uploaded. */
async function verifyPdf(file: File): Promise<ConsentCertificateVerification> {
  let response: Response;
  try {
    response = await fetch("/v1/verify/consent-certificates", {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: file,
    });
  } catch {
    throw new ApiError(0, "네트워크 연결을 확인한 뒤 다시 시도해 주세요.");
  }
  const json = (await response.json().catch(() => null)) as {
    data?: ConsentCertificateVerification;
    message?: string;
  } | null;
  if (!response.ok || !json?.data) throw new ApiError(response.status, json?.message ?? C.verifyNotMatched);
  return json.data;
}

/**
 * `/m/verify` (beyond the spec): anyone holding a 전자 문서 증명서 PDF uploads it and learns whether it is one this
 * service issued, unchanged, and whether the union's evidence chain still leads to the head it names.
 */
export default function VerifyPage() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ConsentCertificateVerification | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  useEffect(() => {
    document.title = "전자 문서 증명서 확인";
  }, []);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setResult(null);
    setError(null);
    if (chosen && chosen.size > CERTIFICATE_VERIFY_MAX_BYTES) {
      setFile(null);
      setError(C.verifyTooLarge);
      return;
    }
    setFile(chosen);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(C.verifyFileRequired);
    setIsChecking(true);
    setError(null);
    verifyPdf(file)
      .then(setResult)
      .catch((failure) => setError(messageOf(failure)))
      .finally(() => setIsChecking(false));
  };

  return (
    <main className="page stack">
      <header className="masthead">
        <p className="union">조합 OMS</p>
        <h1 className="title">전자 문서 증명서 확인</h1>
        <p className="muted">
          발급받은 전자 문서 증명서(PDF)를 올리면 이 서비스에서 발급한 원본인지, 조합의 증거 기록과 일치하는지
          확인합니다. 파일은 확인에만 쓰이고 저장되지 않습니다.
        </p>
      </header>
      <form className="card stack" onSubmit={handleSubmit} noValidate aria-label="증명서 확인">
        <div className="field">
          <label htmlFor={inputId}>증명서 PDF 파일</label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            onChange={handleFile}
            aria-invalid={error ? "true" : undefined}
          />
        </div>
        {file && <p className="muted">{`${file.name} (${Math.ceil(file.size / 1024)}KB)`}</p>}
        <p className="error" role="alert">
          {error ?? ""}
        </p>
        <button className="button primary" type="submit" disabled={isChecking}>
          {isChecking ? "확인 중…" : "확인하기"}
        </button>
      </form>
      {result && <VerifyResult result={result} />}
    </main>
  );
}

function VerifyResult({ result }: { result: ConsentCertificateVerification }) {
  if (!result.matched) {
    return (
      <section className="card" aria-labelledby="verify-result">
        <h2 id="verify-result" className="subtitle">
          일치하지 않음
        </h2>
        <p className="alert" role="status">
          {result.message}
        </p>
        <p className="muted">{`올린 파일의 SHA-256: ${result.sha256}`}</p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="verify-result">
      <h2 id="verify-result" className="subtitle">
        {result.isChainIntact ? "확인되었습니다" : "증거 기록을 확인할 수 없습니다"}
      </h2>
      <p className={result.isChainIntact ? "ok" : "alert"} role="status">
        {result.isChainIntact
          ? C.verifyMatched
          : "증명서는 발급 기록과 일치하지만, 조합의 증거 체인이 증명서에 적힌 값과 일치하지 않습니다."}
      </p>
      <dl className="summary">
        <Row term="조합" value={result.unionName} />
        <Row term="전자 동의서" value={result.consentTitle} />
        <Row term="제출자" value={result.maskedName} />
        <Row term="제출 방식" value={result.submitType ? (SUBMIT_LABELS[result.submitType] ?? "-") : "-"} />
        <Row term="발급 일시" value={dateTime(result.issuedAt)} />
        <Row term="체인 순번" value={String(result.chainIndex)} />
        <Row term="체인 머리 해시" value={result.chainHeadHash} />
      </dl>
      {!result.isCurrent && (
        <p className="muted">이 증명서를 발급한 뒤 제출이 철회되어, 현재는 효력이 없는 증명서입니다.</p>
      )}
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="summary-row">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
