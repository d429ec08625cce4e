import type { OwnerConsent } from "@johap/contracts";
import { OWNER_MESSAGES, SIGNATURE_MAX_BYTES } from "@johap/contracts/owner-client";
import { useEffect, useRef, useState } from "react";
import { messageOf } from "../api";

type Props = { me: OwnerConsent; onBack: () => void; onNext: () => void; onUpload: (form: FormData) => Promise<void> };

/** 서명: drawn with a finger or a pen on a canvas (pointer events), saved as a PNG. */
export function SignStep({ me, onBack, onNext, onUpload }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const [strokes, setStrokes] = useState(0);
  const [error, setError] = useState("");
  const [isSaving, setIsSaving] = useState(false);
  const saved = me.documents.find((d) => d.documentType === "SIGNATURE");

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = element.getBoundingClientRect();
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
    const context = element.getContext("2d");
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#111827";
  }, []);

  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const handleDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    setError("");
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = pointOf(event);
    const context = event.currentTarget.getContext("2d");
    const p = drawing.current;
    context?.beginPath();
    context?.arc(p.x, p.y, 1.2, 0, Math.PI * 2);
    context?.fill();
  };
  const handleMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext("2d");
    const from = drawing.current;
    const to = pointOf(event);
    context?.beginPath();
    context?.moveTo(from.x, from.y);
    context?.lineTo(to.x, to.y);
    context?.stroke();
    drawing.current = to;
  };
  const handleUp = () => {
    if (drawing.current) setStrokes((n) => n + 1);
    drawing.current = null;
  };
  const handleClear = () => {
    const element = canvas.current;
    element?.getContext("2d")?.clearRect(0, 0, element.width, element.height);
    setStrokes(0);
    setError("");
  };

  const handleSave = async () => {
    if (strokes === 0) {
      if (saved) return onNext();
      setError(OWNER_MESSAGES.signatureMissing);
      return;
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.current?.toBlob(resolve, "image/png"));
    if (!blob) return setError(OWNER_MESSAGES.signatureNotPng);
    if (blob.size > SIGNATURE_MAX_BYTES) return setError(OWNER_MESSAGES.signatureTooLarge);
    const form = new FormData();
    form.append("file", blob, "signature.png");
    setIsSaving(true);
    setError("");
    try {
      await onUpload(form);
      onNext();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section aria-labelledby="sign-heading" className="card">
      <h2 id="sign-heading" className="subtitle" tabIndex={-1}>
        서명
      </h2>
      <p id="sign-help" className="muted">
        아래 칸에 손가락이나 펜으로 {me.signer.name} 님의 서명을 그려 주세요.
        {saved && " 저장된 서명이 있습니다. 다시 그리면 새 서명으로 바뀝니다."}
      </p>
      <canvas
        ref={canvas}
        className="signature"
        role="img"
        aria-label="서명 입력란"
        aria-describedby="sign-help"
        onPointerDown={handleDown}
        onPointerMove={handleMove}
        onPointerUp={handleUp}
        onPointerCancel={handleUp}
      />
      <p className="error" role="alert" aria-live="assertive">
        {error}
      </p>
      <div className="row">
        <button type="button" className="button" onClick={handleClear} disabled={isSaving}>
          지우기
        </button>
        <button type="button" className="button primary" onClick={handleSave} disabled={isSaving}>
          {isSaving ? "저장 중…" : "서명 저장"}
        </button>
      </div>
      <button type="button" className="link" onClick={onBack}>
        이전
      </button>
    </section>
  );
}
