import type { OwnerConsent } from "@johap/contracts";
import { OWNER_SIGNER_LABELS } from "@johap/contracts/owner-client";
import { useState } from "react";

/** The consent's text, its form (서식) and the guide material (PDF) through signed links. */
export function ReadStep({ me, onNext }: { me: OwnerConsent; onNext: () => void }) {
  const [isRead, setIsRead] = useState(false);
  const [error, setError] = useState("");
  const { consent, signer } = me;
  return (
    <section aria-labelledby="read-heading" className="card">
      <h2 id="read-heading" className="subtitle" tabIndex={-1}>
        동의서 내용 확인
      </h2>
      <p className="muted">
        {signer.signerType === "AGENT"
          ? `${signer.name} 님(${signer.ownerName} 님의 ${OWNER_SIGNER_LABELS.AGENT})`
          : `${signer.name} 님(${OWNER_SIGNER_LABELS.OWNER})`}
      </p>
      <h3 className="label">동의서 유형</h3>
      <p>
        {consent.templateName}
        {consent.templateFileUrl && (
          <>
            {" "}
            <a href={consent.templateFileUrl} target="_blank" rel="noopener">
              서식 보기
            </a>
          </>
        )}
      </p>
      <h3 className="label">동의 내용</h3>
      <p className="text">{consent.content || consent.title}</p>
      <h3 className="label">안내자료</h3>
      <p className="text">
        <strong>{consent.guideFileTitle}</strong>
        {consent.guideFileContent && (
          <>
            <br />
            {consent.guideFileContent}
          </>
        )}
      </p>
      {consent.guideFileUrl ? (
        <a className="button" href={consent.guideFileUrl} target="_blank" rel="noopener">
          안내자료(PDF) 보기
        </a>
      ) : (
        <p className="muted">첨부된 안내자료 파일이 없습니다.</p>
      )}
      <label className="check">
        <input type="checkbox" checked={isRead} onChange={(e) => setIsRead(e.target.checked)} />
        <span>동의서 내용과 안내자료를 확인했습니다.</span>
      </label>
      <p className="error" role="alert" aria-live="assertive">
        {error}
      </p>
      <button
        type="button"
        className="button primary"
        onClick={() => (isRead ? onNext() : setError("동의서 내용과 안내자료를 확인했다는 항목에 체크해 주세요."))}
      >
        다음
      </button>
    </section>
  );
}
