import {
  CONSENT_CERTIFICATE_MESSAGES as C,
  type CertificateConsent,
  CONSENT_STORAGE_EXTENSION_COST,
  CONSENT_STORAGE_EXTENSION_PROCESSING_DAYS,
  CONSENT_STORAGE_EXTENSION_YEARS,
  EXTENSION_PHONE_PATTERN,
} from "@johap/contracts";
import { formatDate } from "../../../../lib/format-date";
import { notifySuccess } from "../../../../lib/notify";
import { useIdempotencyKey } from "../../../../lib/use-idempotency-key";
import { StorageExtensionDialog } from "../../../../ui/storage-extension-dialog";
import { useExtendConsentStorage } from "../api/consent-certificates-mutations";
import { CONSENT_CERTIFICATE_TEXTS as T } from "../consent-certificates-labels";

/** 010-1234-5678 as it is typed: digits only, hyphens after the 3rd and the 7th. */
export function hyphenatedPhone(typed: string) {
  const digits = typed.replace(/\D/g, "").slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/**
 * 문서보관 기간 연장 of a consent (spec 02 §5, §9): contact ###-####-####, agreement, 5 years, at least 3 days of
 * processing, no cancel or refund; charged once per Idempotency-Key.
 */
export function ConsentExtensionDialog(props: { unionSeq: number; consent: CertificateConsent; onClose: () => void }) {
  const extend = useExtendConsentStorage(props.unionSeq);
  const { key, renewAfter } = useIdempotencyKey();
  const endAt = props.consent.documentStorageEndAt;

  const handleSubmit = (phoneNo: string) =>
    extend.mutate(
      { consentSeq: props.consent.consentSeq, body: { phoneNo, agreed: true }, idempotencyKey: key },
      {
        onSuccess: () => {
          notifySuccess(C.extensionRequested);
          props.onClose();
        },
        onError: renewAfter,
      },
    );

  return (
    <StorageExtensionDialog
      title={T.extension}
      description={
        <>
          <strong>{props.consent.title}</strong>
          {`의 문서 보관 기간을 ${CONSENT_STORAGE_EXTENSION_YEARS}년 연장합니다${endAt ? ` (현재 보관 종료일 ${formatDate(endAt)})` : ""}. 연장 처리에는 최소 ${CONSENT_STORAGE_EXTENSION_PROCESSING_DAYS}일이 소요되며, 신청 후 취소 또는 환불이 불가능합니다.`}
        </>
      }
      cost={CONSENT_STORAGE_EXTENSION_COST}
      isPending={extend.isPending}
      formatPhone={hyphenatedPhone}
      phoneMaxLength={13}
      problemOf={({ phoneNo, isChecked }) => {
        if (!phoneNo) return C.phoneRequired;
        if (!EXTENSION_PHONE_PATTERN.test(phoneNo)) return C.phoneInvalid;
        return isChecked ? null : C.agreementRequired;
      }}
      onSubmit={handleSubmit}
      onClose={props.onClose}
    />
  );
}
