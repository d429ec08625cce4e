import type { OwnerConsent, OwnerDocumentType } from "@johap/contracts";
import {
  missingRequirement,
  OWNER_DOCUMENT_LABELS,
  OWNER_DOCUMENT_MAX_BYTES,
  OWNER_MESSAGES,
} from "@johap/contracts/owner-client";
import { useState } from "react";
import { messageOf } from "../api";
import { bytes } from "../format";

type Props = {
  me: OwnerConsent;
  onBack: () => void;
  onNext: () => void;
  onUpload: (type: OwnerDocumentType, form: FormData) => Promise<void>;
};

const ACCEPT = "image/jpeg,image/png,application/pdf";
const TYPES = ["image/jpeg", "image/png", "application/pdf"];

/** 서류 첨부: each document the consent asks of this signer (ID card, resident registration, family relation). */
export function DocumentsStep({ me, onBack, onNext, onUpload }: Props) {
  const requirements = me.requirements.filter((r) => r.key !== "SIGNATURE");
  const [chosen, setChosen] = useState<Record<string, OwnerDocumentType>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");

  const handleFile = async (key: string, type: OwnerDocumentType, file: File | undefined) => {
    if (!file) return;
    if (file.type && !TYPES.includes(file.type)) return setError(OWNER_MESSAGES.fileTypes);
    if (file.size > OWNER_DOCUMENT_MAX_BYTES) return setError(OWNER_MESSAGES.fileTooLarge);
    const form = new FormData();
    form.append("file", file, file.name);
    setBusy(key);
    setError("");
    try {
      await onUpload(type, form);
      setStatus(`${OWNER_DOCUMENT_LABELS[type]}을(를) 올렸습니다.`);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  };

  const handleNext = () => {
    const missing = missingRequirement(
      requirements,
      me.documents.map((d) => d.documentType),
    );
    if (missing) return setError(OWNER_MESSAGES.documentMissing(missing.label));
    onNext();
  };

  return (
    <section aria-labelledby="documents-heading" className="card">
      <h2 id="documents-heading" className="subtitle" tabIndex={-1}>
        서류 첨부
      </h2>
      <p className="muted">사진을 찍거나 파일을 골라 올려 주세요. JPG, PNG, PDF 파일, 10MB 이하.</p>
      {requirements.map((requirement) => {
        const type = chosen[requirement.key] ?? requirement.types[0]!;
        const uploaded = me.documents.find((d) => requirement.types.includes(d.documentType));
        const inputId = `file-${requirement.key}`;
        return (
          <div key={requirement.key} className="document">
            <h3 className="label">{requirement.label}</h3>
            {requirement.types.length > 1 && (
              <label className="field">
                <span>서류 종류</span>
                <select
                  value={type}
                  onChange={(e) => setChosen({ ...chosen, [requirement.key]: e.target.value as OwnerDocumentType })}
                >
                  {requirement.types.map((t) => (
                    <option key={t} value={t}>
                      {OWNER_DOCUMENT_LABELS[t]}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <p className={uploaded ? "ok" : "muted"}>
              {uploaded
                ? `올림: ${OWNER_DOCUMENT_LABELS[uploaded.documentType]} (${uploaded.fileName}, ${bytes(uploaded.size)})`
                : "아직 올리지 않았습니다."}
            </p>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={ACCEPT}
              disabled={busy !== null}
              aria-label={`${OWNER_DOCUMENT_LABELS[type]} 파일`}
              onChange={(e) => {
                void handleFile(requirement.key, type, e.target.files?.[0]);
                e.target.value = "";
              }}
            />
            <label className="button file" htmlFor={inputId} aria-disabled={busy !== null}>
              {busy === requirement.key
                ? "올리는 중…"
                : `${OWNER_DOCUMENT_LABELS[type]} ${uploaded ? "다시 올리기" : "올리기"}`}
            </label>
          </div>
        );
      })}
      <p className="sr-status" role="status" aria-live="polite">
        {status}
      </p>
      <p className="error" role="alert" aria-live="assertive">
        {error}
      </p>
      <button type="button" className="button primary" onClick={handleNext} disabled={busy !== null}>
        다음
      </button>
      <button type="button" className="link" onClick={onBack}>
        이전
      </button>
    </section>
  );
}
